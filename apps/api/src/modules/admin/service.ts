import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import {
  ADMIN_LISTINGS_CSV_COLUMNS,
  type AdminContactsQuery,
  type AdminContactUpdateInput,
  type AdminListingsQuery,
  type AdminListingUpdateInput,
  type AdminUsersQuery,
  API_ERRORS,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import type { Pagination } from '../../lib/route';
import type { AuthUser } from '../../lib/tokens';
import { recordAudit } from '../audit';
import { listingStatusChanged, photoStorageFor, photosFor } from '../properties';
import { csvLine } from './csv';
import {
  listingCsvValues,
  presentAdminListing,
  presentAdminUser,
  presentContactMessage,
  presentDashboard,
} from './presenter';
import {
  contactPage,
  findContact,
  dashboardFigures,
  findListing,
  listingBatch,
  listingPage,
  updateContact,
  updateListing,
  userPage,
  type AdminListingRecord,
  type ListingFilters,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per query of the CSV export: memory stays flat however many listings there are. */
export const CSV_BATCH_SIZE = 500;

const paginate = (q: { page: number; limit: number }, total: number): Pagination => ({
  page: q.page,
  limit: q.limit,
  total,
  pages: Math.ceil(total / q.limit),
});

export async function dashboard(ctx: AppContext) {
  const at = ctx.now();
  const figures = await dashboardFigures(ctx.database.db, new Date(at.getTime() - 7 * DAY_MS));
  return presentDashboard(figures, at);
}

export async function listUsers(ctx: AppContext, q: AdminUsersQuery) {
  const { rows, total } = await userPage(ctx.database.db, q);
  return { data: rows.map(presentAdminUser), pagination: paginate(q, total) };
}

async function presentListings(ctx: AppContext, rows: AdminListingRecord[]) {
  const photos = await photosFor(
    ctx.database.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    // photosFor orders the primary photo first.
    const primary = photos.get(r.id)?.[0];
    const storage = photoStorageFor(ctx, r);
    return presentAdminListing(r, primary ? storage.url(primary.cardKey) : null);
  });
}

export async function listListings(ctx: AppContext, q: AdminListingsQuery) {
  const { rows, total } = await listingPage(ctx.database.db, q);
  return { data: await presentListings(ctx, rows), pagination: paginate(q, total) };
}

export const VERIFY_THROUGH_CHECKLIST = API_ERRORS.adminVerifyThroughChecklist;

/** The fields of `row` that `change` names: what an audit entry keeps of before and after. */
function picked<T extends object>(
  row: Record<string, unknown>,
  change: T,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(change)
      .filter(([, value]) => value !== undefined)
      .map(([key]) => [key, row[key] ?? null]),
  );
}

/**
 * Takes effect at once: search and detail read the status on every request. The change and its
 * audit entry are stored together.
 */
export async function moderateListing(
  ctx: AppContext,
  admin: AuthUser,
  id: number,
  input: AdminListingUpdateInput,
) {
  if (input.verified === true) throw badRequest(VERIFY_THROUGH_CHECKLIST);
  const before = await ctx.database.db.transaction(async (tx) => {
    const row = await findListing(tx, id, { lock: true });
    if (!row || !(await updateListing(tx, id, input, ctx.now()))) {
      throw notFound(API_ERRORS.propertyNotFound);
    }
    // Going live ends a review hold: the entry names the hold it cleared.
    const clearsHold = input.status === 'ACTIVE' && row.reviewReason !== null;
    await recordAudit(tx, {
      actorId: admin.id,
      action: clearsHold ? 'listing.review_clear' : 'listing.update',
      targetType: 'LISTING',
      targetId: id,
      reason: clearsHold ? row.reviewReason : null,
      before: { ...picked(row, input), ...(clearsHold ? { reviewReason: row.reviewReason } : {}) },
      after: { ...picked({ ...input }, input), ...(clearsHold ? { reviewReason: null } : {}) },
    });
    return row;
  });
  if (input.status) await listingStatusChanged(ctx, id, before.status, input.status);
  const [presented] = await presentListings(ctx, [(await findListing(ctx.database.db, id))!]);
  return presented!;
}

export async function listContactMessages(ctx: AppContext, q: AdminContactsQuery) {
  const { rows, total } = await contactPage(ctx.database.db, q);
  return { data: rows.map(presentContactMessage), pagination: paginate(q, total) };
}

export async function updateContactMessage(
  ctx: AppContext,
  admin: AuthUser,
  id: number,
  input: AdminContactUpdateInput,
) {
  const row = await ctx.database.db.transaction(async (tx) => {
    const before = await findContact(tx, id);
    if (!before) throw notFound(API_ERRORS.moderationMessageNotFound);
    const after = await updateContact(tx, id, input);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'contact_message.update',
      targetType: 'CONTACT_MESSAGE',
      targetId: id,
      before: picked(before, input),
      after: picked(after!, input),
    });
    return after!;
  });
  return presentContactMessage(row);
}

async function* csvChunks(
  ctx: AppContext,
  filters: ListingFilters,
  first: AdminListingRecord[],
): AsyncGenerator<string> {
  yield csvLine(ADMIN_LISTINGS_CSV_COLUMNS);
  let batch = first;
  while (batch.length) {
    yield batch.map((r) => csvLine(listingCsvValues(r))).join('');
    if (batch.length < CSV_BATCH_SIZE) return;
    batch = await listingBatch(ctx.database.db, filters, batch.at(-1)!.id, CSV_BATCH_SIZE);
  }
}

/**
 * Every listing matching the filters (not one page), newest first, streamed in keyset batches.
 * The first batch is read before anything is sent, so a failing database still answers a proper
 * 500; a failure later can only cut the download short, which the client sees as an error.
 */
export async function streamListingsCsv(
  ctx: AppContext,
  filters: ListingFilters,
  res: Response,
): Promise<void> {
  const first = await listingBatch(ctx.database.db, filters, undefined, CSV_BATCH_SIZE);
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', 'attachment; filename="listings.csv"');
  res.setHeader('Cache-Control', 'no-store');
  try {
    await pipeline(Readable.from(csvChunks(ctx, filters, first)), res);
  } catch (err) {
    // A client that hangs up mid-download is not a server error.
    if (
      res.destroyed &&
      !res.writableFinished &&
      (err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE'
    ) {
      return;
    }
    ctx.logger.error({ err }, 'listings.csv export failed');
  }
}
