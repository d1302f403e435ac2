import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { properties, propertyPhotos } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { photoSignature } from '../../lib/photo-hash';

/**
 * Photos stored before perceptual hashing get their hash from this job (a migration cannot run
 * sharp). It walks the photos of listings that are not deleted in id order, a batch per run,
 * each run queueing the next, so a crash or a restart carries on where it stopped and the
 * request path never waits for it. Only the hash is written: listings that were live before
 * are not re-judged; new uploads are checked against them.
 */
export const PHOTO_HASH_BACKFILL = 'photos.hash-backfill';
export const BACKFILL_BATCH = 100;

export async function backfillPhotoHashes(
  ctx: AppContext,
  afterId: number,
  size = BACKFILL_BATCH,
): Promise<{ hashed: number; lastId: number | null }> {
  const { db } = ctx.database;
  const rows = await db
    .select({ id: propertyPhotos.id, storageKey: propertyPhotos.storageKey })
    .from(propertyPhotos)
    .innerJoin(properties, eq(properties.id, propertyPhotos.propertyId))
    .where(
      and(
        gt(propertyPhotos.id, afterId),
        isNull(propertyPhotos.photoHash),
        isNull(properties.deletedAt),
      ),
    )
    .orderBy(asc(propertyPhotos.id))
    .limit(size);
  let hashed = 0;
  // One at a time: each decode holds a whole photo in memory.
  for (const row of rows) {
    let hash: bigint | null = null;
    try {
      hash = (await photoSignature(await ctx.storage.read(row.storageKey)))?.hash ?? null;
    } catch (err) {
      ctx.logger.warn({ err, photoId: row.id }, 'photo could not be read for its hash');
    }
    if (hash === null) continue;
    await db
      .update(propertyPhotos)
      .set({ photoHash: hash })
      .where(and(eq(propertyPhotos.id, row.id), isNull(propertyPhotos.photoHash)));
    hashed++;
  }
  return { hashed, lastId: rows.length === size ? rows.at(-1)!.id : null };
}

export function registerPhotoHashBackfill(ctx: AppContext): void {
  ctx.jobs.register<{ afterId: number }>(PHOTO_HASH_BACKFILL, async (job) => {
    const { lastId } = await backfillPhotoHashes(ctx, job.payload.afterId);
    if (lastId !== null) {
      await ctx.jobs.send(
        PHOTO_HASH_BACKFILL,
        { afterId: lastId },
        { singletonKey: `after:${lastId}` },
      );
    }
  });
}

/**
 * Queued at every start. The singleton key makes it once per database while the finished job is
 * kept (a week); a start after that walks the few unhashed photos (near-uniform ones) again,
 * which costs a little time and changes nothing.
 */
export async function queuePhotoHashBackfill(ctx: AppContext): Promise<void> {
  await ctx.jobs.send(PHOTO_HASH_BACKFILL, { afterId: 0 }, { singletonKey: 'start' });
}
