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
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Pagination } from '../../lib/route';
import { listingStatusChanged } from '../alerts/listing-events';
import { recordAudit } from '../audit/record';
import { photosFor } from '../properties/repository';
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
    return presentAdminListing(r, primary ? ctx.storage.url(primary.cardKey) : null);
  });
}

export async function listListings(ctx: AppContext, q: AdminListingsQuery) {
  const { rows, total } = await listingPage(ctx.database.db, q);
  return { data: await presentListings(ctx, rows), pagination: paginate(q, total) };
}

/**
 * Takes effect at once: search and detail read the status on every request. Setting a held
 * listing ACTIVE clears the hold's reason, with an audit entry in the same transaction.
 */
export async function moderateListing(
  ctx: AppContext,
  actorId: number,
  id: number,
  input: AdminListingUpdateInput,
) {
  const { db } = ctx.database;
  const before = await findListing(db, id);
  if (!before) throw notFound('Property not found');
  await db.transaction(async (tx) => {
    if (!(await updateListing(tx, id, input, ctx.now()))) throw notFound('Property not found');
    if (input.status === 'ACTIVE' && before.reviewReason) {
      await recordAudit(tx, {
        actorId,
        action: 'listing.review_clear',
        targetType: 'LISTING',
        targetId: id,
        reason: before.reviewReason,
        before: { status: before.status, reviewReason: before.reviewReason },
        after: { status: 'ACTIVE', reviewReason: null },
      });
    }
    if (input.status) await listingStatusChanged(ctx, id, before.status, input.status, tx);
  });
  const [presented] = await presentListings(ctx, [(await findListing(db, id))!]);
  return presented!;
}

export async function listContactMessages(ctx: AppContext, q: AdminContactsQuery) {
  const { rows, total } = await contactPage(ctx.database.db, q);
  return { data: rows.map(presentContactMessage), pagination: paginate(q, total) };
}

export async function updateContactMessage(
  ctx: AppContext,
  id: number,
  input: AdminContactUpdateInput,
) {
  const row = await updateContact(ctx.database.db, id, input);
  if (!row) throw notFound('Message not found');
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
