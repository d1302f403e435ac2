import {
  AUTO_HIDE_COOLDOWN_DAYS,
  AUTO_HIDE_REPORTERS,
  REPORTER_TRUST,
  WEB_ROUTES,
  type NotificationItem,
  type PropertyStatus,
  type ReportReason,
  type ReportTargetType,
  API_ERRORS,
  MESSAGES,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { listingStatusChanged } from '../properties';
import type { AppContext } from '../../lib/context';
import { phrase } from '../../lib/i18n';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import { recordAudit } from '../audit';
import { isParticipant } from '../messages';
import { announce, storeNotification } from '../notifications';
import {
  authorOfShownReview,
  tenancyPartyIds,
  holdReportedListing,
  insertReport,
  listingStatusOf,
  lockListingForReports,
  messageOrigin,
  autoHiddenSince,
  trustedReportNetworks,
  ownerOfListing,
  userExists,
} from './repository';
import { reportFiled } from './events';
import { networkKey } from '../../lib/network';

export interface NewReport {
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  details?: string;
}

const NOT_FOUND: Record<ReportTargetType, string> = {
  LISTING: API_ERRORS.propertyNotFound,
  USER: MESSAGES.userNotFound,
  MESSAGE: API_ERRORS.moderationMessageNotFound,
  CONVERSATION: MESSAGES.conversationNotFound,
  REVIEW: API_ERRORS.moderationReviewNotFound,
  TENANCY: API_ERRORS.tenancyNotFound,
};

/**
 * Checks that the caller may report the target: it exists (a message or conversation only for a
 * participant, as anyone else must not learn it exists), and it is not the caller's own.
 */
async function checkTarget(db: Db, reporterId: number, input: NewReport): Promise<void> {
  const missing = notFound(NOT_FOUND[input.targetType]);
  switch (input.targetType) {
    case 'LISTING': {
      const row = await ownerOfListing(db, input.targetId);
      if (!row) throw missing;
      if (row.ownerId === reporterId) throw badRequest(API_ERRORS.moderationOwnListing);
      return;
    }
    case 'USER': {
      if (!(await userExists(db, input.targetId))) throw missing;
      if (input.targetId === reporterId) throw badRequest(API_ERRORS.moderationSelf);
      return;
    }
    case 'MESSAGE': {
      const row = await messageOrigin(db, input.targetId);
      if (!row || !(await isParticipant(db, row.conversationId, reporterId))) throw missing;
      if (row.senderId === reporterId) throw badRequest(API_ERRORS.moderationOwnMessage);
      return;
    }
    case 'CONVERSATION':
      if (!(await isParticipant(db, input.targetId, reporterId))) throw missing;
      return;
    case 'REVIEW': {
      const row = await authorOfShownReview(db, input.targetId);
      if (!row) throw missing;
      if (row.authorId === reporterId) throw badRequest(API_ERRORS.moderationOwnReview);
      return;
    }
    case 'TENANCY':
      // Only its parties know a tenancy exists; reporting it lets an admin read its record.
      if (!(await tenancyPartyIds(db, input.targetId)).includes(reporterId)) throw missing;
      return;
  }
}

interface AutoHide {
  ownerId: number;
  before: PropertyStatus;
  notification: NotificationItem | null;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Holds the listing for review once OPEN reports on it come from AUTO_HIDE_REPORTERS trusted
 * reporters on as many networks (trustedReportNetworks): throwaway accounts, one household's
 * accounts and accounts made after the listing cannot take it down. A listing reports hid in the
 * last AUTO_HIDE_COOLDOWN_DAYS waits for an admin instead. Runs in the report's transaction with
 * the listing row locked, so simultaneous reports count each other and it is hidden once.
 */
async function autoHideIfReported(
  ctx: AppContext,
  tx: Db,
  propertyId: number,
): Promise<AutoHide | null> {
  const at = ctx.now();
  const networks = await trustedReportNetworks(
    tx,
    propertyId,
    at,
    REPORTER_TRUST.minAccountAgeDays,
  );
  if (networks < AUTO_HIDE_REPORTERS) return null;
  const cooldownFrom = new Date(at.getTime() - AUTO_HIDE_COOLDOWN_DAYS * DAY_MS);
  if (await autoHiddenSince(tx, propertyId, cooldownFrom)) return null;
  const listing = await listingStatusOf(tx, propertyId);
  if (!listing || (listing.status !== 'ACTIVE' && listing.status !== 'LET_AGREED')) return null;
  await holdReportedListing(tx, propertyId, at);
  await recordAudit(tx, {
    actorId: null,
    action: 'listing.auto_hide',
    targetType: 'LISTING',
    targetId: propertyId,
    reason: `Reported by ${networks} trusted people on different networks`,
    before: { status: listing.status, reviewReason: null },
    after: { status: 'PENDING', reviewReason: 'REPORTED' },
  });
  const notification = await storeNotification(
    ctx,
    {
      userId: listing.ownerId,
      type: 'MODERATION',
      title: phrase('emails.listingUnderReview', { title: listing.title }),
      body: phrase('enums.listingReviewReason.REPORTED'),
      link: `${WEB_ROUTES.profile}?tab=properties`,
    },
    tx,
  );
  return { ownerId: listing.ownerId, before: listing.status, notification };
}

/**
 * Files a report. One OPEN report per reporter and target: a second answers 409 (the partial
 * unique index decides, so two simultaneous clicks cannot both land).
 */
export async function fileReport(
  ctx: AppContext,
  reporter: AuthUser,
  input: NewReport,
  /** The reporter's address, kept only as a keyed network (lib/network.ts). */
  ip?: string,
): Promise<{ id: number; status: 'OPEN' }> {
  const { db } = ctx.database;
  await checkTarget(db, reporter.id, input);
  const outcome = await db.transaction(async (tx) => {
    if (input.targetType === 'LISTING') {
      // Serialises the reports on one listing, so the count of reporters below is never stale.
      await lockListingForReports(tx, input.targetId);
    }
    const row = await insertReport(tx, {
      reporterId: reporter.id,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      details: input.details ?? '',
      networkKey: networkKey(ip, ctx.env.JWT_SECRET),
      createdAt: ctx.now(),
    });
    if (!row) return null;
    const hidden =
      input.targetType === 'LISTING' ? await autoHideIfReported(ctx, tx, input.targetId) : null;
    await reportFiled(ctx, tx, {
      reportId: row.id,
      reporterId: reporter.id,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      hidListing: hidden !== null,
    });
    return { id: row.id, hidden };
  });
  if (!outcome) throw conflict(API_ERRORS.moderationAlreadyReported);
  if (outcome.hidden) {
    const { ownerId, before, notification } = outcome.hidden;
    if (notification) announce(ctx, ownerId, notification);
    await listingStatusChanged(ctx, input.targetId, before, 'PENDING');
  }
  return { id: outcome.id, status: 'OPEN' };
}
