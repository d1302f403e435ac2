import {
  API_ERRORS,
  DEDUCTION_TENANCY_STATUSES,
  DEPOSIT_TENANCY_STATUSES,
  formatRupees,
  MAX_DEDUCTIONS,
  type DeductionDisputeInput,
  type DeductionInput,
  type RefundPaidInput,
  type TenancyDeposit,
  type TenancyEvent,
} from '@roomsetu/shared';
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { encodeImage } from '../../lib/images';
import { badRequest, conflict, fill, notFound } from '../../lib/errors';
import { phrase } from '../../lib/i18n';
import type { AuthUser } from '../../lib/tokens';
import type { TenancyPorts } from './ports';
import { presentDeposit } from './presenter';
import { sendPrivate } from './private-answer';
import * as repo from './repository';
import type { DeductionRow, DepositRow, TenancyRow, TenantRow } from './repository';
import { forParty, readableTenancy, tellParties, wordsOf, wrongSide } from './service';

/** The private folder of invoice photos. */
const INVOICES = 'invoices';

/**
 * The deposit ledger. RoomSetu holds no money: each step is what one side says happened, and the
 * other side's confirmation or dispute, both in the tenancy's log.
 */

interface Step {
  t: TenancyRow;
  tenants: TenantRow[];
  deposit: DepositRow | null;
  deductions: DeductionRow[];
  now: Date;
}

interface StepResult {
  event: TenancyEvent;
  body: { key: string; amount: number; reason?: string };
}

async function ledger(ctx: AppContext, t: TenancyRow): Promise<TenancyDeposit> {
  const { db } = ctx.database;
  const [deposit, deductions] = await Promise.all([
    repo.findDeposit(db, t.id),
    repo.deductionsOf(db, t.id),
  ]);
  return presentDeposit(t, deposit, deductions);
}

/**
 * A step by `side`: loads the tenancy locked (404 for a stranger, 403 for the other side), runs
 * `change`, logs its event and tells the other parties, all in one transaction.
 */
async function step(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  id: number,
  side: 'OWNER' | 'TENANT',
  change: (tx: Db, s: Step) => Promise<StepResult>,
): Promise<TenancyDeposit> {
  const now = ctx.now();
  const { t, announce } = await ctx.database.db.transaction(async (tx) => {
    const { t, tenants, role } = await forParty(tx, user, id);
    if (role !== side) throw wrongSide(role);
    const [deposit, deductions] = await Promise.all([
      repo.findDeposit(tx, t.id),
      repo.deductionsOf(tx, t.id),
    ]);
    const done = await change(tx, { t, tenants, deposit, deductions, now });
    await repo.addEvent(tx, t.id, done.event, user.id, now);
    const words = await wordsOf(tx, t, user.id);
    const announce = await tellParties(ports, tx, {
      tenancy: t,
      tenants,
      from: user.id,
      title: phrase('emails.tenancyDepositTitle', { title: words.title }),
      body: phrase(done.body.key, {
        name: words.name,
        amount: formatRupees(done.body.amount),
        reason: done.body.reason ?? '',
      }),
      key: `${done.event}:${user.id}:${now.getTime()}`,
    });
    return { t, announce };
  });
  announce();
  return ledger(ctx, t);
}

export async function getDeposit(ctx: AppContext, ports: TenancyPorts, user: AuthUser, id: number) {
  return ledger(ctx, await readableTenancy(ctx, ports, user, id));
}

export const markReceived = (ctx: AppContext, ports: TenancyPorts, user: AuthUser, id: number) =>
  step(ctx, ports, user, id, 'OWNER', async (tx, { t, deposit, now }) => {
    if (!(DEPOSIT_TENANCY_STATUSES as readonly string[]).includes(t.status))
      throw conflict(API_ERRORS.tenancyDepositNotYet);
    if (deposit?.receivedAt) throw conflict(API_ERRORS.tenancyDepositAlreadyReceived);
    await repo.saveDeposit(tx, t.id, { receivedAt: now });
    return {
      event: 'DEPOSIT_RECEIVED',
      body: { key: 'emails.tenancyDepositReceivedBody', amount: t.depositAmount },
    };
  });

export const confirmReceived = (ctx: AppContext, ports: TenancyPorts, user: AuthUser, id: number) =>
  step(ctx, ports, user, id, 'TENANT', async (tx, { t, deposit, now }) => {
    if (!deposit?.receivedAt) throw conflict(API_ERRORS.tenancyDepositNotReceived);
    if (deposit.confirmedAt) throw conflict(API_ERRORS.tenancyDepositAlreadyConfirmed);
    await repo.saveDeposit(tx, t.id, { confirmedAt: now, confirmedBy: user.id });
    return {
      event: 'DEPOSIT_CONFIRMED',
      body: { key: 'emails.tenancyDepositConfirmedBody', amount: t.depositAmount },
    };
  });

/**
 * Itemises a deduction, with the report item it is for and a photo of the invoice (stored
 * privately, re-encoded without EXIF, with its SHA-256). Evidence from another tenancy is refused.
 */
export async function addDeduction(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  id: number,
  input: DeductionInput,
  files: Express.Multer.File[] = [],
): Promise<TenancyDeposit> {
  // Outside the transaction: decoding a photo takes time, and a refused one stores nothing.
  const invoice = files[0] ? (await encodeImage(files[0].buffer)).full : null;
  const stored = invoice
    ? {
        key: await ctx.privateFiles.put(INVOICES, invoice, 'webp'),
        sha256: createHash('sha256').update(invoice).digest('hex'),
      }
    : null;
  try {
    return await step(
      ctx,
      ports,
      user,
      id,
      'OWNER',
      async (tx, { t, deposit, deductions, now }) => {
        const open = (DEDUCTION_TENANCY_STATUSES as readonly string[]).includes(t.status);
        if (!open || !deposit?.receivedAt || deposit.refundPaidAt)
          throw conflict(API_ERRORS.tenancyDeductionsNotYet);
        if (deductions.length >= MAX_DEDUCTIONS)
          throw conflict(fill(API_ERRORS.tenancyDeductionsTooMany, { max: MAX_DEDUCTIONS }));
        const total = deductions.reduce((sum, d) => sum + d.amount, 0) + input.amount;
        if (total > t.depositAmount) {
          const values = { total: formatRupees(total), deposit: formatRupees(t.depositAmount) };
          throw badRequest(fill(API_ERRORS.tenancyDeductionAboveDeposit, values));
        }
        if (input.reportItemId && !(await repo.itemOfTenancy(tx, t.id, input.reportItemId)))
          throw notFound(API_ERRORS.tenancyDeductionItemNotFound);
        await repo.insertDeduction(tx, {
          tenancyId: t.id,
          amount: input.amount,
          reason: input.reason,
          status: 'OPEN',
          reportItemId: input.reportItemId ?? null,
          invoiceKey: stored?.key ?? null,
          invoiceSha256: stored?.sha256 ?? null,
          createdAt: now,
        });
        return {
          event: 'DEDUCTION_ADDED',
          body: {
            key: 'emails.tenancyDeductionAddedBody',
            amount: input.amount,
            reason: input.reason,
          },
        };
      },
    );
  } catch (err) {
    if (stored) await ctx.privateFiles.delete(stored.key);
    throw err;
  }
}

/** The photo of a deduction's invoice, for the tenancy's parties (or an admin); never cached. */
export async function streamInvoice(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  id: number,
  deductionId: number,
  res: Response,
): Promise<void> {
  const t = await readableTenancy(ctx, ports, user, id);
  const d = (await repo.deductionsOf(ctx.database.db, t.id)).find((row) => row.id === deductionId);
  const stream = d?.invoiceKey ? await ctx.privateFiles.open(d.invoiceKey) : null;
  if (!stream) throw notFound(API_ERRORS.tenancyInvoiceNotFound);
  await sendPrivate(res, stream, 'image/webp');
}

/** A tenant's answer to a deduction: accepted, or disputed with a note (it stays open). */
export const answerDeduction = (
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  id: number,
  deductionId: number,
  answer: { accept: true } | { accept: false; dispute: DeductionDisputeInput },
) =>
  step(ctx, ports, user, id, 'TENANT', async (tx, { deposit, deductions, now }) => {
    const d = deductions.find((row) => row.id === deductionId);
    if (!d) throw notFound(API_ERRORS.tenancyDeductionNotFound);
    if (d.status === 'ACCEPTED') throw conflict(API_ERRORS.tenancyDeductionAnswered);
    if (deposit?.refundPaidAt) throw conflict(API_ERRORS.tenancyRefundAlreadyPaid);
    if (answer.accept) {
      await repo.answerDeduction(tx, d.id, { status: 'ACCEPTED', note: d.note, answeredAt: now });
      return {
        event: 'DEDUCTION_ACCEPTED',
        body: { key: 'emails.tenancyDeductionAcceptedBody', amount: d.amount },
      };
    }
    const { note } = answer.dispute;
    await repo.answerDeduction(tx, d.id, { status: 'DISPUTED', note, answeredAt: now });
    return {
      event: 'DEDUCTION_DISPUTED',
      body: { key: 'emails.tenancyDeductionDisputedBody', amount: d.amount, reason: note },
    };
  });

export const markRefundPaid = (
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  id: number,
  input: RefundPaidInput,
) =>
  step(ctx, ports, user, id, 'OWNER', async (tx, { t, deposit, now }) => {
    if (t.status !== 'ENDED' || !deposit?.receivedAt)
      throw conflict(API_ERRORS.tenancyRefundNotYet);
    if (deposit.refundPaidAt) throw conflict(API_ERRORS.tenancyRefundAlreadyPaid);
    if (input.amount > t.depositAmount) {
      throw badRequest(
        fill(API_ERRORS.tenancyRefundAboveDeposit, { deposit: formatRupees(t.depositAmount) }),
      );
    }
    await repo.saveDeposit(tx, t.id, { refundAmount: input.amount, refundPaidAt: now });
    return {
      event: 'REFUND_PAID',
      body: { key: 'emails.tenancyRefundPaidBody', amount: input.amount },
    };
  });

export const confirmRefund = (ctx: AppContext, ports: TenancyPorts, user: AuthUser, id: number) =>
  step(ctx, ports, user, id, 'TENANT', async (tx, { t, deposit, now }) => {
    if (!deposit?.refundPaidAt) throw conflict(API_ERRORS.tenancyRefundNotPaid);
    if (deposit.refundConfirmedAt) throw conflict(API_ERRORS.tenancyRefundAlreadyConfirmed);
    await repo.saveDeposit(tx, t.id, { refundConfirmedAt: now, refundConfirmedBy: user.id });
    return {
      event: 'REFUND_CONFIRMED',
      body: { key: 'emails.tenancyRefundConfirmedBody', amount: deposit.refundAmount ?? 0 },
    };
  });
