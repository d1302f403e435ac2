import { and, eq, isNull } from 'drizzle-orm';
import {
  PRODUCT_NAME,
  REPORT_TARGET_LABELS,
  WEB_ROUTES,
  type ModerationAction,
  type ModerationActionInput,
  type ModerationResult,
  type NotificationItem,
  type PropertyStatus,
  type ReportTargetType,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { conversationParticipants, properties, reports, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import { listingStatusChanged } from '../alerts/listing-events';
import { recordAudit, type AuditEntry } from '../audit/record';
import { announce, storeNotification } from '../notifications/service';
import { describeTargets } from './queue';
import {
  PERMANENT_SUSPENSION,
  activeSuspension,
  noteSuspension,
  revokeSessions,
} from './suspensions';

const DAY_MS = 24 * 60 * 60 * 1000;
const WARNING_MAIL = 'moderation.warning_mail';

/** The warning e-mail: sent by the job queue, so a failed delivery is tried again. */
export function registerModerationJobs(ctx: AppContext): void {
  ctx.jobs.register<{ userId: number; reason: string }>(WARNING_MAIL, async ({ payload }) => {
    const [user] = await ctx.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, payload.userId));
    if (!user) return;
    await ctx.mailer.send({
      to: user.email,
      subject: `A warning about your ${PRODUCT_NAME} account`,
      text: [
        `Our team reviewed reports about your activity on ${PRODUCT_NAME} and is giving you a warning:`,
        '',
        payload.reason,
        '',
        'Repeated problems can lead to your account being suspended.',
        '',
        `— The ${PRODUCT_NAME} team`,
      ].join('\n'),
    });
  });
}

interface Target {
  targetType: ReportTargetType;
  targetId: number;
}

/** Who an action on a user falls on: the user, the listing's owner, the message's author. */
async function subjectOf(tx: Db, target: Target, subjectUserId: number | null): Promise<number> {
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

interface Effects {
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

async function applyToListing(
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

async function applyToUser(
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

const ACTION_WORDS: Record<ModerationAction, string> = {
  DISMISS: 'After checking it, our team found nothing that breaks our rules.',
  HIDE_LISTING: 'We have taken the listing down.',
  WARN_USER: 'We have warned the person responsible.',
  SUSPEND_USER: 'We have suspended the account responsible.',
  RESTORE: 'After checking it, our team restored it.',
};

/**
 * An admin's decision on a reported target: applies it, closes the target's open reports with
 * that resolution, tells each reporter, and writes exactly one audit entry, all in one
 * transaction. Sessions of a suspended account end at once.
 */
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
    throw notFound(`This ${REPORT_TARGET_LABELS[target.targetType]} no longer exists`);
  }
  if (input.action === 'HIDE_LISTING' && target.targetType !== 'LISTING') {
    throw badRequest('Only a listing can be hidden');
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
    } else {
      const subject = await subjectOf(tx, target, info!.subjectUserId);
      effects = await applyToUser(ctx, tx, subject, input);
    }
    const closed = await tx
      .update(reports)
      .set({ status: 'CLOSED', resolution: input.action, resolvedBy: admin.id, resolvedAt: at })
      .where(
        and(
          eq(reports.targetType, target.targetType),
          eq(reports.targetId, target.targetId),
          eq(reports.status, 'OPEN'),
        ),
      )
      .returning({ id: reports.id, reporterId: reports.reporterId });
    await recordAudit(tx, {
      ...effects.audit,
      actorId: admin.id,
      reason: input.reason,
      after: {
        ...(effects.audit.after ?? {}),
        ...(closed.length ? { closedReports: closed.map((r) => r.id) } : {}),
      },
    });
    const what = `the ${REPORT_TARGET_LABELS[target.targetType]}${info ? ` “${info.summary}”` : ''}`;
    const sent: { userId: number; n: NotificationItem }[] = [];
    for (const reporterId of new Set(closed.map((r) => r.reporterId))) {
      const n = await storeNotification(
        ctx,
        {
          userId: reporterId,
          type: 'MODERATION',
          title: `Your report about ${what} was reviewed`,
          body: `${ACTION_WORDS[input.action]} Thank you for helping keep ${PRODUCT_NAME} safe.`,
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
          title: `A warning from the ${PRODUCT_NAME} team`,
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
    noteSuspension(ctx, effects.suspension.userId, effects.suspension.until);
    if (effects.suspension.until) {
      ctx.realtime.disconnectUsers([effects.suspension.userId]);
    }
  }
  return {
    targetType: target.targetType,
    targetId: target.targetId,
    action: input.action,
    closedReports: outcome.closed,
  };
}
