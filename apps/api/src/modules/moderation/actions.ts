import {
  WEB_ROUTES,
  type ModerationActionInput,
  type ModerationResult,
  type NotificationItem,
  type ReportTargetType,
  API_ERRORS,
} from '@roomsetu/shared';
import { listingStatusChanged } from '../properties';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { phrase, type Phrase } from '../../lib/i18n';
import type { AuthUser } from '../../lib/tokens';
import { recordAudit } from '../audit';
import { announce, storeNotification } from '../notifications';
import {
  applyToListing,
  applyToReview,
  applyToUser,
  subjectOf,
  type Effects,
  type Target,
} from './effects';
import { describeTargets } from './queue';
import { closeOpenReports } from './repository';
import { noteSuspension, suspensionNotice } from './suspensions';
import { WARNING_MAIL } from './warning-mail';

/** Why an action finds nothing to act on: the target went meanwhile. */
const TARGET_GONE: Record<ReportTargetType, string> = {
  LISTING: API_ERRORS.moderationListingGone,
  USER: API_ERRORS.moderationProfileGone,
  MESSAGE: API_ERRORS.moderationMessageGone,
  CONVERSATION: API_ERRORS.moderationConversationGone,
  REVIEW: API_ERRORS.moderationReviewGone,
  TENANCY: API_ERRORS.moderationTenancyGone,
};

/**
 * An admin's decision on a reported target: applies it, closes the target's open reports with
 * that resolution, tells each reporter, and writes exactly one audit entry, all in one
 * transaction. Sessions of a suspended account end at once.
 */
/** "the listing “Title”"; a summary that quotes already goes in brackets, never in nested quotes. */
function reportedThing(type: ReportTargetType, summary: string | undefined): Phrase {
  const target = { ref: `emails.reportTargets.${type}` };
  if (!summary) return phrase('emails.reportedThing', { target });
  return /[“”"]/.test(summary)
    ? phrase('emails.reportedThingBracketed', { target, summary })
    : phrase('emails.reportedThingQuoted', { target, summary });
}

export async function moderateTarget(
  ctx: AppContext,
  admin: AuthUser,
  target: Target,
  input: ModerationActionInput,
): Promise<ModerationResult> {
  const { db } = ctx.database;
  const at = ctx.now();
  const [info] = [...(await describeTargets(db, [target])).values()];
  if (!info && input.action !== 'DISMISS') {
    throw notFound(TARGET_GONE[target.targetType]);
  }
  if (input.action === 'HIDE_LISTING' && target.targetType !== 'LISTING') {
    throw badRequest(API_ERRORS.moderationOnlyListingHidden);
  }
  if (input.action === 'HIDE_REVIEW' && target.targetType !== 'REVIEW') {
    throw badRequest(API_ERRORS.moderationOnlyReviewHidden);
  }
  const outcome = await db.transaction(async (tx) => {
    let effects: Effects;
    if (input.action === 'DISMISS') {
      effects = {
        audit: {
          action: 'report.dismiss',
          targetType: target.targetType,
          targetId: target.targetId,
        },
      };
    } else if (
      input.action === 'HIDE_LISTING' ||
      (input.action === 'RESTORE' && target.targetType === 'LISTING')
    ) {
      effects = await applyToListing(ctx, tx, target.targetId, input.action);
    } else if (
      input.action === 'HIDE_REVIEW' ||
      (input.action === 'RESTORE' && target.targetType === 'REVIEW')
    ) {
      effects = await applyToReview(ctx, tx, target.targetId, input.action);
    } else {
      const subject = await subjectOf(tx, target, info!.subjectUserId);
      effects = await applyToUser(ctx, tx, subject, input);
    }
    const closed = await closeOpenReports(tx, target, {
      action: input.action,
      adminId: admin.id,
      at,
    });
    await recordAudit(tx, {
      ...effects.audit,
      actorId: admin.id,
      reason: input.reason,
      after: {
        ...(effects.audit.after ?? {}),
        ...(closed.length ? { closedReports: closed.map((r) => r.id) } : {}),
      },
    });
    const what = reportedThing(target.targetType, info?.summary);
    const sent: { userId: number; n: NotificationItem }[] = [];
    for (const reporterId of new Set(closed.map((r) => r.reporterId))) {
      const n = await storeNotification(
        ctx,
        {
          userId: reporterId,
          type: 'MODERATION',
          title: phrase('emails.reportReviewedTitle', { what }),
          body: phrase('emails.reportReviewedBody', {
            action: { ref: `emails.moderationOutcomes.${input.action}` },
          }),
        },
        tx,
      );
      if (n) sent.push({ userId: reporterId, n });
    }
    if (effects.ownerNotice) {
      const n = await storeNotification(
        ctx,
        {
          userId: effects.ownerNotice.userId,
          type: 'MODERATION',
          title: effects.ownerNotice.title,
          body: input.reason,
          link: `${WEB_ROUTES.profile}?tab=properties`,
        },
        tx,
      );
      if (n) sent.push({ userId: effects.ownerNotice.userId, n });
    }
    if (effects.warn) {
      const n = await storeNotification(
        ctx,
        {
          userId: effects.warn.userId,
          type: 'MODERATION',
          title: phrase('emails.warningTitle'),
          body: input.reason,
        },
        tx,
      );
      if (n) sent.push({ userId: effects.warn.userId, n });
      // The e-mail goes through the durable queue, committed with the warning itself.
      await ctx.jobs.send(
        WARNING_MAIL,
        { userId: effects.warn.userId, reason: input.reason },
        { db: tx, singletonKey: `${effects.warn.userId}:${at.toISOString()}` },
      );
    }
    return { effects, closed: closed.length, sent };
  });

  const { effects } = outcome;
  for (const { userId, n } of outcome.sent) announce(ctx, userId, n);
  if (effects.listingChange) {
    const { id, before, after } = effects.listingChange;
    await listingStatusChanged(ctx, id, before, after);
  }
  if (effects.suspension) {
    const { userId, until } = effects.suspension;
    noteSuspension(ctx, userId, until);
    // Every instance applies it now, not at its next read of the list; the account's open tabs
    // are told first, in place, with the reason and until when, then closed.
    ctx.realtime.suspensionChanged(
      userId,
      until,
      until ? suspensionNotice(until, input.reason) : undefined,
    );
  }
  return {
    targetType: target.targetType,
    targetId: target.targetId,
    action: input.action,
    closedReports: outcome.closed,
  };
}
