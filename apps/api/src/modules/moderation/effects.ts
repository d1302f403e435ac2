import { API_ERRORS, MESSAGES } from '@roomsetu/shared';
import type { ModerationActionInput, PropertyStatus, ReportTargetType } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { phrase, type Phrase } from '../../lib/i18n';
import { badRequest, notFound } from '../../lib/errors';
import type { AuditEntry } from '../audit';
import {
  conversationParticipantIds,
  tenancyPartyIds,
  reporterIds,
  lockListing,
  lockReview,
  lockUser,
  revokeSessions,
  setListingStatus,
  setReviewHidden,
  setSuspension,
  type LockedUser,
} from './repository';
import { PERMANENT_SUSPENSION, activeSuspension } from './suspensions';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Target {
  targetType: ReportTargetType;
  targetId: number;
}

/** Who an action on a user falls on: the user, the listing's owner, the message's author. */
export async function subjectOf(
  tx: Db,
  target: Target,
  subjectUserId: number | null,
): Promise<number> {
  if (subjectUserId) return subjectUserId;
  if (target.targetType === 'CONVERSATION' || target.targetType === 'TENANCY') {
    // The party nobody in the conversation or tenancy reported: the one the reports are about.
    const people =
      target.targetType === 'CONVERSATION'
        ? await conversationParticipantIds(tx, target.targetId)
        : await tenancyPartyIds(tx, target.targetId);
    const reporters = await reporterIds(tx, target.targetType, target.targetId);
    const accused = people.filter((p) => !reporters.includes(p));
    if (accused.length === 1) return accused[0]!;
    throw badRequest(API_ERRORS.moderationBothReported);
  }
  throw notFound(API_ERRORS.moderationAccountGone);
}

/** What an action changed, inside the caller's transaction, and what to do once committed. */
export interface Effects {
  audit: Omit<AuditEntry, 'actorId' | 'reason'>;
  listingChange?: { id: number; before: PropertyStatus; after: PropertyStatus };
  suspension?: { userId: number; until: Date | null };
  warn?: { userId: number };
  /** The listing's owner hears what happened to it, and why. */
  ownerNotice?: { userId: number; title: Phrase };
}

const suspensionState = (u: LockedUser, at: Date) => {
  const s = activeSuspension(u, at);
  return { suspendedUntil: s?.until.toISOString() ?? null, suspensionReason: s?.reason ?? null };
};

export async function applyToListing(
  ctx: AppContext,
  tx: Db,
  id: number,
  action: 'HIDE_LISTING' | 'RESTORE',
): Promise<Effects> {
  const listing = await lockListing(tx, id);
  if (!listing) throw notFound(API_ERRORS.propertyNotFound);
  const after =
    action === 'HIDE_LISTING'
      ? { status: 'SUSPENDED' as const, reviewReason: listing.reviewReason }
      : { status: 'ACTIVE' as const, reviewReason: null };
  await setListingStatus(tx, id, after, ctx.now());
  return {
    audit: {
      action: action === 'HIDE_LISTING' ? 'listing.hide' : 'listing.restore',
      targetType: 'LISTING',
      targetId: id,
      before: { status: listing.status, reviewReason: listing.reviewReason },
      after,
    },
    listingChange: { id, before: listing.status, after: after.status },
    ownerNotice: {
      userId: listing.ownerId,
      title: phrase(
        action === 'HIDE_LISTING' ? 'emails.listingTakenDown' : 'emails.listingLiveAgain',
        { title: listing.title },
      ),
    },
  };
}

/** Hides a visit review from everyone but its author (or shows it again), audited. */
export async function applyToReview(
  ctx: AppContext,
  tx: Db,
  id: number,
  action: 'HIDE_REVIEW' | 'RESTORE',
): Promise<Effects> {
  const review = await lockReview(tx, id);
  if (!review) throw notFound(API_ERRORS.moderationReviewNotFound);
  const hiddenAt = action === 'HIDE_REVIEW' ? ctx.now() : null;
  await setReviewHidden(tx, id, hiddenAt);
  return {
    audit: {
      action: action === 'HIDE_REVIEW' ? 'review.hide' : 'review.restore',
      targetType: 'REVIEW',
      targetId: id,
      before: { hidden: review.hiddenAt !== null },
      after: { hidden: hiddenAt !== null },
    },
  };
}

export async function applyToUser(
  ctx: AppContext,
  tx: Db,
  userId: number,
  input: ModerationActionInput,
): Promise<Effects> {
  const at = ctx.now();
  const user = await lockUser(tx, userId);
  if (!user) throw notFound(MESSAGES.userNotFound);
  const before = suspensionState(user, at);
  if (input.action === 'WARN_USER') {
    return {
      audit: { action: 'user.warn', targetType: 'USER', targetId: userId, before, after: before },
      warn: { userId },
    };
  }
  if (input.action === 'SUSPEND_USER') {
    if (user.role === 'ADMIN') throw badRequest(API_ERRORS.moderationAdminNotSuspendable);
    const until = input.days ? new Date(at.getTime() + input.days * DAY_MS) : PERMANENT_SUSPENSION;
    await setSuspension(tx, userId, { until, reason: input.reason }, at);
    await revokeSessions(tx, userId, at);
    return {
      audit: {
        action: 'user.suspend',
        targetType: 'USER',
        targetId: userId,
        before,
        after: { suspendedUntil: until.toISOString(), suspensionReason: input.reason },
      },
      suspension: { userId, until },
    };
  }
  // RESTORE
  await setSuspension(tx, userId, { until: null, reason: null }, at);
  return {
    audit: {
      action: 'user.restore',
      targetType: 'USER',
      targetId: userId,
      before,
      after: { suspendedUntil: null, suspensionReason: null },
    },
    suspension: { userId, until: null },
  };
}
