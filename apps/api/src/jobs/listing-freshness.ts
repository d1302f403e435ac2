import type { AppContext } from '../lib/context';
import {
  FRESHNESS_CRON,
  FRESHNESS_SWEEP,
  registerFreshnessJobs,
} from '../modules/freshness/service';

/** "Is it still available?": the daily cycle that asks owners and pauses unanswered listings. */
export function registerListingFreshness(ctx: AppContext): void {
  registerFreshnessJobs(ctx);
  ctx.jobs.schedule(FRESHNESS_SWEEP, FRESHNESS_CRON);
}
