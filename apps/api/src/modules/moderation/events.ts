import type { ReportReason, ReportTargetType } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';

/**
 * What moderation announces, as jobs queued in the transaction that stored the report: modules
 * that care subscribe (freshness asks the owner of a listing reported as already rented).
 */
export const MODERATION_EVENTS = {
  reportFiled: 'moderation.report-filed',
} as const;

export interface ReportFiled {
  reportId: number;
  reporterId: number;
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  /** The report was the one that took the listing out of search for review. */
  hidListing: boolean;
}

/** Queued with the report itself: a rolled-back report announces nothing. */
export async function reportFiled(ctx: AppContext, db: Db, report: ReportFiled): Promise<void> {
  await ctx.jobs.send(MODERATION_EVENTS.reportFiled, report, {
    db,
    singletonKey: String(report.reportId),
  });
}
