import { and, eq, isNull } from 'drizzle-orm';
import { propertyPhotos } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { photoSignature } from '../../lib/photo-hash';
import {
  queuePhotoBackfill,
  registerPhotoBackfill,
  runPhotoBackfill,
  type PhotoBackfill,
} from './photo-backfill';

/**
 * Photos stored before perceptual hashing get their hash from this job. Only the hash is
 * written: listings that were live before are not re-judged; new uploads are checked against
 * them. A near-uniform photo has no hash and stays pending.
 */
export const PHOTO_HASH_BACKFILL = 'photos.hash-backfill';

const hashBackfill: PhotoBackfill = {
  name: PHOTO_HASH_BACKFILL,
  pending: isNull(propertyPhotos.photoHash),
  async work(ctx, photo) {
    let hash: bigint | null = null;
    try {
      hash = (await photoSignature(await ctx.storage.read(photo.storageKey)))?.hash ?? null;
    } catch (err) {
      ctx.logger.warn({ err, photoId: photo.id }, 'photo could not be read for its hash');
    }
    if (hash === null) return false;
    await ctx.database.db
      .update(propertyPhotos)
      .set({ photoHash: hash })
      .where(and(eq(propertyPhotos.id, photo.id), isNull(propertyPhotos.photoHash)));
    return true;
  },
};

export async function backfillPhotoHashes(
  ctx: AppContext,
  afterId: number,
  size?: number,
): Promise<{ hashed: number; lastId: number | null }> {
  const { done, lastId } = await runPhotoBackfill(ctx, hashBackfill, afterId, size);
  return { hashed: done, lastId };
}

export const registerPhotoHashBackfill = (ctx: AppContext) =>
  registerPhotoBackfill(ctx, hashBackfill);
export const queuePhotoHashBackfill = (ctx: AppContext) => queuePhotoBackfill(ctx, hashBackfill);
