import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { City, OwnerListingStatus, PropertyStatus } from '@roomsetu/shared';
import { queryRows, type Db } from '../../db/client';
import { amenities, properties, propertyAmenities, propertyPhotos } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type NewProperty = typeof properties.$inferInsert;

/** The listing's amenities become exactly `names` (unknown names are left out). */
export async function replaceAmenities(
  tx: Tx,
  propertyId: number,
  names: readonly string[],
): Promise<void> {
  await tx.delete(propertyAmenities).where(eq(propertyAmenities.propertyId, propertyId));
  if (!names.length) return;
  const rows = await tx
    .select()
    .from(amenities)
    .where(inArray(amenities.name, [...names]));
  if (rows.length) {
    await tx.insert(propertyAmenities).values(rows.map((a) => ({ propertyId, amenityId: a.id })));
  }
}

export async function insertProperty(tx: Tx, values: NewProperty): Promise<number> {
  const [row] = await tx.insert(properties).values(values).returning({ id: properties.id });
  return row!.id;
}

export async function insertListingPhotos(
  tx: Tx,
  rows: (typeof propertyPhotos.$inferInsert)[],
): Promise<void> {
  await tx.insert(propertyPhotos).values(rows);
}

/** Writes the listing's own columns (the address, the owner's fields), stamped `updatedAt`. */
export async function updateListing(
  db: Db | Tx,
  id: number,
  fields: Partial<NewProperty>,
  at: Date,
): Promise<void> {
  await db
    .update(properties)
    .set({ ...fields, updatedAt: at })
    .where(eq(properties.id, id));
}

/**
 * Moves a listing from its stand-in point to where the geocoder placed it, only while it is still
 * approximate at the address asked about. The owner did not edit it: `updated_at` stays.
 */
export async function placeListing(
  db: Db,
  asked: { id: number; addressLine1: string; area: string | null; postalCode: string; city: City },
  point: { latitude: number; longitude: number },
): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set({ latitude: point.latitude, longitude: point.longitude, locationApproximate: false })
    .where(
      and(
        eq(properties.id, asked.id),
        eq(properties.locationApproximate, true),
        eq(properties.addressLine1, asked.addressLine1),
        sql`${properties.area} is not distinct from ${asked.area}`,
        eq(properties.postalCode, asked.postalCode),
        eq(properties.city, asked.city),
      ),
    )
    .returning({ id: properties.id });
  return rows.length > 0;
}

export async function markDeleted(tx: Tx, id: number, at: Date): Promise<void> {
  await tx
    .update(properties)
    .set({ status: 'DELETED', deletedAt: at, updatedAt: at })
    .where(eq(properties.id, id));
}

/** The files of a listing's photos, to withdraw them. */
export function photoFilesOf(db: Db, propertyId: number) {
  return db
    .select({
      storageKey: propertyPhotos.storageKey,
      cardKey: propertyPhotos.cardKey,
      cardWidths: propertyPhotos.cardWidths,
    })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId));
}

/**
 * Moves the listing to `to` if it is still in `from` (and meets `where`): re-activation confirms
 * it, any move closes an open freshness ask. Null when it was changed meanwhile.
 */
export async function moveStatus(
  tx: Tx,
  id: number,
  from: PropertyStatus,
  to: OwnerListingStatus,
  at: Date,
  where?: SQL,
): Promise<{ letAgreedAt: Date | null } | null> {
  const [row] = await tx
    .update(properties)
    .set({
      status: to,
      letAgreedAt: to === 'LET_AGREED' ? at : null,
      ...(to === 'ACTIVE' && { confirmedAt: at }),
      freshnessAskedAt: null,
      updatedAt: at,
    })
    .where(and(eq(properties.id, id), eq(properties.status, from), where))
    .returning({ letAgreedAt: properties.letAgreedAt });
  return row ?? null;
}

/** Confirms a live listing and closes its ask; null when it is no longer live. */
export async function confirmLive(
  db: Db,
  id: number,
  at: Date,
): Promise<{ confirmedAt: Date } | null> {
  const [row] = await db
    .update(properties)
    .set({ confirmedAt: at, freshnessAskedAt: null })
    .where(and(eq(properties.id, id), eq(properties.status, 'ACTIVE')))
    .returning({ confirmedAt: properties.confirmedAt });
  return row ?? null;
}

/** The owner's listings that are not deleted, newest first. */
export function ownListings(db: Db, ownerId: number) {
  return db
    .select()
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), isNull(properties.deletedAt)))
    .orderBy(desc(properties.id));
}

export async function countOwnListings(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), isNull(properties.deletedAt)));
  return Number(row?.n ?? 0);
}

/** Where the locality's precisely geocoded listings are on average, if it has any. */
export async function localityCentre(
  db: Db,
  city: City,
  key: string,
): Promise<{ lat: number | null; lng: number | null } | null> {
  const [row] = await queryRows<{ lat: number | null; lng: number | null }>(
    db,
    sql`select precise_lat_sum / precise as lat, precise_lng_sum / precise as lng from localities
      where city = ${city} and key = ${key} and precise > 0`,
  );
  return row ?? null;
}
