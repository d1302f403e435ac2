import { createHash } from 'node:crypto';
import {
  API_ERRORS,
  MAX_ITEM_PHOTOS,
  MAX_REPORT_ITEMS,
  REPORT_TENANCY_STATUSES,
  type CreateReportInput,
  type ReportItemInput,
  type SignCodeSent,
  type TenancyReport,
  type TenancyReportList,
} from '@roomsetu/shared';
import type { Response } from 'express';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, conflict, fill, notFound } from '../../lib/errors';
import { encodeImage } from '../../lib/images';
import { phrase, type CatalogWord } from '../../lib/i18n';
import type { AuthUser } from '../../lib/tokens';
import { checkCode, codeRefusal, sendCode } from './codes';
import type { TenancyPorts } from './ports';
import { sendPrivate } from './private-answer';
import * as repo from './repository';
import type { ReportRow, TenancyRow, TenantRow } from './repository';
import { forParty, readableTenancy, tellParties, wordsOf } from './service';

/** The private folder of report photos. */
const FOLDER = 'reports';

const kindWord = (r: Pick<ReportRow, 'kind'>): CatalogWord => ({
  ref: `enums.tenancyReportKind.${r.kind}`,
});

/** Who signs a report: the owner and every tenant who accepted the tenancy. */
const signersOf = (t: TenancyRow, tenants: readonly TenantRow[]) => [
  t.ownerId,
  ...tenants.filter((row) => row.answer === 'ACCEPTED').map((row) => row.userId),
];

/** What a code for this revision of the report signs. */
const purposeOf = (r: Pick<ReportRow, 'id' | 'revision'>) => `report:${r.id}:${r.revision}`;

async function present(
  ctx: AppContext,
  r: ReportRow,
  signers: readonly number[],
): Promise<TenancyReport> {
  const { db } = ctx.database;
  const [items, signatures] = await Promise.all([
    repo.itemsOf(db, [r.id]),
    repo.signaturesOf(db, [r.id]),
  ]);
  const photos = await repo.photosOf(
    db,
    items.map((i) => i.id),
  );
  const current = signatures.filter((s) => s.revision === r.revision);
  return {
    id: r.id,
    tenancyId: r.tenancyId,
    kind: r.kind,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    items: items.map((i) => ({
      id: i.id,
      room: i.room,
      item: i.item,
      condition: i.condition,
      note: i.note,
      addedBy: i.addedBy,
      addedAt: i.addedAt.toISOString(),
      photos: photos
        .filter((p) => p.itemId === i.id)
        .map((p) => ({
          id: p.id,
          sha256: p.sha256,
          uploadedAt: p.uploadedAt.toISOString(),
          url: `/api/tenancy-reports/${r.id}/photos/${p.id}`,
        })),
    })),
    signatures: current.map((s) => ({ userId: s.userId, at: s.signedAt.toISOString() })),
    awaiting: signers.filter((id) => !current.some((s) => s.userId === id)),
    sealedAt: r.sealedAt?.toISOString() ?? null,
  };
}

const REPORT_NOT_FOUND = API_ERRORS.tenancyReportNotFound;

/** A stranger to the tenancy learns nothing of its reports: its 404 is the report's. */
async function asReport<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw notFound(REPORT_NOT_FOUND);
    throw err;
  }
}

/** The report for one of its tenancy's parties (or an admin, to read); 404 for anybody else. */
async function readableReport(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  reportId: number,
) {
  const r = await repo.findReport(ctx.database.db, reportId);
  if (!r) throw notFound(REPORT_NOT_FOUND);
  return { r, t: await asReport(readableTenancy(ctx, ports, user, r.tenancyId)) };
}

/** The report locked for a change by a party, with its tenancy; 404 for anybody else. */
async function forChange(tx: Db, user: AuthUser, reportId: number) {
  const r = await repo.findReport(tx, reportId, true);
  if (!r) throw notFound(REPORT_NOT_FOUND);
  return { r, ...(await asReport(forParty(tx, user, r.tenancyId))) };
}

export async function startReport(
  ctx: AppContext,
  user: AuthUser,
  tenancyId: number,
  input: CreateReportInput,
): Promise<{ id: number }> {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const { t } = await forParty(tx, user, tenancyId);
    if (!REPORT_TENANCY_STATUSES[input.kind].includes(t.status)) {
      throw conflict(
        fill(API_ERRORS.tenancyReportNotYet, {
          kind: { ref: `enums.tenancyReportKind.${input.kind}`, lowerCase: true },
          state: { ref: `enums.tenancyStatus.${t.status}`, lowerCase: true },
        }),
      );
    }
    const r = await repo.insertReport(tx, {
      tenancyId: t.id,
      kind: input.kind,
      createdBy: user.id,
      createdAt: now,
    });
    await repo.addEvent(tx, t.id, 'REPORT_STARTED', user.id, now);
    return { id: r.id };
  });
}

export async function listReports(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  tenancyId: number,
): Promise<TenancyReportList> {
  const t = await readableTenancy(ctx, ports, user, tenancyId);
  const { db } = ctx.database;
  const [reports, tenants] = await Promise.all([
    repo.reportsOf(db, t.id),
    repo.tenantsOf(db, [t.id]),
  ]);
  const signers = signersOf(t, tenants);
  return { items: await Promise.all(reports.map((r) => present(ctx, r, signers))) };
}

export async function getReport(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  reportId: number,
): Promise<TenancyReport> {
  const { r, t } = await readableReport(ctx, ports, user, reportId);
  const tenants = await repo.tenantsOf(ctx.database.db, [t.id]);
  return present(ctx, r, signersOf(t, tenants));
}

/**
 * Adds an item, its photos stored privately (re-encoded: EXIF and GPS dropped) with their SHA-256
 * and the server's time. Any change is a new revision: signatures of the old one no longer count.
 */
export async function addItem(
  ctx: AppContext,
  user: AuthUser,
  reportId: number,
  input: ReportItemInput,
  files: Express.Multer.File[],
): Promise<TenancyReport> {
  if (files.length > MAX_ITEM_PHOTOS) {
    throw badRequest(API_ERRORS.tenancyReportPhotos, { photos: API_ERRORS.tenancyReportPhotos });
  }
  // Outside the transaction: decoding photos takes time, and a refused one stores nothing.
  const encoded = [];
  for (const file of files) encoded.push((await encodeImage(file.buffer)).full);
  const stored: { storageKey: string; sha256: string }[] = [];
  try {
    for (const data of encoded) {
      stored.push({
        storageKey: await ctx.privateFiles.put(FOLDER, data, 'webp'),
        sha256: createHash('sha256').update(data).digest('hex'),
      });
    }
    const now = ctx.now();
    const { r, signers } = await ctx.database.db.transaction(async (tx) => {
      const { r, t, tenants } = await forChange(tx, user, reportId);
      if (r.sealedAt) throw conflict(API_ERRORS.tenancyReportSealed);
      const items = await repo.itemsOf(tx, [r.id]);
      if (items.length >= MAX_REPORT_ITEMS) {
        throw conflict(fill(API_ERRORS.tenancyReportTooManyItems, { max: MAX_REPORT_ITEMS }));
      }
      await repo.insertItem(
        tx,
        { reportId: r.id, ...input, addedBy: user.id, addedAt: now },
        stored,
        now,
      );
      const changed = await repo.updateReport(tx, r.id, { revision: r.revision + 1 });
      return { r: changed, signers: signersOf(t, tenants) };
    });
    return present(ctx, r, signers);
  } catch (err) {
    await Promise.all(stored.map((s) => ctx.privateFiles.delete(s.storageKey)));
    throw err;
  }
}

/** Sends the caller a code that signs the report as it stands (its current revision). */
export async function sendReportCode(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  reportId: number,
): Promise<SignCodeSent> {
  const { r, t } = await readableReport(ctx, ports, user, reportId);
  const tenants = await repo.tenantsOf(ctx.database.db, [t.id]);
  if (!signersOf(t, tenants).includes(user.id)) throw notFound(REPORT_NOT_FOUND);
  if (r.sealedAt) throw conflict(API_ERRORS.tenancyReportSealed);
  const items = await repo.itemsOf(ctx.database.db, [r.id]);
  if (!items.length) throw conflict(API_ERRORS.tenancyReportEmpty);
  const signatures = await repo.signaturesOf(ctx.database.db, [r.id]);
  if (signatures.some((s) => s.userId === user.id && s.revision === r.revision))
    throw conflict(API_ERRORS.tenancyReportAlreadySigned);
  const [listing] = await repo.listingsByIds(ctx.database.db, [t.propertyId]);
  return sendCode(ctx, user.id, purposeOf(r), {
    sms: 'emails.tenancySignCodeSms',
    subject: 'emails.tenancySignCodeSubject',
    line: 'emails.tenancySignCodeLine',
    values: { kind: { ...kindWord(r), lowerCase: true }, title: listing?.title ?? '' },
  });
}

/** Signs the report's current revision with the caller's code; sealed once every party has. */
export async function signReport(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  reportId: number,
  code: string,
  ip: string | undefined,
): Promise<TenancyReport> {
  const now = ctx.now();
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const { r, t, tenants } = await forChange(tx, user, reportId);
    const signers = signersOf(t, tenants);
    if (!signers.includes(user.id)) throw notFound(REPORT_NOT_FOUND);
    if (r.sealedAt) throw conflict(API_ERRORS.tenancyReportSealed);
    const before = await repo.signaturesOf(tx, [r.id]);
    if (before.some((s) => s.userId === user.id && s.revision === r.revision))
      throw conflict(API_ERRORS.tenancyReportAlreadySigned);
    const check = await checkCode(ctx, tx, user.id, purposeOf(r), code, (other) =>
      other.startsWith(`report:${r.id}:`),
    );
    if (check !== 'ok') return { check } as const;
    await repo.insertSignature(tx, {
      reportId: r.id,
      userId: user.id,
      revision: r.revision,
      ip: ip ?? null,
      signedAt: now,
    });
    await repo.addEvent(tx, t.id, 'REPORT_SIGNED', user.id, now);
    const signed = new Set([
      ...before.filter((s) => s.revision === r.revision).map((s) => s.userId),
      user.id,
    ]);
    const sealed = signers.every((id) => signed.has(id));
    const done = sealed ? await repo.updateReport(tx, r.id, { sealedAt: now }) : r;
    if (sealed) await repo.addEvent(tx, t.id, 'REPORT_SEALED', null, now);
    const words = await wordsOf(tx, t, user.id);
    const announce = await tellParties(ports, tx, {
      tenancy: t,
      tenants,
      from: sealed ? 0 : user.id,
      title: phrase('emails.tenancyReportTitle', {
        kind: kindWord(r),
        title: words.title,
      }),
      body: sealed
        ? phrase('emails.tenancyReportSealedBody', { kind: { ...kindWord(r), lowerCase: true } })
        : phrase('emails.tenancyReportSignedBody', {
            name: words.name,
            kind: { ...kindWord(r), lowerCase: true },
          }),
      key: `report:${r.id}:${r.revision}:${sealed ? 'sealed' : user.id}`,
    });
    return { check, r: done, signers, announce } as const;
  });
  if (outcome.check !== 'ok') throw codeRefusal(outcome.check);
  outcome.announce();
  return present(ctx, outcome.r, outcome.signers);
}

/** A photo of a report, streamed to one of its tenancy's parties (or an admin); never cached. */
export async function streamReportPhoto(
  ctx: AppContext,
  ports: TenancyPorts,
  user: AuthUser,
  reportId: number,
  photoId: number,
  res: Response,
): Promise<void> {
  await readableReport(ctx, ports, user, reportId);
  const photo = await repo.findReportPhoto(ctx.database.db, reportId, photoId);
  const stream = photo ? await ctx.privateFiles.open(photo.storageKey) : null;
  if (!stream) throw notFound(API_ERRORS.photoNotFound);
  await sendPrivate(res, stream, 'image/webp');
}
