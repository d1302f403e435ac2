import { and, eq, isNull } from 'drizzle-orm';
import { propertyPhotos } from '../../db/schema';
import { cardVariantsOf } from '../../lib/images';
import { cardVariantKey, storeCardVariants } from '../../lib/photo-files';
import type { PhotoBackfill } from './photo-backfill';

/**
 * Photos stored before card srcset variants get them from this job, made from the stored full
 * size. Until then their responses offer the card alone.
 */
export const cardVariantBackfill: PhotoBackfill = {
  name: 'photos.variant-backfill',
  description: 'writes the card-sized variants of photos stored before cards had their own',
  pending: isNull(propertyPhotos.cardWidths),
  async work(ctx, photo) {
    let variants;
    try {
      variants = await cardVariantsOf(await ctx.storage.read(photo.storageKey));
    } catch (err) {
      ctx.logger.warn({ err, photoId: photo.id }, 'photo could not be read for its card variants');
      return false;
    }
    await storeCardVariants(ctx, photo.storageKey, variants);
    const widths = variants.map((v) => v.width);
    const updated = await ctx.database.db
      .update(propertyPhotos)
      .set({ cardWidths: widths })
      .where(and(eq(propertyPhotos.id, photo.id), isNull(propertyPhotos.cardWidths)))
      .returning({ id: propertyPhotos.id });
    // The photo was deleted meanwhile (or done by another instance, whose files these replaced).
    if (!updated.length) {
      const [row] = await ctx.database.db
        .select({ id: propertyPhotos.id })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.id, photo.id));
      if (!row) {
        await Promise.all(
          widths.map((w) => ctx.storage.delete(cardVariantKey(photo.storageKey, w))),
        );
      }
      return false;
    }
    return true;
  },
};
