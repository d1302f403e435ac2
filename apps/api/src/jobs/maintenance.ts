import { sql } from 'drizzle-orm';
import type { AppContext } from '../lib/context';

/** Finished jobs are kept a week for the admin list, then deleted; dead ones stay until handled. */
const COMPLETED_RETENTION_MS = 7 * 24 * 60 * 60_000;

export function registerJobMaintenance(ctx: AppContext): void {
  ctx.jobs.register(
    'jobs.cleanup',
    async () => {
      const before = new Date(ctx.now().getTime() - COMPLETED_RETENTION_MS);
      await ctx.database.db.execute(
        sql`delete from jobs where state = 'completed' and completed_at < ${before.toISOString()}::timestamptz`,
      );
    },
    {
      description: 'deletes completed jobs older than 7 days; failed ones stay',
      idempotent: 'a delete by age: a second run finds nothing more to delete',
    },
  );
  ctx.jobs.schedule('jobs.cleanup', '30 3 * * *');
}
