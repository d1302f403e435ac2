import { and, eq, isNull } from 'drizzle-orm';
import type { ModerationActionInput, PropertyStatus, ReportTargetType } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import {
  conversationParticipants,
  properties,
  reports,
  users,
  visitReviews,
} from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import type { AuditEntry } from '../audit';
import { PERMANENT_SUSPENSION, activeSuspension, revokeSessions } from './suspensions';

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
  if (target.targetType === 'CONVERSATION') {
    // The participant nobody in the conversation reported: the one the reports are about.
    const people = await tx
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, target.targetId));
    const reporters = await tx
      .select({ id: reports.reporterId })
      .from(reports)
      .where(and(eq(reports.targetType, 'CONVERSATION'), eq(reports.targetId, target.targetId)));
    const accused = people.filter((p) => !reporters.some((r) => r.id === p.userId));
    if (accused.length === 1) return accused[0]!.userId;
    throw badRequest(
      'Both people reported this conversation: act on one of their messages or profiles',
    );
  }
  throw notFound('The reported account no longer exists');
}

type UserRow = {
  id: number;
  role: string;
  email: string;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
};

async function lockUser(tx: Db, id: number): Promise<UserRow> {
  const [row] = await tx
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!row) throw notFound('User not found');
  return row;
}

/** What an action changed, inside the caller's transaction, and what to do once committed. */
export interface Effects {
  audit: Omit<AuditEntry, 'actorId' | 'reason'>;
  listingChange?: { id: number; before: PropertyStatus; after: PropertyStatus };
  suspension?: { userId: number; until: Date | null };
  warn?: { userId: number };
  /** The listing's owner hears what happened to it, and why. */
  ownerNotice?: { userId: number; title: string };
}

const suspensionState = (u: UserRow, at: Date) => {
  const s = activeSuspension(u, at);
  return { suspendedUntil: s?.until.toISOString() ?? null, suspensionReason: s?.reason ?? null };
};

export async function applyToListing(
  ctx: AppContext,
  tx: Db,
  id: number,
  action: 'HIDE_LISTING' | 'RESTORE',
): Promise<Effects> {
  const [listing] = await tx
    .select({
      status: properties.status,
      reviewReason: properties.reviewReason,
      ownerId: properties.ownerId,
      title: properties.title,
    })
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .for('update');
  if (!listing) throw notFound('Property not found');
  const after =
    action === 'HIDE_LISTING'
      ? { status: 'SUSPENDED' as const, reviewReason: listing.reviewReason }
      : { status: 'ACTIVE' as const, reviewReason: null };
  await tx
    .update(properties)
    .set({ ...after, updatedAt: ctx.now() })
    .where(eq(properties.id, id));
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
      title:
        action === 'HIDE_LISTING'
          ? `“${listing.title}” was taken down`
          : `“${listing.title}” is live again`,
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
  const [review] = await tx
    .select({ hiddenAt: visitReviews.hiddenAt })
    .from(visitReviews)
    .where(eq(visitReviews.id, id))
    .for('update');
  if (!review) throw notFound('Review not found');
  const hiddenAt = action === 'HIDE_REVIEW' ? ctx.now() : null;
  await tx.update(visitReviews).set({ hiddenAt }).where(eq(visitReviews.id, id));
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
  const before = suspensionState(user, at);
  if (input.action === 'WARN_USER') {
    return {
      audit: { action: 'user.warn', targetType: 'USER', targetId: userId, before, after: before },
      warn: { userId },
    };
  }
  if (input.action === 'SUSPEND_USER') {
    if (user.role === 'ADMIN') throw badRequest('An admin account cannot be suspended here');
    const until = input.days ? new Date(at.getTime() + input.days * DAY_MS) : PERMANENT_SUSPENSION;
    await tx
      .update(users)
      .set({ suspendedUntil: until, suspensionReason: input.reason, updatedAt: at })
      .where(eq(users.id, userId));
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
  await tx
    .update(users)
    .set({ suspendedUntil: null, suspensionReason: null, updatedAt: at })
    .where(eq(users.id, userId));
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
