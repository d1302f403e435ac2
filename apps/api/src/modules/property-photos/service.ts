import {
  LISTING_REVIEW_REASON_LABELS,
  MAX_LISTING_IMAGES,
  VALIDATION,
  type ListingReviewReason,
  type PhotoAltInput,
  type PhotoOrderInput,
  type PhotoPrimaryInput,
  API_ERRORS,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound, payloadTooLarge } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import {
  findDuplicatePhoto,
  holdForDuplicatePhotos,
  ownedProperty,
  photoStorageFor,
  presentPhoto,
  type ListingStanding,
} from '../properties';
import { preparePhotos, removePhotoFiles, storePhotos } from '../../lib/photo-files';
import {
  deletePhotoRow,
  findPhoto,
  insertPhotos,
  lockedOrder,
  lockForUpload,
  photoRows,
  setAltText,
  writeOrder,
} from './repository';

/** The listing's photos, as its owner (who has just been checked: `listing` is their row) sees them. */
async function photosOf(ctx: AppContext, listing: ListingStanding & { id: number }) {
  const rows = await photoRows(ctx.database.db, listing.id);
  const storage = photoStorageFor(ctx, listing);
  return rows.map((p) => presentPhoto(p, storage));
}

export async function listPhotos(ctx: AppContext, user: AuthUser, propertyId: number) {
  return photosOf(ctx, await ownedProperty(ctx, propertyId, user));
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
    const locked = await lockForUpload(tx, propertyId);
    const n = locked.photos;
    if (n + prepared.length > MAX_LISTING_IMAGES) throw payloadTooLarge(VALIDATION.imageCount);
    const duplicate = await findDuplicatePhoto(
      tx,
      property.ownerId,
      prepared.map((p) => p.signature),
    );
    await insertPhotos(
      tx,
      prepared.map((p, i) => ({
        propertyId,
        storageKey: p.storageKey,
        cardKey: p.cardKey,
        cardWidths: p.cardWidths,
        altText: p.altText,
        isPrimary: !locked.hasPrimary && i === 0,
        position: n + i,
        photoHash: p.signature?.hash ?? null,
      })),
    );
    const held = duplicate
      ? await holdForDuplicatePhotos(ctx, tx, propertyId, locked.status!)
      : null;
    await storePhotos(ctx, prepared);
    return held;
  });
  return {
    photos: await photosOf(ctx, property),
    message: heldFor
      ? `Photos uploaded. ${LISTING_REVIEW_REASON_LABELS[heldFor]}`
      : 'Photos uploaded',
  };
}

/** The chosen primary photo becomes the first, the cover; the others keep their order. */
export async function setPrimary(
  ctx: AppContext,
  user: AuthUser,
  propertyId: number,
  input: PhotoPrimaryInput,
) {
  const property = await ownedProperty(ctx, propertyId, user);
  const primaryId = input.photos.find((p) => p.isPrimary)!.id;
  await ctx.database.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, propertyId);
    if (!order.includes(primaryId)) throw notFound(API_ERRORS.photoNotFound);
    await writeOrder(tx, propertyId, [primaryId, ...order.filter((id) => id !== primaryId)]);
  });
  return photosOf(ctx, property);
}

/** Every photo of the listing, each once, in the new order; anything else is refused whole. */
export async function reorderPhotos(
  ctx: AppContext,
  user: AuthUser,
  propertyId: number,
  input: PhotoOrderInput,
) {
  const property = await ownedProperty(ctx, propertyId, user);
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
  return photosOf(ctx, property);
}

/** What a photo shows, from the shared choice list. */
export async function describePhoto(
  ctx: AppContext,
  user: AuthUser,
  photoId: number,
  input: PhotoAltInput,
) {
  const { db } = ctx.database;
  const photo = await findPhoto(db, photoId);
  if (!photo) throw notFound(API_ERRORS.photoNotFound);
  const property = await ownedProperty(ctx, photo.propertyId, user);
  await setAltText(db, photoId, input.altText);
  return photosOf(ctx, property);
}

export async function deletePhoto(ctx: AppContext, user: AuthUser, photoId: number) {
  const { db } = ctx.database;
  const photo = await findPhoto(db, photoId);
  if (!photo) throw notFound(API_ERRORS.photoNotFound);
  const property = await ownedProperty(ctx, photo.propertyId, user);
  await db.transaction((tx) => deletePhotoRow(tx, photo));
  await removePhotoFiles(ctx, [photo]);
  return photosOf(ctx, property);
}
