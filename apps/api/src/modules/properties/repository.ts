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
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BboxFilter, City, NearFilter, PropertyType, SearchSort } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { amenities, properties, propertyAmenities, propertyPhotos, users } from '../../db/schema';
import { distanceKm, insideBox, withinRadius } from './geo';
import { isLive, searchable } from './visibility';
import type { OwnerSummaryRow } from './presenter';

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
}

export interface SearchFilters extends ListingFilters {
  sort: SearchSort;
  page: number;
  limit: number;
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
    default:
      // NEWEST, and RATING, which has no ordering of its own: highest id first keeps pages stable.
      return [desc(properties.id)];
  }
}

/**
 * One page of listings. A map search (bbox, near) first picks the page's ids from the coordinates
 * index alone (distance, rent, type, city and id are all in it), then reads those few rows: a
 * 5 km circle can hold thousands of listings, and fetching each one's row only to sort them by
 * distance would cost a heap page per listing.
 */
function pageRows(db: Db, f: SearchFilters, where: SQL) {
  const columns = {
    ...getTableColumns(properties),
    distanceKm: f.near ? distanceKm(f.near) : sql<null>`null::float8`,
  };
  const offset = (f.page - 1) * f.limit;
  if (!f.near && !f.bbox) {
    return db
      .select(columns)
      .from(properties)
      .where(where)
      .orderBy(...searchOrder(f))
      .limit(f.limit)
      .offset(offset);
  }
  const page = db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...searchOrder(f))
    .limit(f.limit)
    .offset(offset)
    .as('page');
  return db
    .select(columns)
    .from(page)
    .innerJoin(properties, eq(properties.id, page.id))
    .orderBy(...searchOrder(f));
}

export async function searchProperties(db: Db, f: SearchFilters) {
  const where = searchWhere(f);
  const [rows, [count]] = await Promise.all([
    pageRows(db, f, where),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** The landing showcase: featured first, then the newest. */
export function showcaseProperties(db: Db, limit: number) {
  return db
    .select()
    .from(properties)
    .where(isLive)
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

export async function ownerSummary(db: Db, ownerId: number): Promise<OwnerSummaryRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatar: users.avatar,
      isEmailVerified: users.isEmailVerified,
      isPhoneVerified: users.isPhoneVerified,
      responseTime: users.responseTime,
      createdAt: users.createdAt,
      propertiesCount: sql<number>`(select count(*)::int from ${properties} p where ${ownedListing.ownerId} = ${ownerId} and ${searchable(ownedListing)})`,
    })
    .from(users)
    .where(eq(users.id, ownerId));
  return row ? { ...row, propertiesCount: Number(row.propertiesCount) } : null;
}

export async function countView(db: Db, id: number): Promise<void> {
  await db
    .update(properties)
    .set({ views: sql`${properties.views} + 1` })
    .where(eq(properties.id, id));
}
