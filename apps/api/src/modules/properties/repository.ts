import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BboxFilter, City, NearFilter, PropertyType, SearchSort } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { fastExecute } from '../../db/fast-prepared';
import {
  amenities,
  properties,
  propertyAmenities,
  propertyPhotos,
  propertyViewsDaily,
  users,
} from '../../db/schema';
import type { CountedViews } from '../../lib/view-counter';
import { keyKind, type SearchAfter } from './cursor';
import { distanceKm, insideBox, withinRadius } from './geo';
import type { OwnerSummaryRow } from './presenter';
import { totalViews } from './view-counter';
import { isLive, searchable } from './visibility';

/** What narrows a listing search, on the list and on the map alike. */
export interface ListingFilters {
  city?: City;
  propertyType?: PropertyType;
  minRent?: number;
  maxRent?: number;
  notId?: number;
  bbox?: BboxFilter;
  near?: NearFilter;
  /** Set whenever `near` is (the schema defaults it). */
  radiusKm?: number;
  /** Owners whose listings the caller does not see (people they blocked). Never on a guest's search. */
  hiddenOwners?: readonly number[];
}

export interface SearchFilters extends ListingFilters {
  sort: SearchSort;
  page: number;
  limit: number;
  /** Keyset pagination: the page starts after this listing (in the sort's order), not at an offset. */
  after?: SearchAfter;
}

export { isLive } from './visibility';

export function searchWhere(f: ListingFilters): SQL {
  const parts: SQL[] = [isLive];
  if (f.city) parts.push(eq(properties.city, f.city));
  if (f.propertyType) parts.push(eq(properties.propertyType, f.propertyType));
  if (f.minRent !== undefined) parts.push(gte(properties.rent, f.minRent));
  if (f.maxRent !== undefined) parts.push(lte(properties.rent, f.maxRent));
  if (f.notId !== undefined) parts.push(ne(properties.id, f.notId));
  if (f.bbox) parts.push(insideBox(f.bbox));
  if (f.near) parts.push(withinRadius(f.near, f.radiusKm ?? 5));
  if (f.hiddenOwners?.length) parts.push(notInArray(properties.ownerId, [...f.hiddenOwners]));
  return and(...parts)!;
}

function searchOrder(f: SearchFilters): SQL[] {
  switch (f.sort) {
    case 'DISTANCE':
      // The schema refuses DISTANCE without `near`; the guard keeps the types honest.
      return f.near ? [asc(distanceKm(f.near)), asc(properties.id)] : [desc(properties.id)];
    case 'PRICE_LOW':
      return [asc(properties.rent), asc(properties.id)];
    case 'PRICE_HIGH':
      return [desc(properties.rent), desc(properties.id)];
    case 'RECENTLY_CONFIRMED':
      return [desc(properties.confirmedAt), desc(properties.id)];
    default:
      // NEWEST, and RATING, which has no ordering of its own: highest id first keeps pages stable.
      return [desc(properties.id)];
  }
}

/**
 * After the cursor's listing in the sort's order: a row comparison on the sort key and id, the
 * columns of the search indexes in their order, so PostgreSQL seeks the index to that point.
 * Every sort compares both columns in one direction (ties broken by id the same way), which a row
 * comparison needs.
 */
function afterCursor(f: SearchFilters, after: { key: unknown; id: unknown }): SQL {
  const id = sql`${after.id}::int`;
  switch (keyKind(f.sort, !!f.near)) {
    case 'rent':
      return f.sort === 'PRICE_LOW'
        ? sql`(${properties.rent}, ${properties.id}) > (${after.key}::int, ${id})`
        : sql`(${properties.rent}, ${properties.id}) < (${after.key}::int, ${id})`;
    case 'timestamp':
      return sql`(${properties.confirmedAt}, ${properties.id}) < (${after.key}::timestamptz, ${id})`;
    case 'distance':
      return sql`(${distanceKm(f.near!)}, ${properties.id}) > (${after.key}::float8, ${id})`;
    default:
      return sql`${properties.id} < ${id}`;
  }
}

/**
 * The last row's sort key as the next cursor needs it, when the row's own fields do not give it
 * exactly: confirmed_at with its microseconds (JavaScript dates keep milliseconds).
 */
const confirmedKey = sql<string>`to_char(${properties.confirmedAt} at time zone 'UTC',
  'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A card's photo as the search and detail statements return it (JSON built by the database). */
export type CardPhoto = Pick<
  typeof propertyPhotos.$inferSelect,
  'id' | 'storageKey' | 'cardKey' | 'cardWidths' | 'altText' | 'isPrimary'
>;

/**
 * The outer listing's id, always qualified: drizzle writes a column of the only table in a query
 * unqualified, which inside these subqueries would name the subquery's own `id`.
 */
const listingId = sql`properties.id`;

/** The listing's photos, primary first, as a JSON array in the same statement as the listing. */
const photosJson = sql<CardPhoto[]>`coalesce((select json_agg(json_build_object('id', ph.id,
    'storageKey', ph.storage_key, 'cardKey', ph.card_key, 'cardWidths', ph.card_widths,
    'altText', ph.alt_text,
    'isPrimary', ph.is_primary) order by ph.is_primary desc, ph.position, ph.id)
  from ${propertyPhotos} ph where ph.property_id = ${listingId}), '[]'::json)`;

/** The listing's amenities, by id, as a JSON array in the same statement as the listing. */
const amenitiesJson = sql<{ id: number; name: string }[]>`coalesce((select json_agg(
    json_build_object('id', a.id, 'name', a.name) order by a.id)
  from ${propertyAmenities} pa join ${amenities} a on a.id = pa.amenity_id
  where pa.property_id = ${listingId}), '[]'::json)`;

/** Up to this many matches a search counts exactly; beyond, its total is "1,000+". */
export const EXACT_COUNT_LIMIT = 1000;

/**
 * One page of listings with their photos and amenities, in one statement. The page's ids come
 * first, from an index alone (the search indexes hold every column a search filters or sorts by,
 * the coordinates index distance too): by offset, page 500 skips 4,990 index entries (not rows);
 * after a cursor it seeks the index to the cursor's key and reads the next ids. One id more than
 * the page is read: `fetched` says whether a next page exists, and only the page's rows get
 * photos and amenities (PostgreSQL evaluates them after the sort and limit).
 */
function pageRows(
  db: Db,
  f: SearchFilters,
  where: SQL,
  limit: Arg<number>,
  fetch: Arg<number>,
  offset: Arg<number>,
) {
  const page = db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...searchOrder(f))
    .limit(fetch as number)
    .offset(offset as number)
    .as('page');
  return db
    .select({
      ...getTableColumns(properties),
      distanceKm: f.near ? distanceKm(f.near) : sql<null>`null::float8`,
      confirmedKey: f.sort === 'RECENTLY_CONFIRMED' ? confirmedKey : sql<null>`null::text`,
      fetched: sql<number>`count(*) over ()`.mapWith(Number),
      photos: photosJson,
      amenities: amenitiesJson,
    })
    .from(page)
    .innerJoin(properties, eq(properties.id, page.id))
    .orderBy(...searchOrder(f))
    .limit(limit as number);
}

/** The matches, counted up to one past EXACT_COUNT_LIMIT: past it the count stops. */
function countRows(db: Db, where: SQL) {
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('matches');
  return db.select({ total: sql<number>`count(*)::int` }).from(matches);
}

type Arg<T> = T | Placeholder;

/** Which filters a list search uses, and its sort: one prepared statement pair per shape. */
const shapeOf = (f: SearchFilters) =>
  [
    f.city ? 'c' : '',
    f.propertyType ? 't' : '',
    f.minRent !== undefined ? 'min' : '',
    f.maxRent !== undefined ? 'max' : '',
    f.notId !== undefined ? 'not' : '',
    f.after ? 'after' : '',
    f.sort.toLowerCase(),
  ].join('_');

function prepareShape(db: Db, f: SearchFilters, shape: string) {
  const p = (name: string) => sql.placeholder(name) as unknown as never;
  const args: SearchFilters = {
    sort: f.sort,
    page: 1,
    limit: 1,
    ...(f.city && { city: p('city') }),
    ...(f.propertyType && { propertyType: p('propertyType') }),
    ...(f.minRent !== undefined && { minRent: p('minRent') }),
    ...(f.maxRent !== undefined && { maxRent: p('maxRent') }),
    ...(f.notId !== undefined && { notId: p('notId') }),
  };
  const filtered = searchWhere(args);
  const where = f.after
    ? and(filtered, afterCursor(args, { key: p('afterKey'), id: p('afterId') }))!
    : filtered;
  return {
    page: fastExecute(
      pageRows(db, args, where, p('limit'), p('fetch'), p('offset')).prepare(`search_page${shape}`),
    ),
    count: fastExecute(countRows(db, filtered).prepare(`search_count${shape}`)),
  };
}

const prepared = new WeakMap<Db, Map<string, ReturnType<typeof prepareShape>>>();

/**
 * A page and the number of matches, counted exactly up to EXACT_COUNT_LIMIT: past it the count
 * stops, so a search's cost does not grow with the number of listings it matches. A page after a
 * cursor is not counted (the cursor carries the first page's count). A list search (no map area)
 * runs statements prepared once per shape of filters: nothing is rebuilt per request, and
 * PostgreSQL plans each shape once per connection.
 */
export async function searchProperties(db: Db, f: SearchFilters) {
  const offset = f.after ? 0 : (f.page - 1) * f.limit;
  let page;
  let count: Promise<{ total: number }[]> | undefined;
  // A caller's own filtered search (hidden owners) is rare: it is planned per request.
  if (!f.near && !f.bbox && !f.hiddenOwners?.length) {
    let shapes = prepared.get(db);
    if (!shapes) prepared.set(db, (shapes = new Map()));
    const shape = shapeOf(f);
    let statements = shapes.get(shape);
    if (!statements) shapes.set(shape, (statements = prepareShape(db, f, shape)));
    const values = {
      city: f.city,
      propertyType: f.propertyType,
      minRent: f.minRent,
      maxRent: f.maxRent,
      notId: f.notId,
      afterKey: f.after?.key,
      afterId: f.after?.id,
      limit: f.limit,
      fetch: f.limit + 1,
      offset,
    };
    page = statements.page(values);
    if (!f.after) count = statements.count(values);
  } else {
    const filtered = searchWhere(f);
    const where = f.after ? and(filtered, afterCursor(f, f.after))! : filtered;
    page = pageRows(db, f, where, f.limit, f.limit + 1, offset);
    if (!f.after) count = countRows(db, filtered);
  }
  const [rows, counts] = await Promise.all([page, count]);
  const more = (rows[0]?.fetched ?? 0) > f.limit;
  if (!counts) return { rows, more };
  const counted = Number(counts[0]?.total ?? 0);
  return { rows, more, counted, totalIsLowerBound: counted > EXACT_COUNT_LIMIT };
}

/** The landing showcase: featured first, then the newest. */
export function showcaseProperties(db: Db, limit: number, hiddenOwners: readonly number[] = []) {
  return db
    .select()
    .from(properties)
    .where(
      hiddenOwners.length ? and(isLive, notInArray(properties.ownerId, [...hiddenOwners])) : isLive,
    )
    .orderBy(desc(properties.featured), desc(properties.id))
    .limit(limit);
}

export async function photosFor(db: Db, propertyIds: number[]) {
  if (!propertyIds.length) return new Map<number, (typeof propertyPhotos.$inferSelect)[]>();
  const rows = await db
    .select()
    .from(propertyPhotos)
    .where(inArray(propertyPhotos.propertyId, propertyIds))
    .orderBy(desc(propertyPhotos.isPrimary), asc(propertyPhotos.position), asc(propertyPhotos.id));
  const map = new Map<number, (typeof propertyPhotos.$inferSelect)[]>();
  for (const row of rows) map.set(row.propertyId, [...(map.get(row.propertyId) ?? []), row]);
  return map;
}

export async function amenitiesFor(db: Db, propertyIds: number[]) {
  const map = new Map<number, { id: number; name: string }[]>();
  if (!propertyIds.length) return map;
  const rows = await db
    .select({ propertyId: propertyAmenities.propertyId, id: amenities.id, name: amenities.name })
    .from(propertyAmenities)
    .innerJoin(amenities, eq(amenities.id, propertyAmenities.amenityId))
    .where(inArray(propertyAmenities.propertyId, propertyIds))
    .orderBy(asc(amenities.id));
  for (const { propertyId, ...a } of rows) map.set(propertyId, [...(map.get(propertyId) ?? []), a]);
  return map;
}

export async function findProperty(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)));
  return row ?? null;
}

const ownedListing = alias(properties, 'p');

function prepareDetail(db: Db) {
  const statement = db
    .select({
      ...getTableColumns(properties),
      views: totalViews,
      photos: photosJson,
      amenities: amenitiesJson,
      owner: sql<Omit<OwnerSummaryRow, 'createdAt'> & { createdAt: string }>`(select
        json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
          'email', u.email, 'avatar', u.avatar, 'isEmailVerified', u.is_email_verified,
          'isPhoneVerified', u.is_phone_verified, 'isIdVerified', u.is_id_verified,
          'responseTime', u.response_time, 'createdAt', u.created_at,
          'propertiesCount', (select count(*)::int from ${properties} p
            where ${ownedListing.ownerId} = u.id and ${searchable(ownedListing)}))
        from ${users} u where u.id = properties.owner_id)`,
    })
    .from(properties)
    .where(and(eq(properties.id, sql.placeholder('id')), isNull(properties.deletedAt)))
    .prepare('property_detail');
  return fastExecute(statement);
}
const preparedDetail = new WeakMap<Db, ReturnType<typeof prepareDetail>>();

/**
 * A listing (not deleted) with its photos, amenities and owner summary, in one statement
 * prepared once.
 */
export async function findDetail(db: Db, id: number) {
  let statement = preparedDetail.get(db);
  if (!statement) preparedDetail.set(db, (statement = prepareDetail(db)));
  const [row] = await statement({ id });
  if (!row) return null;
  // The row is this call's own: its owner is replaced rather than the whole row copied.
  const owner = row.owner && { ...row.owner, createdAt: new Date(row.owner.createdAt) };
  return Object.assign(row, { owner }) as Omit<typeof row, 'owner'> & { owner: typeof owner };
}

export async function viewsOf(db: Db, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ views: totalViews })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return Number(row?.views ?? 0);
}

/** Adds counted views to the daily rows; the counter calls it with what it kept in memory. */
export async function writeViews(db: Db, due: CountedViews[]): Promise<void> {
  // A listing deleted meanwhile (hard delete cascades) would fail the foreign key: join it.
  await db.execute(sql`insert into ${propertyViewsDaily} (property_id, day, views)
    select v."propertyId", v.day, v.views
    from jsonb_to_recordset(${JSON.stringify(due)}::jsonb)
      as v("propertyId" int, day date, views int)
    join ${properties} p on p.id = v."propertyId"
    on conflict (property_id, day)
    do update set views = ${propertyViewsDaily.views} + excluded.views`);
}

/** Listings whose photos are withheld now: taken down by an admin, or their owner suspended. */
export async function withheldListingIds(db: Db): Promise<Set<number>> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(or(eq(properties.status, 'SUSPENDED'), sql`${properties.ownerSuspendedUntil} > now()`));
  return new Set(rows.map((r) => r.id));
}
