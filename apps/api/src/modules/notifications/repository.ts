import type {
  NotificationCategory,
  NotificationType,
  PushCategory,
  UiLanguage,
} from '@roomsetu/shared';
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, notificationSettings, users } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  body: string;
  link?: string | null;
  dedupeKey?: string | null;
}

/** The stored row, or null when one with the same dedupe key already exists. */
export async function insertNotification(
  db: Db,
  n: NewNotification,
  at: Date,
): Promise<NotificationRow | null> {
  const [row] = await db
    .insert(notifications)
    .values({ ...n, link: n.link ?? null, dedupeKey: n.dedupeKey ?? null, createdAt: at })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning();
  return row ?? null;
}

export function notificationPage(
  db: Db,
  userId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        beforeId === undefined ? undefined : lt(notifications.id, beforeId),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the caller's own unread notifications read (ids of others are ignored). */
export async function markRead(
  db: Db,
  userId: number,
  ids: number[] | 'all',
  at: Date,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteOlderThan(db: Db, before: Date): Promise<void> {
  await db.delete(notifications).where(lt(notifications.createdAt, before));
}

/** E-mail per category, and the push categories switched (one left out is on). */
export type SettingsRow = Record<NotificationCategory, boolean> & {
  push: Partial<Record<PushCategory, boolean>>;
};

export type SettingsChange = Partial<Record<NotificationCategory, boolean>> & {
  push?: Partial<Record<PushCategory, boolean>>;
};

export async function findSettings(db: Db, userId: number): Promise<SettingsRow | null> {
  const [row] = await db
    .select({
      searchAlerts: notificationSettings.searchAlerts,
      priceDrops: notificationSettings.priceDrops,
      messages: notificationSettings.messages,
      accountSafety: notificationSettings.accountSafety,
      push: notificationSettings.push,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

/** Switches the categories named; push categories are merged into those already switched. */
export async function upsertSettings(
  db: Db,
  userId: number,
  { push, ...email }: SettingsChange,
  at: Date,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, ...email, push: push ?? {}, updatedAt: at })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        ...email,
        ...(push && {
          push: sql`${notificationSettings.push} || ${JSON.stringify(push)}::jsonb`,
        }),
        updatedAt: at,
      },
    });
}

/** Whether a user wants e-mail of one category (true unless switched off). */
export async function wantsEmail(
  db: Db,
  userId: number,
  category: NotificationCategory,
): Promise<boolean> {
  return (await findSettings(db, userId))?.[category] ?? true;
}

/** Where a person's mails go and the name they are greeted by; null for an account gone. */
export async function recipientOf(
  db: Db,
  userId: number,
): Promise<{ email: string; firstName: string; language: UiLanguage } | null> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
