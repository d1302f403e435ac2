import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { photoHashBackfill } from './hash-backfill';
import { backfillBatch } from './repository';
import { cardVariantBackfill } from './variant-backfill';

/** A stored photo as a backfill sees it. */
export interface BackfillPhoto {
  id: number;
  storageKey: string;
  cardKey: string;
}

/**
 * Work a migration cannot do (it cannot run sharp) on photos stored before a change: a job walks
 * the photos of listings that are not deleted in id order, a batch per run, each run queueing the
 * next, so a crash or a restart carries on where it stopped and the request path never waits.
 */
export interface PhotoBackfill {
  /** The job's name. */
  name: string;
  /** What it does, for docs/jobs.md. */
  description: string;
  /** The photos still to do; the condition the work's write also checks, so each is done once. */
  pending: SQL;
  /** Does one photo; false when it could not (the photo stays pending, e.g. its file is gone). */
  work(ctx: AppContext, photo: BackfillPhoto): Promise<boolean>;
}

export const BACKFILL_BATCH = 100;

/** One batch after `afterId`: how many were done and where the next batch starts (null: none). */
export async function runPhotoBackfill(
  ctx: AppContext,
  backfill: PhotoBackfill,
  afterId: number,
  size = BACKFILL_BATCH,
): Promise<{ done: number; lastId: number | null }> {
  const rows = await backfillBatch(ctx.database.db, backfill.pending, afterId, size);
  let done = 0;
  // One at a time: each decode holds a whole photo in memory.
  for (const row of rows) {
    if (await backfill.work(ctx, row)) done++;
  }
  return { done, lastId: rows.length === size ? rows.at(-1)!.id : null };
}

export function registerPhotoBackfill(ctx: AppContext, backfill: PhotoBackfill): void {
  ctx.jobs.register<{ afterId: number }>(
    backfill.name,
    async (job) => {
      const { lastId } = await runPhotoBackfill(ctx, backfill, job.payload.afterId);
      if (lastId !== null) {
        await ctx.jobs.send(
          backfill.name,
          { afterId: lastId },
          { singletonKey: `after:${lastId}` },
        );
      }
    },
    {
      description: `${backfill.description}; queued at every start, a batch of ${BACKFILL_BATCH} photos per run, each run queueing the next`,
      idempotent:
        'a batch reads only photos still to do and writes the same result again; the next batch is one job per starting photo (singleton key)',
    },
  );
}

/**
 * Queued at every start. The singleton key makes it once per database while the finished job is
 * kept (a week); a start after that walks the photos still pending (those it could not do)
 * again, which costs a little time and changes nothing.
 */
export async function queuePhotoBackfill(ctx: AppContext, backfill: PhotoBackfill): Promise<void> {
  await ctx.jobs.send(backfill.name, { afterId: 0 }, { singletonKey: 'start' });
}

/** Every photo backfill: registered by the app, queued at every start. */
export const PHOTO_BACKFILLS: readonly PhotoBackfill[] = [photoHashBackfill, cardVariantBackfill];
