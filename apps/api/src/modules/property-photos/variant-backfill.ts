import { cardVariantsOf } from '../../lib/images';
import { cardVariantKey, storeCardVariants } from '../../lib/photo-files';
import type { PhotoBackfill } from './photo-backfill';
import { readStoredPhoto } from './stored-photo';
import { photoExists, setCardWidths, withoutCardWidths } from './repository';

/**
 * Photos stored before card srcset variants get them from this job, made from the stored full
 * size. Until then their responses offer the card alone.
 */
export const cardVariantBackfill: PhotoBackfill = {
  name: 'photos.variant-backfill',
  description: 'writes the card-sized variants of photos stored before cards had their own',
  pending: withoutCardWidths,
  async work(ctx, photo) {
    const stored = await readStoredPhoto(ctx, cardVariantBackfill, photo);
    if (!stored) return false;
    let variants;
    try {
      variants = await cardVariantsOf(stored);
    } catch (err) {
      ctx.logger.warn(
        { err, photoId: photo.id },
        'photo could not be decoded for its card variants',
      );
      return false;
    }
    await storeCardVariants(ctx, photo.storageKey, variants);
    const widths = variants.map((v) => v.width);
    // The photo was deleted meanwhile (or done by another instance, whose files these replaced).
    if (!(await setCardWidths(ctx.database.db, photo.id, widths))) {
      if (!(await photoExists(ctx.database.db, photo.id))) {
        await Promise.all(
          widths.map((w) => ctx.storage.delete(cardVariantKey(photo.storageKey, w))),
        );
      }
      return false;
    }
    return true;
  },
};
