import type { SavedSearchFilters, SavedSearchFrequency } from '@roomsetu/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { properties, savedSearches, savedSearchMatches } from '../../db/schema';
import { matchColumns, type MatchableListing } from './matching';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchWithCount = SavedSearchRow & { newCount: number };

const newCount = sql<number>`(
  select count(*)::int from ${savedSearchMatches} m
  join ${properties} p on p.id = m.property_id
  where m.saved_search_id = ${savedSearches.id} and m.created_at > ${savedSearches.lastSeenAt}
    and p.status = 'ACTIVE' and p.deleted_at is null)`;

export function listForUser(db: Db, userId: number): Promise<SavedSearchWithCount[]> {
  return db
    .select({ ...getColumns(), newCount })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.id));
}

export async function findOwned(
  db: Db,
  userId: number,
  id: number,
): Promise<SavedSearchWithCount | null> {
  const [row] = await db
    .select({ ...getColumns(), newCount })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ?? null;
}

function getColumns() {
  const {
    id,
    userId,
    name,
    filters,
    frequency,
    city,
    propertyType,
    minRent,
    maxRent,
    lastSeenAt,
    createdAt,
    updatedAt,
  } = savedSearches;
  return {
    id,
    userId,
    name,
    filters,
    frequency,
    city,
    propertyType,
    minRent,
    maxRent,
    lastSeenAt,
    createdAt,
    updatedAt,
  };
}

/** Locks the user's searches against a concurrent insert, then counts them. */
export async function lockAndCount(db: Db, userId: number): Promise<number> {
  await db.execute(sql`select id from users where id = ${userId} for update`);
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export async function insert(
  db: Db,
  userId: number,
  v: { name: string; filters: SavedSearchFilters; frequency: SavedSearchFrequency },
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(savedSearches)
    .values({
      userId,
      ...v,
      ...matchColumns(v.filters),
      lastSeenAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: savedSearches.id });
  return row!.id;
}

export async function update(
  db: Db,
  userId: number,
  id: number,
  v: { name?: string; filters?: SavedSearchFilters; frequency?: SavedSearchFrequency },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ ...v, ...(v.filters ? matchColumns(v.filters) : {}), updatedAt: at })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function remove(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function markSeen(db: Db, userId: number, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ lastSeenAt: at })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export interface MatchedSearch {
  id: number;
  userId: number;
  name: string;
  frequency: SavedSearchFrequency;
}

/**
 * The saved searches a listing matches, found through saved_searches_match_idx: one index range
 * scan per (city given or not) × (type given or not), the rent bounds checked in the index.
 * The listing's owner is never alerted about their own room.
 */
export async function matchingSearches(
  db: Db,
  listing: MatchableListing & { ownerId: number },
): Promise<MatchedSearch[]> {
  const branch = (city: boolean, type: boolean) => sql`
    select id, user_id, name, frequency from saved_searches
    where ${city ? sql`city = ${listing.city}` : sql`city is null`}
      and ${type ? sql`property_type = ${listing.propertyType}` : sql`property_type is null`}
      and min_rent <= ${listing.rent} and max_rent >= ${listing.rent}
      and user_id <> ${listing.ownerId}`;
  // One JSON value instead of thousands of rows: PGlite pays dearly for every row crossing into
  // JavaScript (a listing matching 15,000 searches: 76 ms as rows, 20 ms as JSON); PostgreSQL
  // spends a few ms more building it, well inside the budget (docs/performance.md).
  const [row] = await queryRows<{ matches: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(id, user_id, name, frequency)), '[]')::text
          as matches
        from (${branch(true, true)} union all ${branch(true, false)}
              union all ${branch(false, true)} union all ${branch(false, false)}) m`,
  );
  const tuples = JSON.parse(row?.matches ?? '[]') as [
    number,
    number,
    string,
    SavedSearchFrequency,
  ][];
  return tuples.map(([id, userId, name, frequency]) => ({ id, userId, name, frequency }));
}

/** Records a match; false when this (search, listing) pair was matched before. */
export async function insertMatch(
  db: Db,
  m: { savedSearchId: number; propertyId: number; userId: number; frequency: SavedSearchFrequency },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(savedSearchMatches)
    .values({ ...m, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: savedSearchMatches.savedSearchId });
  return rows.length > 0;
}
