import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  LISTING_REVIEW_REASON_LABELS,
  MAX_LISTING_IMAGES,
  VALIDATION,
  type ListingReviewReason,
  type PhotoAltInput,
  type PhotoOrderInput,
  type PhotoPrimaryInput,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { properties, propertyPhotos } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound, payloadTooLarge } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import {
  findDuplicatePhoto,
  holdForDuplicatePhotos,
  ownedProperty,
  presentPhoto,
} from '../properties';
import { preparePhotos, removePhotoFiles, storePhotos } from '../../lib/photo-files';

async function photosOf(ctx: AppContext, propertyId: number) {
  const rows = await ctx.database.db
    .select()
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(desc(propertyPhotos.isPrimary), asc(propertyPhotos.position), asc(propertyPhotos.id));
  return rows.map((p) => presentPhoto(p, ctx.storage));
}

export async function listPhotos(ctx: AppContext, user: AuthUser, propertyId: number) {
  await ownedProperty(ctx, propertyId, user);
  return photosOf(ctx, propertyId);
}

/**
 * Adds photos to a listing. A photo that matches one on another owner's listing holds this one
 * for review, in the same transaction as the photo rows; the answer says so.
 */
export async function uploadPhotos(
  ctx: AppContext,
  user: AuthUser,
  propertyId: number,
  files: { buffer: Buffer; originalname: string }[],
) {
  const property = await ownedProperty(ctx, propertyId, user);
  if (!files.length) throw badRequest(VALIDATION.imageRequired);
  const prepared = await preparePhotos(propertyId, files, property.title);
  const { db } = ctx.database;
  const heldFor = await db.transaction(async (tx): Promise<ListingReviewReason | null> => {
    // Row lock on the listing: two uploads at once cannot both pass the limit.
    const [locked] = await tx
      .select({ status: properties.status })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    const [existing] = await tx
      .select({ n: count() })
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, propertyId));
    const [primary] = await tx
      .select({ id: propertyPhotos.id })
      .from(propertyPhotos)
      .where(and(eq(propertyPhotos.propertyId, propertyId), eq(propertyPhotos.isPrimary, true)));
    const n = Number(existing?.n ?? 0);
    if (n + prepared.length > MAX_LISTING_IMAGES) throw payloadTooLarge(VALIDATION.imageCount);
    const duplicate = await findDuplicatePhoto(
      tx,
      property.ownerId,
      prepared.map((p) => p.signature),
    );
    await tx.insert(propertyPhotos).values(
      prepared.map((p, i) => ({
        propertyId,
        storageKey: p.storageKey,
        cardKey: p.cardKey,
        cardWidths: p.cardWidths,
        altText: p.altText,
        isPrimary: !primary && i === 0,
        position: n + i,
        photoHash: p.signature?.hash ?? null,
      })),
    );
    const held = duplicate
      ? await holdForDuplicatePhotos(ctx, tx, propertyId, locked!.status)
      : null;
    await storePhotos(ctx, prepared);
    return held;
  });
  return {
    photos: await photosOf(ctx, propertyId),
    message: heldFor
      ? `Photos uploaded. ${LISTING_REVIEW_REASON_LABELS[heldFor]}`
      : 'Photos uploaded',
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The listing's photo ids in their order, its row locked so two reorders cannot interleave. */
async function lockedOrder(tx: Tx, propertyId: number): Promise<number[]> {
  await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  const rows = await tx
    .select({ id: propertyPhotos.id })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(desc(propertyPhotos.isPrimary), asc(propertyPhotos.position), asc(propertyPhotos.id));
  return rows.map((r) => r.id);
}

/** Positions 0..n-1 in the given order; the first photo is the cover and the primary. */
async function writeOrder(tx: Tx, propertyId: number, ids: number[]): Promise<void> {
  // Clear first: the partial unique index allows one primary per listing at any moment.
  await tx
    .update(propertyPhotos)
    .set({ isPrimary: false })
    .where(eq(propertyPhotos.propertyId, propertyId));
  const positions = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${i}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${propertyPhotos} set position = v.pos, is_primary = (v.pos = 0)
    from (values ${positions}) as v(id, pos)
    where ${propertyPhotos.id} = v.id and ${propertyPhotos.propertyId} = ${propertyId}`);
}

/** The chosen primary photo becomes the first, the cover; the others keep their order. */
export async function setPrimary(
  ctx: AppContext,
  user: AuthUser,
  propertyId: number,
  input: PhotoPrimaryInput,
) {
  await ownedProperty(ctx, propertyId, user);
  const primaryId = input.photos.find((p) => p.isPrimary)!.id;
  await ctx.database.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, propertyId);
    if (!order.includes(primaryId)) throw notFound('Photo not found');
    await writeOrder(tx, propertyId, [primaryId, ...order.filter((id) => id !== primaryId)]);
  });
  return photosOf(ctx, propertyId);
}

/** Every photo of the listing, each once, in the new order; anything else is refused whole. */
export async function reorderPhotos(
  ctx: AppContext,
  user: AuthUser,
  propertyId: number,
  input: PhotoOrderInput,
) {
  await ownedProperty(ctx, propertyId, user);
  await ctx.database.db.transaction(async (tx) => {
    const current = await lockedOrder(tx, propertyId);
    const wanted = new Set(input.photoIds);
    if (wanted.size !== current.length || !current.every((id) => wanted.has(id))) {
      throw badRequest(VALIDATION.photoOrderIncomplete, {
        photoIds: VALIDATION.photoOrderIncomplete,
      });
    }
    await writeOrder(tx, propertyId, input.photoIds);
  });
  return photosOf(ctx, propertyId);
}

/** What a photo shows, from the shared choice list. */
export async function describePhoto(
  ctx: AppContext,
  user: AuthUser,
  photoId: number,
  input: PhotoAltInput,
) {
  const { db } = ctx.database;
  const [photo] = await db.select().from(propertyPhotos).where(eq(propertyPhotos.id, photoId));
  if (!photo) throw notFound('Photo not found');
  await ownedProperty(ctx, photo.propertyId, user);
  await db
    .update(propertyPhotos)
    .set({ altText: input.altText })
    .where(eq(propertyPhotos.id, photoId));
  return photosOf(ctx, photo.propertyId);
}

export async function deletePhoto(ctx: AppContext, user: AuthUser, photoId: number) {
  const { db } = ctx.database;
  const [photo] = await db.select().from(propertyPhotos).where(eq(propertyPhotos.id, photoId));
  if (!photo) throw notFound('Photo not found');
  const property = await ownedProperty(ctx, photo.propertyId, user);
  await db.transaction(async (tx) => {
    await tx.delete(propertyPhotos).where(eq(propertyPhotos.id, photoId));
    if (photo.isPrimary) {
      const [next] = await tx
        .select({ id: propertyPhotos.id })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, property.id))
        .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id))
        .limit(1);
      if (next)
        await tx
          .update(propertyPhotos)
          .set({ isPrimary: true })
          .where(eq(propertyPhotos.id, next.id));
    }
  });
  await removePhotoFiles(ctx, [photo]);
  return photosOf(ctx, property.id);
}
