import type { PropertyStatus } from '@roomsetu/shared';
import { and, asc, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyPhotos } from '../../db/schema';

export type PhotoRow = typeof propertyPhotos.$inferSelect;
export type NewPhotoRow = typeof propertyPhotos.$inferInsert;

/** A listing's photos, the primary first, then in their order. */
export function photoRows(db: Db, propertyId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(desc(propertyPhotos.isPrimary), asc(propertyPhotos.position), asc(propertyPhotos.id));
}

export async function findPhoto(db: Db, photoId: number): Promise<PhotoRow | null> {
  const [row] = await db.select().from(propertyPhotos).where(eq(propertyPhotos.id, photoId));
  return row ?? null;
}

/**
 * Locks the listing's row (two uploads at once cannot both pass the limit) and answers its status,
 * how many photos it has and whether one is primary.
 */
export async function lockForUpload(
  db: Db,
  propertyId: number,
): Promise<{ status: PropertyStatus | undefined; photos: number; hasPrimary: boolean }> {
  const [locked] = await db
    .select({ status: properties.status })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  const [existing] = await db
    .select({ n: count() })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId));
  const [primary] = await db
    .select({ id: propertyPhotos.id })
    .from(propertyPhotos)
    .where(and(eq(propertyPhotos.propertyId, propertyId), eq(propertyPhotos.isPrimary, true)));
  return { status: locked?.status, photos: Number(existing?.n ?? 0), hasPrimary: !!primary };
}

export async function insertPhotos(db: Db, rows: NewPhotoRow[]): Promise<void> {
  await db.insert(propertyPhotos).values(rows);
}

/** The listing's photo ids in their order, its row locked so two reorders cannot interleave. */
export async function lockedOrder(db: Db, propertyId: number): Promise<number[]> {
  await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  const rows = await db
    .select({ id: propertyPhotos.id })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(desc(propertyPhotos.isPrimary), asc(propertyPhotos.position), asc(propertyPhotos.id));
  return rows.map((r) => r.id);
}

/** Positions 0..n-1 in the given order; the first photo is the cover and the primary. */
export async function writeOrder(db: Db, propertyId: number, ids: number[]): Promise<void> {
  // Clear first: the partial unique index allows one primary per listing at any moment.
  await db
    .update(propertyPhotos)
    .set({ isPrimary: false })
    .where(eq(propertyPhotos.propertyId, propertyId));
  const positions = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${i}::int)`),
    sql`, `,
  );
  await db.execute(sql`update ${propertyPhotos} set position = v.pos, is_primary = (v.pos = 0)
    from (values ${positions}) as v(id, pos)
    where ${propertyPhotos.id} = v.id and ${propertyPhotos.propertyId} = ${propertyId}`);
}

export async function setAltText(db: Db, photoId: number, altText: string): Promise<void> {
  await db.update(propertyPhotos).set({ altText }).where(eq(propertyPhotos.id, photoId));
}

/** Deletes a photo; when it was the primary, the first of the rest becomes primary. */
export async function deletePhotoRow(db: Db, photo: PhotoRow): Promise<void> {
  await db.delete(propertyPhotos).where(eq(propertyPhotos.id, photo.id));
  if (!photo.isPrimary) return;
  const [next] = await db
    .select({ id: propertyPhotos.id })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, photo.propertyId))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id))
    .limit(1);
  if (next) {
    await db.update(propertyPhotos).set({ isPrimary: true }).where(eq(propertyPhotos.id, next.id));
  }
}

// ---- Backfills

/** A backfill's condition: the photo has no perceptual hash yet. */
export const withoutHash: SQL = isNull(propertyPhotos.photoHash);

/** A backfill's condition: the photo has no card-sized variants yet. */
export const withoutCardWidths: SQL = isNull(propertyPhotos.cardWidths);

/** The next `size` photos after `afterId` still `pending`, of listings that are not deleted. */
export function backfillBatch(db: Db, pending: SQL, afterId: number, size: number) {
  return db
    .select({
      id: propertyPhotos.id,
      storageKey: propertyPhotos.storageKey,
      cardKey: propertyPhotos.cardKey,
    })
    .from(propertyPhotos)
    .innerJoin(properties, eq(properties.id, propertyPhotos.propertyId))
    .where(and(gt(propertyPhotos.id, afterId), pending, isNull(properties.deletedAt)))
    .orderBy(asc(propertyPhotos.id))
    .limit(size);
}

/** Writes the hash unless the photo has one already. */
export async function setPhotoHash(db: Db, photoId: number, hash: bigint): Promise<void> {
  await db
    .update(propertyPhotos)
    .set({ photoHash: hash })
    .where(and(eq(propertyPhotos.id, photoId), isNull(propertyPhotos.photoHash)));
}

/** Writes the card widths unless the photo has them already; false when nothing was written. */
export async function setCardWidths(db: Db, photoId: number, widths: number[]): Promise<boolean> {
  const updated = await db
    .update(propertyPhotos)
    .set({ cardWidths: widths })
    .where(and(eq(propertyPhotos.id, photoId), isNull(propertyPhotos.cardWidths)))
    .returning({ id: propertyPhotos.id });
  return updated.length > 0;
}

export async function photoExists(db: Db, photoId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: propertyPhotos.id })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.id, photoId));
  return row !== undefined;
}
