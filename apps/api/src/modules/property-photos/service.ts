import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { MAX_LISTING_IMAGES, VALIDATION, type PhotoPrimaryInput } from '@roomsetu/shared';
import { properties, propertyPhotos } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound, payloadTooLarge } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import { presentPhoto } from '../properties/presenter';
import { preparePhotos, removePhotoFiles, storePhotos } from '../properties/photo-files';
import { ownedProperty } from '../properties/write-service';

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
  await db.transaction(async (tx) => {
    // Row lock on the listing: two uploads at once cannot both pass the limit.
    await tx
      .select({ id: properties.id })
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
    await tx.insert(propertyPhotos).values(
      prepared.map((p, i) => ({
        propertyId,
        storageKey: p.storageKey,
        cardKey: p.cardKey,
        altText: p.altText,
        isPrimary: !primary && i === 0,
        position: n + i,
      })),
    );
    await storePhotos(ctx, prepared);
  });
  return photosOf(ctx, propertyId);
}

export async function setPrimary(
  ctx: AppContext,
  user: AuthUser,
  propertyId: number,
  input: PhotoPrimaryInput,
) {
  await ownedProperty(ctx, propertyId, user);
  const primaryId = input.photos.find((p) => p.isPrimary)!.id;
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const [photo] = await tx
      .select({ id: propertyPhotos.id })
      .from(propertyPhotos)
      .where(and(eq(propertyPhotos.id, primaryId), eq(propertyPhotos.propertyId, propertyId)));
    if (!photo) throw notFound('Photo not found');
    // Clear first: the partial unique index allows one primary per listing at any moment.
    await tx
      .update(propertyPhotos)
      .set({ isPrimary: false })
      .where(and(eq(propertyPhotos.propertyId, propertyId), ne(propertyPhotos.id, primaryId)));
    await tx
      .update(propertyPhotos)
      .set({ isPrimary: true })
      .where(eq(propertyPhotos.id, primaryId));
  });
  return photosOf(ctx, propertyId);
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
