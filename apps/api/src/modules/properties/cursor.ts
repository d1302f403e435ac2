import { type SearchSort, VALIDATION } from '@roomsetu/shared';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';

/**
 * Keyset pagination for the room search. A cursor names the last listing of a page by its sort
 * key and id (ties on the key are broken by id, as the ORDER BY does), so the next page is an
 * index range seek from there: page 500 reads 10 index entries, not 4,990 skipped ones.
 *
 * It also carries what the first page counted (the bounded count) and the next page's number, so a
 * cursor page runs no count and still answers the same `pagination` as `page=N` would. The total
 * is as of the first page: listings added during a walk show on a new search.
 *
 * Opaque to clients: base64url of a JSON array whose first element is the format's version, so
 * the format can change (an old cursor then answers 400 and the client starts again).
 */
const VERSION = 1;
/** Ids and rents are PostgreSQL `integer`. */
const INT_MAX = 2_147_483_647;

/** Where a page starts: after the listing with this sort key and id. */
export interface SearchAfter {
  /**
   * The last listing's sort key: rent (PRICE_*), confirmed_at as exact ISO text with microseconds
   * (RECENTLY_CONFIRMED), distance in km (DISTANCE), none when the id alone orders (NEWEST, RATING).
   */
  key: number | string | null;
  id: number;
}

export interface SearchCursor {
  after: SearchAfter;
  /** The page the cursor leads to. */
  page: number;
  /** What the first page counted, and whether that is a lower bound ("1,000+"). */
  total: number;
  totalIsLowerBound: boolean;
}

/** The kind of sort key each sort pages by. */
export type KeyKind = 'id' | 'rent' | 'timestamp' | 'distance';
export function keyKind(sort: SearchSort, hasNear: boolean): KeyKind {
  switch (sort) {
    case 'PRICE_LOW':
    case 'PRICE_HIGH':
      return 'rent';
    case 'RECENTLY_CONFIRMED':
      return 'timestamp';
    case 'DISTANCE':
      return hasNear ? 'distance' : 'id';
    default:
      return 'id';
  }
}

/** confirmed_at as PostgreSQL holds it (microseconds, UTC): the exact key, not JavaScript's ms. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const keyOf: Record<KeyKind, z.ZodType<SearchAfter['key']>> = {
  id: z.null(),
  rent: z.number().int().min(0).max(INT_MAX),
  // A real instant (not 30 February), in years PostgreSQL and JavaScript read alike.
  timestamp: z
    .string()
    .regex(TIMESTAMP)
    .refine((s) => {
      const date = new Date(s);
      return date.getUTCFullYear() >= 1970 && date.toISOString().slice(0, 23) === s.slice(0, 23);
    }),
  distance: z.number().finite().min(0),
};

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const payload = z.tuple([
  z.literal(VERSION),
  z.string(),
  z.unknown(),
  z.number().int().min(1).max(INT_MAX),
  count.min(1),
  count,
  z.union([z.literal(0), z.literal(1)]),
]);

export function encodeCursor(sort: SearchSort, cursor: SearchCursor): string {
  const { after, page, total, totalIsLowerBound } = cursor;
  const json = JSON.stringify([
    VERSION,
    sort,
    after.key,
    after.id,
    page,
    total,
    totalIsLowerBound ? 1 : 0,
  ]);
  return Buffer.from(json).toString('base64url');
}

const invalid = () => badRequest(VALIDATION.cursorInvalid, { cursor: VALIDATION.cursorInvalid });

/** The cursor a search was given, checked: anything the API did not write for this sort is a 400. */
export function decodeCursor(text: string, sort: SearchSort, hasNear: boolean): SearchCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw invalid();
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = payload.safeParse(raw);
  if (!parsed.success) throw invalid();
  const [, cursorSort, key, id, page, total, lowerBound] = parsed.data;
  if (cursorSort !== sort) {
    throw badRequest(VALIDATION.cursorOtherSort, { cursor: VALIDATION.cursorOtherSort });
  }
  const checkedKey = keyOf[keyKind(sort, hasNear)].safeParse(key);
  if (!checkedKey.success) throw invalid();
  return { after: { key: checkedKey.data, id }, page, total, totalIsLowerBound: lowerBound === 1 };
}
