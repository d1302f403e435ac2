import type { AppContext } from '../../lib/context';
import { grantedStorage, photoGrant } from '../../lib/photo-grants';
import type { Storage } from '../../lib/storage';
import { notFound } from '../../lib/errors';
import type { Pagination } from '../../lib/route';
import type { AuthUser } from '../../lib/tokens';
import {
  MAP_POINT_LIMIT,
  type PropertyMapQuery,
  type PropertyMapResponse,
  API_ERRORS,
} from '@roomsetu/shared';
import { mapClusters, mapPoints } from './map-repository';
import { decodeCursor, encodeCursor, keyKind, type SearchAfter } from './cursor';
import { presentCard, presentProperty, type PresentedCard } from './presenter';
import {
  amenitiesFor,
  EXACT_COUNT_LIMIT,
  findDetail,
  photosFor,
  searchProperties,
  showcaseProperties,
  type SearchFilters,
} from './repository';
import type { properties } from '../../db/schema';
import { photosWithheld, publiclyViewable, type ListingStanding } from './visibility';

type PropertyRow = typeof properties.$inferSelect;

/**
 * Where a listing's photos are loaded from: their public URLs, or, while the listing is withheld
 * (only its owner and admins are answered it), URLs carrying its grant.
 */
export function photoStorageFor(
  ctx: AppContext,
  listing: ListingStanding & { id: number },
): Storage {
  const at = ctx.now();
  return photosWithheld(listing, at)
    ? grantedStorage(ctx.storage, photoGrant(listing.id, ctx.env.JWT_SECRET, at))
    : ctx.storage;
}

/** `exact`: the caller may see every listing's exact point (their own listings). */
export async function toCards(
  ctx: AppContext,
  rows: PropertyRow[],
  exact = false,
): Promise<PresentedCard[]> {
  const ids = rows.map((r) => r.id);
  const [photos, amenities] = await Promise.all([
    photosFor(ctx.database.db, ids),
    amenitiesFor(ctx.database.db, ids),
  ]);
  return rows.map((r) =>
    presentCard(
      r,
      photos.get(r.id) ?? [],
      amenities.get(r.id) ?? [],
      photoStorageFor(ctx, r),
      exact,
    ),
  );
}

/** One decimal, as cards show it ("2.3 km from Manyata Tech Park"). */
const roundKm = (km: number) => Math.round(km * 10) / 10;

export async function search(
  ctx: AppContext,
  filters: Omit<SearchFilters, 'after'> & { cursor?: string },
): Promise<{ data: (PresentedCard & { distanceKm?: number })[]; pagination: Pagination }> {
  const { cursor: cursorText, ...rest } = filters;
  const cursor = cursorText ? decodeCursor(cursorText, rest.sort, !!rest.near) : undefined;
  // With a cursor, the page is the cursor's: `page` in the query is ignored.
  const f: SearchFilters = cursor ? { ...rest, page: cursor.page, after: cursor.after } : rest;
  const found = await searchProperties(ctx.database.db, f);
  const { rows, more } = found;
  const counted = found.counted ?? cursor!.total;
  const totalIsLowerBound = found.totalIsLowerBound ?? cursor!.totalIsLowerBound;
  const cards = rows.map((r) => presentCard(r, r.photos, r.amenities, ctx.storage));
  // Past the exact count, the total is a lower bound: at least what was counted, and this page.
  const total = totalIsLowerBound
    ? Math.max(cursor ? counted : EXACT_COUNT_LIMIT, (f.page - 1) * f.limit + rows.length)
    : counted;
  const last = rows.at(-1);
  return {
    data: f.near
      ? cards.map((card, i) => ({ ...card, distanceKm: roundKm(Number(rows[i]!.distanceKm)) }))
      : cards,
    pagination: {
      page: f.page,
      limit: f.limit,
      total,
      // A full page past the count may have more after it: one more page, for infinite scroll.
      pages:
        totalIsLowerBound && rows.length === f.limit
          ? Math.max(Math.ceil(total / f.limit), f.page + 1)
          : Math.ceil(total / f.limit),
      ...(totalIsLowerBound && { totalIsLowerBound: true }),
      nextCursor:
        more && last
          ? encodeCursor(f.sort, {
              after: { key: cursorKey(f, last), id: last.id },
              page: f.page + 1,
              total,
              totalIsLowerBound,
            })
          : null,
    },
  };
}

/** The sort key of a row, exactly as the database compares it. */
function cursorKey(
  f: SearchFilters,
  row: { rent: number; distanceKm: number | null; confirmedKey: string | null },
): SearchAfter['key'] {
  switch (keyKind(f.sort, !!f.near)) {
    case 'rent':
      return row.rent;
    case 'timestamp':
      return row.confirmedKey;
    case 'distance':
      return Number(row.distanceKm);
    default:
      return null;
  }
}

export async function showcase(
  ctx: AppContext,
  limit: number,
  hiddenOwners: readonly number[] = [],
): Promise<PresentedCard[]> {
  return toCards(ctx, await showcaseProperties(ctx.database.db, limit, hiddenOwners));
}

/**
 * Who may see a listing that no one else may (pending, suspended, draft), and its contact details:
 * its owner and admins.
 */
export function canSeeHidden(property: PropertyRow, user: AuthUser | null): boolean {
  return !!user && (user.role === 'ADMIN' || user.id === property.ownerId);
}

/** Whether the caller had a visit to the listing confirmed (visits module, passed in by app.ts). */
export type ConfirmedVisit = (userId: number, propertyId: number) => Promise<boolean>;

/**
 * Who sees the exact point where the listing shows its public pin: its owner, admins, and a
 * tenant whose visit the owner confirmed (they are shown the door anyway).
 */
async function seesExactPoint(
  property: PropertyRow,
  user: AuthUser | null,
  confirmedVisit: ConfirmedVisit | undefined,
): Promise<boolean> {
  if (!user || property.exactLocation) return false;
  if (canSeeHidden(property, user)) return true;
  return confirmedVisit ? confirmedVisit(user.id, property.id) : false;
}

export async function getDetail(
  ctx: AppContext,
  id: number,
  user: AuthUser | null,
  confirmedVisit?: ConfirmedVisit,
) {
  const { db } = ctx.database;
  const property = await findDetail(db, id);
  if (!property || (!publiclyViewable(property, ctx.now()) && !canSeeHidden(property, user))) {
    throw notFound(API_ERRORS.propertyNotFound);
  }
  // Counted in memory and written in batches: a view never updates the listing's row.
  if (user?.id !== property.ownerId) ctx.views.record(id);
  // The row is this request's own: counted in place rather than copied.
  property.views += ctx.views.pending(id);
  return presentProperty(
    property,
    property.photos,
    property.amenities,
    property.owner,
    photoStorageFor(ctx, property),
    canSeeHidden(property, user),
    await seesExactPoint(property, user, confirmedVisit),
  );
}

/** The map's view of a search: pins while they are few, grid clusters beyond. Never full listings. */
export async function mapSearch(
  ctx: AppContext,
  query: PropertyMapQuery,
  hiddenOwners: readonly number[] = [],
): Promise<PropertyMapResponse> {
  const { zoom, ...rest } = query;
  const filters = { ...rest, hiddenOwners };
  const { db } = ctx.database;
  const points = await mapPoints(db, filters);
  if (points.length <= MAP_POINT_LIMIT) return { points, total: points.length };
  const clusters = await mapClusters(db, filters, zoom);
  return { clusters, total: clusters.reduce((sum, c) => sum + c.count, 0) };
}
