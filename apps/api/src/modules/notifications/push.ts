import {
  MAX_PUSH_DEVICES,
  MESSAGES,
  VALIDATION,
  WEB_ROUTES,
  type NotificationType,
  type PushCategory,
  type PushSubscriptionInput,
  type PushUnsubscribeInput,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { hasMark, markJob } from '../../db/job-marks';
import type { Job } from '../../jobs/queue';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { errorSummary } from '../../lib/failures';
import { conversationPath } from '../../lib/links';
import { isPublicHost } from '../../lib/public-address';
import type { PushMessage } from '../../lib/push';
import type { AuthUser } from '../../lib/tokens';
import * as repo from './push-repository';

/** One push of one event to one device. */
export const PUSH_JOB = 'push.send';

/** The mark a push job's payload gets once the push service accepted it. */
const PUSHED = 'pushedAt';

/** A chat message's preview on the lock screen. */
export const PUSH_PREVIEW_MAX = 120;

/** Which notifications reach devices, under which switch. */
const CATEGORY_OF: Partial<Record<NotificationType, PushCategory>> = {
  MESSAGE: 'messages',
  ROOMMATE_MATCH: 'roommateMatches',
  SEARCH_MATCH: 'searchAlerts',
  PRICE_DROP: 'priceDrops',
  VISIT: 'visits',
};

/** What a push job carries: ids only; the words are read when it runs (none sit in the queue). */
export type PushJob = { subscriptionId: number; userId: number } & (
  { notificationId: number } | { messageId: number }
);

export function publicKey(ctx: AppContext): { publicKey: string | null } {
  return { publicKey: ctx.push.publicKey };
}

export async function subscribe(
  ctx: AppContext,
  user: AuthUser,
  input: PushSubscriptionInput,
): Promise<{ endpoint: string }> {
  if (!ctx.push.publicKey) throw new AppError(503, MESSAGES.pushOff);
  if (ctx.env.NODE_ENV === 'production' && !isPublicHost(new URL(input.endpoint).hostname)) {
    throw badRequest(VALIDATION.pushEndpointPrivate, {
      endpoint: VALIDATION.pushEndpointPrivate,
    });
  }
  const { endpoint, keys } = input;
  await ctx.database.db.transaction(async (tx) => {
    // Two devices subscribing at once must not both take the tenth place.
    await repo.lockUser(tx, user.id);
    if ((await repo.otherDeviceCount(tx, user.id, endpoint)) >= MAX_PUSH_DEVICES) {
      throw conflict(MESSAGES.pushDeviceLimit);
    }
    await repo.upsertSubscription(
      tx,
      { userId: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth },
      ctx.now(),
    );
  });
  return { endpoint };
}

export async function unsubscribe(
  ctx: AppContext,
  user: AuthUser,
  input: PushUnsubscribeInput,
): Promise<{ removed: boolean }> {
  const removed = await repo.deleteSubscription(ctx.database.db, {
    userId: user.id,
    endpoint: input.endpoint,
  });
  return { removed };
}

/** The devices of these users whose owner has `category` on, as jobs for one event each. */
async function queueFor(
  ctx: AppContext,
  events: { userId: number; category: PushCategory; key: string; ref: PushJobRef }[],
  db: Db,
): Promise<void> {
  if (!events.length || !ctx.push.publicKey) return;
  const devices = await repo.devicesOf(db, [...new Set(events.map((e) => e.userId))]);
  const jobs = events.flatMap((e) =>
    devices
      .filter((d) => d.userId === e.userId && d.push?.[e.category] !== false)
      .map((d) => ({
        payload: { subscriptionId: d.id, userId: e.userId, ...e.ref } satisfies PushJob,
        singletonKey: `push:${e.key}:${d.id}`,
      })),
  );
  if (jobs.length) await ctx.jobs.sendMany(PUSH_JOB, jobs, { db });
}

type PushJobRef = { notificationId: number } | { messageId: number };

/**
 * Queues the pushes of stored notifications (those of a kind that is pushed) to their users'
 * devices; pass the transaction that stored them, so the pushes exist exactly when they do.
 */
export function queueNotificationPushes(
  ctx: AppContext,
  stored: { id: number; userId: number; type: NotificationType }[],
  db: Db,
): Promise<void> {
  return queueFor(
    ctx,
    stored.flatMap((n) => {
      const category = CATEGORY_OF[n.type];
      return category
        ? [
            {
              userId: n.userId,
              category,
              key: `notification-${n.id}`,
              ref: { notificationId: n.id },
            },
          ]
        : [];
    }),
    db,
  );
}

/**
 * A chat message was committed: its recipients with no socket open anywhere get it on their
 * devices (whoever is looking at RoomSetu already saw it arrive). The message is sent whatever
 * happens here: a failure is logged, never answered to the sender as a failed send.
 */
export async function queueMessagePushes(
  ctx: AppContext,
  message: { id: number; senderId: number },
  recipients: number[],
): Promise<void> {
  const others = recipients.filter((id) => id !== message.senderId);
  if (!others.length || !ctx.push.publicKey) return;
  try {
    const offline: number[] = [];
    for (const id of others) if (!(await ctx.realtime.isOnline(id))) offline.push(id);
    await queueFor(
      ctx,
      offline.map((userId) => ({
        userId,
        category: 'messages' as const,
        key: `message-${message.id}`,
        ref: { messageId: message.id },
      })),
      ctx.database.db,
    );
  } catch (err) {
    ctx.logger.warn({ messageId: message.id, err: errorSummary(err) }, 'chat push not queued');
  }
}

const preview = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= PUSH_PREVIEW_MAX ? flat : `${flat.slice(0, PUSH_PREVIEW_MAX - 1)}…`;
};

/**
 * The words of a push and the switch it goes under, read now; null when there is nothing (left)
 * to tell this user.
 */
async function render(
  ctx: AppContext,
  job: PushJob,
): Promise<{ message: PushMessage; category: PushCategory } | null> {
  const db = ctx.database.db;
  if ('messageId' in job) {
    const m = await repo.messageFor(db, job.messageId, job.userId);
    return (
      m && {
        category: 'messages',
        message: {
          title: m.senderFirstName,
          body: preview(m.content),
          url: conversationPath(m.conversationId),
          tag: `conversation-${m.conversationId}`,
        },
      }
    );
  }
  const n = await repo.notificationFor(db, job.notificationId, job.userId);
  const category = n ? CATEGORY_OF[n.type] : undefined;
  if (!n || !category) return null;
  return {
    category,
    message: {
      title: n.title,
      body: n.body,
      url: n.link ?? WEB_ROUTES.notifications,
      tag: `notification-${job.notificationId}`,
    },
  };
}

async function sendPush(ctx: AppContext, job: Job<PushJob>): Promise<void> {
  if (hasMark(job.payload, PUSHED)) return;
  const db = ctx.database.db;
  const device = await repo.findSubscription(db, job.payload.subscriptionId);
  // Unsubscribed since, or the device now belongs to someone else: not theirs to see.
  if (!device || device.userId !== job.payload.userId) return;
  const rendered = await render(ctx, job.payload);
  // Switched off since it was queued: the setting as it is when the push would go decides.
  if (!rendered || device.push?.[rendered.category] === false) return;
  const outcome = await ctx.push.send(device, rendered.message);
  if (outcome === 'gone') await repo.deleteSubscription(db, { id: device.id });
  if (outcome === 'sent') await markJob(db, job.id, PUSHED, ctx.now());
}

export function registerPushJob(ctx: AppContext): void {
  ctx.jobs.register<PushJob>(PUSH_JOB, (job) => sendPush(ctx, job), {
    description:
      'one web push of one event (a notification of a pushed kind, or a chat message to someone with no socket open) to one device, queued with the event (key: event and device); the network, 429 and 5xx retry with backoff (30 s, 1, 2, 4 min); a device the push service no longer knows (404, 410) is deleted',
    idempotent:
      'the job is marked once the push service accepts the push and a run that finds the mark sends nothing; a crash between the two pushes twice (the device shows one: same tag)',
    maxAttempts: 5,
    leaseMs: 60_000,
    backoffMs: 30_000,
  });
}
