import {
  indiaDay,
  indiaInstant,
  refundDueOn,
  REFUND_REMINDER_DAYS,
  addDays,
  middayInIndia,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { phrase, type MomentValue } from '../../lib/i18n';
import type { TenancyPorts } from './ports';
import * as repo from './repository';
import type { TenancyRow } from './repository';

export const TENANCY_REFUND_REMINDER = 'tenancies.refund-reminder';

interface ReminderPayload {
  tenancyId: number;
  /** Days from the due date: -7, 0 or 1. */
  offset: number;
}

const REMINDER_MINUTE = 9 * 60;

/**
 * The refund's reminders, queued when the tenancy ends (in that transaction): a week before it
 * is due, on the day and the day after, each at 09:00 IST.
 */
export async function queueRefundReminders(ctx: AppContext, db: Db, t: TenancyRow): Promise<void> {
  if (!t.endedAt) return;
  const due = refundDueOn(indiaDay(t.endedAt));
  for (const offset of REFUND_REMINDER_DAYS) {
    const payload: ReminderPayload = { tenancyId: t.id, offset };
    await ctx.jobs.send(TENANCY_REFUND_REMINDER, payload, {
      db,
      runAt: indiaInstant(addDays(due, offset), REMINDER_MINUTE),
      singletonKey: `${t.id}:${offset}`,
    });
  }
}

export function registerTenancyJobs(ctx: AppContext, ports: TenancyPorts): void {
  ctx.jobs.register<ReminderPayload>(
    TENANCY_REFUND_REMINDER,
    async ({ payload: p }) => {
      const { db } = ctx.database;
      const t = await repo.findTenancy(db, p.tenancyId);
      if (!t || t.status !== 'ENDED' || !t.endedAt) return;
      const deposit = await repo.findDeposit(db, t.id);
      // Paid: nothing to remind of (the tenant confirms it on the tenancy's page).
      if (deposit?.refundPaidAt || deposit?.refundConfirmedAt) return;
      const [[listing], tenants] = await Promise.all([
        repo.listingsByIds(db, [t.propertyId]),
        repo.tenantsOf(db, [t.id]),
      ]);
      const due: MomentValue = {
        at: middayInIndia(refundDueOn(indiaDay(t.endedAt))),
        style: 'day',
      };
      const title =
        p.offset < 0
          ? phrase('emails.tenancyRefundSoonTitle', { date: due })
          : p.offset === 0
            ? phrase('emails.tenancyRefundDueTitle')
            : phrase('emails.tenancyRefundLateTitle', { date: due });
      const body = phrase('emails.tenancyRefundBody', { title: listing?.title ?? '', date: due });
      const announces = await db.transaction(async (tx) => {
        const told: (() => void)[] = [];
        for (const userId of [t.ownerId, ...tenants.map((row) => row.userId)]) {
          told.push(
            await ports.notify(tx, {
              userId,
              title,
              body,
              link: `/profile?tab=tenancies&tenancy=${t.id}`,
              dedupeKey: `tenancy-refund:${t.id}:${p.offset}:${userId}`,
            }),
          );
        }
        return told;
      });
      for (const announce of announces) announce();
    },
    {
      description:
        'queued when a tenancy ends, run at 09:00 IST a week before the deposit refund is due (a month after the end), on the day and the day after (key: tenancy, offset): notifies owner and tenants unless the refund is marked paid',
      idempotent:
        'notifications carry a dedupe key per tenancy, offset and person: a second run adds none',
    },
  );
}
