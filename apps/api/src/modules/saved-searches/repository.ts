import {
  DEFAULT_UI_LANGUAGE,
  UI_LANGUAGE_CODES,
  type UiLanguage,
  type SavedSearchFilters,
  type SavedSearchFrequency,
} from '@roomsetu/shared';
import { and, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { t } from '../../lib/i18n';
import { properties, savedSearches, savedSearchMatches } from '../../db/schema';
import { haversineSql, openToInquiries, openToInquiriesAs, searchableAs } from '../properties';
import { matchColumns, type MatchableListing } from './matching';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchWithCount = SavedSearchRow & { newCount: number };

// The outer columns are named with their table: drizzle writes a selected column unqualified
// ("id"), which inside this subquery would be the listing's id.
const newCount = sql<number>`(
  select count(*)::int from ${savedSearchMatches} m
  join ${properties} p on p.id = m.property_id
  where m.saved_search_id = saved_searches.id and m.created_at > saved_searches.last_seen_at
    and ${searchableAs('p')})`;

export function listForUser(db: Db, userId: number): Promise<SavedSearchWithCount[]> {
  return db
    .select({ ...getTableColumns(savedSearches), newCount })
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
    .select({ ...getTableColumns(savedSearches), newCount })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ?? null;
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
 * A search's bbox and near (stored in `filters`) against the listing's point: checked on the rows
 * the index found, as listingMatches does. Without a point, only searches with neither match.
 */
function placeCondition(listing: MatchableListing): SQL {
  if (listing.latitude === null || listing.longitude === null) {
    return sql`filters->'bbox' is null and filters->'near' is null`;
  }
  const lat = sql`${listing.latitude}::float8`;
  const lng = sql`${listing.longitude}::float8`;
  const num = (path: string) => sql`(filters #>> ${`{${path}}`})::float8`;
  const distance = haversineSql({ lat: num('near,lat'), lng: num('near,lng') }, { lat, lng });
  return sql`(filters->'bbox' is null or (${lat} between ${num('bbox,south')} and ${num('bbox,north')}
      and ${lng} between ${num('bbox,west')} and ${num('bbox,east')}))
    and (filters->'near' is null or ${distance} <= ${num('radiusKm')})`;
}

/**
 * The saved searches a listing matches, found through saved_searches_match_idx: one index range
 * scan per (city given or not) × (type given or not), the rent bounds checked in the index, then
 * bbox and near on the few rows found. The listing's owner is never alerted about their own room.
 */
function matchQuery(listing: MatchableListing & { ownerId: number }): SQL {
  const place = placeCondition(listing);
  const branch = (city: boolean, type: boolean) => sql`
    select id, user_id, name, frequency from saved_searches
    where ${city ? sql`city = ${listing.city}` : sql`city is null`}
      and ${type ? sql`property_type = ${listing.propertyType}` : sql`property_type is null`}
      and min_rent <= ${listing.rent} and max_rent >= ${listing.rent}
      and user_id <> ${listing.ownerId}
      and ${place}`;
  return sql`${branch(true, true)} union all ${branch(true, false)}
    union all ${branch(false, true)} union all ${branch(false, false)}`;
}

export async function matchingSearches(
  db: Db,
  listing: MatchableListing & { ownerId: number },
): Promise<MatchedSearch[]> {
  // One JSON value instead of thousands of rows: PGlite pays dearly for every row crossing into
  // JavaScript (a listing matching 15,000 searches: 76 ms as rows, 20 ms as JSON); PostgreSQL
  // spends a few ms more building it, well inside the budget (docs/performance.md).
  const [row] = await queryRows<{ matches: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(id, user_id, name, frequency)), '[]')::text
          as matches
        from (${matchQuery(listing)}) m`,
  );
  const tuples = JSON.parse(row?.matches ?? '[]') as [
    number,
    number,
    string,
    SavedSearchFrequency,
  ][];
  return tuples.map(([id, userId, name, frequency]) => ({ id, userId, name, frequency }));
}

export interface RecordedMatches {
  /** The notifications stored (INSTANT and DAILY searches matched for the first time). */
  notifications: {
    id: number;
    user_id: number;
    type: 'SEARCH_MATCH';
    title: string;
    body: string;
    link: string | null;
    created_at: string;
    read_at: string | null;
  }[];
  /** Users with an INSTANT search matched for the first time. */
  instantUsers: number[];
}

/**
 * The notification's title, 'New room for "<name>"', in each recipient's language: the catalog's
 * text around the name, chosen by the language column.
 */
function matchTitleSql(name: SQL, language: SQL): SQL {
  const mark = '\u0000';
  const title = (lang: UiLanguage) => {
    const [before = '', after = ''] = t(lang, 'emails.searchRoomFor', { name: mark }).split(mark);
    return sql`${before} || ${name} || ${after}`;
  };
  const cases = UI_LANGUAGE_CODES.filter((lang) => lang !== DEFAULT_UI_LANGUAGE).map(
    (lang) => sql`when ${lang} then ${title(lang)}`,
  );
  return sql`(case ${language} ${sql.join(cases, sql` `)} else ${title(DEFAULT_UI_LANGUAGE)} end)`;
}

/**
 * Matches a live listing and records the result in one statement: a match row per search (the
 * key that makes a retry or a second instance a no-op) and a notification for each INSTANT or
 * DAILY search matched for the first time. A popular listing matching thousands of searches
 * costs one round trip, not thousands.
 */
export async function recordMatches(
  db: Db,
  listing: MatchableListing & { id: number; ownerId: number; title: string },
  link: string,
  at: Date,
): Promise<RecordedMatches> {
  const when = sql`${at.toISOString()}::timestamptz`;
  const [row] = await queryRows<{ notifications: string; instant: string }>(
    db,
    sql`with matched as (${matchQuery(listing)}),
        fresh as (
          insert into saved_search_matches (saved_search_id, property_id, user_id, frequency, created_at)
          select id, ${listing.id}, user_id, frequency, ${when} from matched
          on conflict do nothing
          returning saved_search_id, user_id, frequency),
        notified as (
          insert into notifications (user_id, type, title, body, link, dedupe_key, created_at)
          select f.user_id, 'SEARCH_MATCH', ${matchTitleSql(sql`m.name`, sql`u.preferred_language`)},
                 ${listing.title}, ${link}, 'search:' || f.saved_search_id || ':' || ${listing.id},
                 ${when}
          from fresh f join matched m on m.id = f.saved_search_id join users u on u.id = f.user_id
          where f.frequency <> 'OFF'
          on conflict (dedupe_key) do nothing
          returning id, user_id, type, title, body, link, created_at, read_at)
        select
          (select coalesce(json_agg(n order by n.id), '[]') from notified n)::text as notifications,
          (select coalesce(json_agg(distinct user_id), '[]') from fresh
             where frequency = 'INSTANT')::text as instant`,
  );
  return {
    notifications: JSON.parse(row?.notifications ?? '[]') as RecordedMatches['notifications'],
    instantUsers: JSON.parse(row?.instant ?? '[]') as number[],
  };
}

export async function nameOf(
  db: Db,
  userId: number,
  savedSearchId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.userId, userId)));
  return row?.name ?? null;
}

/** Sets the frequency of a user's saved search; only theirs: the id alone changes nothing. */
export async function setFrequency(
  db: Db,
  userId: number,
  savedSearchId: number,
  frequency: SavedSearchFrequency,
  at: Date,
): Promise<void> {
  await db
    .update(savedSearches)
    .set({ frequency, updatedAt: at })
    .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.userId, userId)));
}

// ---- Alerts

/** The listing as matching needs it, if it is live and open to inquiries. */
export async function listingToMatch(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      city: properties.city,
      propertyType: properties.propertyType,
      rent: properties.rent,
      // Matched where searches place it: its public pin.
      latitude: properties.publicLatitude,
      longitude: properties.publicLongitude,
      ownerId: properties.ownerId,
    })
    .from(properties)
    .where(and(eq(properties.id, propertyId), openToInquiries));
  return row ?? null;
}

export interface ClaimedMatch {
  savedSearchId: number;
  propertyId: number;
  name: string;
}

/**
 * Claims the user's unsent matches of one frequency for this job, so a second job (another
 * minute, another instance) never mails them again; a retry of the same job finds its own claim.
 */
export async function claimMatches(
  db: Db,
  jobId: number,
  userId: number,
  frequency: SavedSearchFrequency,
): Promise<ClaimedMatch[]> {
  await db
    .update(savedSearchMatches)
    .set({ mailJobId: jobId })
    .where(
      and(
        eq(savedSearchMatches.userId, userId),
        eq(savedSearchMatches.frequency, frequency),
        isNull(savedSearchMatches.mailJobId),
      ),
    );
  // Listings gone since they matched are left out; searches switched off since are too.
  return queryRows<ClaimedMatch>(
    db,
    sql`select m.saved_search_id as "savedSearchId", m.property_id as "propertyId", s.name
        from saved_search_matches m
        join saved_searches s on s.id = m.saved_search_id
        join properties p on p.id = m.property_id
        where m.mail_job_id = ${jobId} and m.emailed_at is null
          and s.frequency <> 'OFF' and ${openToInquiriesAs('p')}
        order by m.created_at desc, m.property_id desc`,
  );
}

/** The job's claimed matches are mailed (or had nothing worth mailing). */
export async function markMailed(db: Db, jobId: number, at: Date): Promise<void> {
  await db
    .update(savedSearchMatches)
    .set({ emailedAt: at })
    .where(and(eq(savedSearchMatches.mailJobId, jobId), isNull(savedSearchMatches.emailedAt)));
}

export function usersWithUnsentDailyMatches(db: Db): Promise<{ userId: number }[]> {
  return queryRows<{ userId: number }>(
    db,
    sql`select distinct user_id as "userId" from saved_search_matches
      where frequency = 'DAILY' and mail_job_id is null`,
  );
}
