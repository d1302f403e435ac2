import { tenancyPorts, visitPorts } from './app';
import { registerMailJob } from './jobs/mail';
import { registerJobMaintenance } from './jobs/maintenance';
import type { AppContext } from './lib/context';
import { registerListingAlertJobs, registerMissedMessageJobs, searchMail } from './modules/alerts';
import { registerFreshnessJobs } from './modules/freshness';
import { hasWrittenTo } from './modules/messages';
import { registerModerationJobs } from './modules/moderation';
import { registerNotificationJobs } from './modules/notifications';
import { registerGeocodeRetry } from './modules/properties';
import { PHOTO_BACKFILLS, registerPhotoBackfill } from './modules/property-photos';
import { registerSavedSearchJobs } from './modules/saved-searches';
import { registerTenancyJobs } from './modules/tenancies';
import { registerVerificationJobs } from './modules/verification';
import { registerVisitJobs } from './modules/visits';

/**
 * Every job handler and cron schedule, for the processes that run jobs (ROLE=all and
 * ROLE=worker) and for the tests. A ROLE=api process never calls it: it queues jobs only.
 */
export function registerJobs(ctx: AppContext): void {
  registerJobMaintenance(ctx);
  registerMailJob(ctx);
  registerNotificationJobs(ctx);
  registerSavedSearchJobs(ctx, { searchMail: (o) => searchMail(ctx, o) });
  registerListingAlertJobs(ctx);
  registerMissedMessageJobs(ctx);
  registerFreshnessJobs(ctx, {
    ownerWroteTo: (ownerId, personId) => hasWrittenTo(ctx.database.db, ownerId, personId),
  });
  registerVerificationJobs(ctx);
  registerModerationJobs(ctx);
  registerVisitJobs(ctx, visitPorts(ctx));
  registerTenancyJobs(ctx, tenancyPorts(ctx));
  for (const backfill of PHOTO_BACKFILLS) registerPhotoBackfill(ctx, backfill);
  registerGeocodeRetry(ctx);
}
