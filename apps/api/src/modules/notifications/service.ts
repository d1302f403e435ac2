import {
  NOTIFICATION_CATEGORIES,
  PUSH_CATEGORIES,
  type MarkNotificationsReadInput,
  type NotificationItem,
  type NotificationPage,
  type NotificationSettings,
  type NotificationSettingsInput,
  type NotificationsQuery,
  type UiLanguage,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { render, type Phrase } from '../../lib/i18n';
import type { AuthUser } from '../../lib/tokens';
import { presentNotification } from './presenter';
import { queueNotificationPushes, registerPushJob } from './push';
import * as repo from './repository';

/** How long notifications are kept. */
export const NOTIFICATION_RETENTION_MS = 90 * 24 * 60 * 60_000;

/**
 * Stores a notification (queueing its web pushes) and tells the user's open tabs. Answers null (and tells no one) when one
 * with the same dedupe key exists: retries and other instances never notify twice.
 */
/**
 * A notification to store: its title and body are catalog phrases, written in the recipient's
 * language when it is stored (or a literal text, such as the reason an admin wrote).
 */
export interface NotificationDraft extends Omit<repo.NewNotification, 'title' | 'body'> {
  title: string | Phrase;
  body: string | Phrase;
}

export async function notify(
  ctx: AppContext,
  n: NotificationDraft,
): Promise<NotificationItem | null> {
  const notification = await storeNotification(ctx, n, ctx.database.db);
  if (notification) announce(ctx, n.userId, notification);
  return notification;
}

/**
 * notify() in two halves, for callers that store the notification in a transaction together with
 * what it reports (and its e-mail job): store inside, announce once committed.
 */
export async function storeNotification(
  ctx: AppContext,
  n: NotificationDraft,
  db: Db,
): Promise<NotificationItem | null> {
  const lang =
    typeof n.title === 'string' && typeof n.body === 'string'
      ? 'en'
      : ((await repo.recipientOf(db, n.userId))?.language ?? 'en');
  const written = { ...n, title: render(lang, n.title), body: render(lang, n.body) };
  const row = await repo.insertNotification(db, written, ctx.now());
  if (!row) return null;
  await queueNotificationPushes(ctx, [row], db);
  return presentNotification(row);
}

/** Whether the user's settings ask for e-mail of this kind too (on unless switched off). */
export const wantsEmail = repo.wantsEmail;

/** Where a person's mails go and the name they are greeted by; null for an account gone. */
export function recipient(
  ctx: AppContext,
  userId: number,
): Promise<{ email: string; firstName: string; language: UiLanguage } | null> {
  return repo.recipientOf(ctx.database.db, userId);
}

export function announce(ctx: AppContext, userId: number, notification: NotificationItem): void {
  ctx.realtime.toUsers([userId], 'notification:new', { notification });
}

export async function listNotifications(
  ctx: AppContext,
  user: AuthUser,
  q: NotificationsQuery,
): Promise<NotificationPage> {
  // One extra row tells whether an older page exists.
  const rows = await repo.notificationPage(ctx.database.db, user.id, q.cursor, q.limit + 1);
  const page = rows.slice(0, q.limit);
  return {
    items: page.map(presentNotification),
    nextCursor: rows.length > q.limit ? String(page.at(-1)!.id) : null,
  };
}

export async function unreadCount(ctx: AppContext, user: AuthUser) {
  return { count: await repo.unreadCount(ctx.database.db, user.id) };
}

export async function markRead(ctx: AppContext, user: AuthUser, input: MarkNotificationsReadInput) {
  const db = ctx.database.db;
  const updated = await repo.markRead(db, user.id, 'all' in input ? 'all' : input.ids, ctx.now());
  return { updated, count: await repo.unreadCount(db, user.id) };
}

const allOn = <C extends string>(categories: readonly C[]) =>
  Object.fromEntries(categories.map((c) => [c, true])) as Record<C, boolean>;

export async function getSettings(ctx: AppContext, userId: number): Promise<NotificationSettings> {
  const row = await repo.findSettings(ctx.database.db, userId);
  return {
    ...allOn(NOTIFICATION_CATEGORIES),
    ...row,
    push: { ...allOn(PUSH_CATEGORIES), ...row?.push },
  };
}

export async function updateSettings(
  ctx: AppContext,
  user: AuthUser,
  input: NotificationSettingsInput,
): Promise<NotificationSettings> {
  await repo.upsertSettings(ctx.database.db, user.id, input, ctx.now());
  return getSettings(ctx, user.id);
}

export function registerNotificationJobs(ctx: AppContext): void {
  registerPushJob(ctx);
  ctx.jobs.register(
    'notifications.cleanup',
    async () => {
      await repo.deleteOlderThan(
        ctx.database.db,
        new Date(ctx.now().getTime() - NOTIFICATION_RETENTION_MS),
      );
    },
    {
      description: 'deletes notifications older than 90 days',
      idempotent: 'a delete by age: a second run finds nothing more to delete',
    },
  );
  ctx.jobs.schedule('notifications.cleanup', '15 3 * * *');
}
