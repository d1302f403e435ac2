import { photoSignature } from '../../lib/photo-hash';
import type { PhotoBackfill } from './photo-backfill';
import { readStoredPhoto } from './stored-photo';
import { setPhotoHash, withoutHash } from './repository';

/**
 * Photos stored before perceptual hashing get their hash from this job. Only the hash is
 * written: listings that were live before are not re-judged; new uploads are checked against
 * them. A near-uniform photo has no hash and stays pending.
 */
export const photoHashBackfill: PhotoBackfill = {
  name: 'photos.hash-backfill',
  description: 'computes the perceptual hash of photos stored before duplicate detection',
  pending: withoutHash,
  async work(ctx, photo) {
    const stored = await readStoredPhoto(ctx, photoHashBackfill, photo);
    if (!stored) return false;
    let hash: bigint | null = null;
    try {
      hash = (await photoSignature(stored))?.hash ?? null;
    } catch (err) {
      ctx.logger.warn({ err, photoId: photo.id }, 'photo could not be decoded for its hash');
    }
    if (hash === null) return false;
    await setPhotoHash(ctx.database.db, photo.id, hash);
    return true;
  },
};
