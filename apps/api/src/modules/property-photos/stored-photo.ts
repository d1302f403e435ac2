import type { AppContext } from '../../lib/context';
import { MissingObjectError } from '../../lib/storage';
import type { BackfillPhoto, PhotoBackfill } from './photo-backfill';

/**
 * The photo's stored bytes, or null when they cannot be read: a missing file is one warning line
 * with the photo's id, counted (`roomsetu_photo_files_missing_total`), since a copy of the
 * database without its files can hold thousands; anything else is logged with its error.
 */
export async function readStoredPhoto(
  ctx: AppContext,
  backfill: Pick<PhotoBackfill, 'name'>,
  photo: BackfillPhoto,
): Promise<Buffer | null> {
  try {
    return await ctx.storage.read(photo.storageKey);
  } catch (err) {
    if (err instanceof MissingObjectError) {
      ctx.metrics.photoFilesMissing.inc({ backfill: backfill.name });
      ctx.logger.warn({ photoId: photo.id, backfill: backfill.name }, 'photo file missing');
    } else {
      ctx.logger.warn(
        { err, photoId: photo.id, backfill: backfill.name },
        'photo could not be read',
      );
    }
    return null;
  }
}
