import type { NotificationType, PushCategory } from '@roomsetu/shared';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  conversationParticipants,
  messages,
  notifications,
  notificationSettings,
  pushSubscriptions,
  users,
} from '../../db/schema';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Takes the user's row lock: subscriptions of one person are counted and added one at a time. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select id from ${users} where id = ${userId} for update`);
}

/** How many devices the user has besides the one at `endpoint`. */
export async function otherDeviceCount(db: Db, userId: number, endpoint: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, endpoint)));
  return row?.n ?? 0;
}

/** One row per endpoint: a device subscribing again (perhaps for another account) is updated. */
export async function upsertSubscription(
  db: Db,
  values: { userId: number; endpoint: string; p256dh: string; auth: string },
  at: Date,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, updatedAt: at },
    });
}

export async function deleteSubscription(
  db: Db,
  where: { userId: number; endpoint: string } | { id: number },
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      'id' in where
        ? eq(pushSubscriptions.id, where.id)
        : and(
            eq(pushSubscriptions.userId, where.userId),
            eq(pushSubscriptions.endpoint, where.endpoint),
          ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** A device with its owner's push switches as they are now. */
export async function findSubscription(
  db: Db,
  id: number,
): Promise<(SubscriptionRow & { push: Partial<Record<PushCategory, boolean>> | null }) | null> {
  const [row] = await db
    .select({ device: pushSubscriptions, push: notificationSettings.push })
    .from(pushSubscriptions)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.id, id));
  return row ? { ...row.device, push: row.push } : null;
}

/** The devices of these users, each with its owner's push switches. */
export function devicesOf(
  db: Db,
  userIds: number[],
): Promise<{ id: number; userId: number; push: Partial<Record<PushCategory, boolean>> | null }[]> {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      push: notificationSettings.push,
    })
    .from(pushSubscriptions)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, pushSubscriptions.userId))
    .where(inArray(pushSubscriptions.userId, userIds));
}

export async function notificationFor(
  db: Db,
  id: number,
  userId: number,
): Promise<{ title: string; body: string; link: string | null; type: NotificationType } | null> {
  const [row] = await db
    .select({
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      type: notifications.type,
    })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ?? null;
}

/** A chat message as `userId` may be told of it: someone else's, in a conversation of theirs. */
export async function messageFor(
  db: Db,
  id: number,
  userId: number,
): Promise<{ conversationId: number; content: string; senderFirstName: string } | null> {
  const [row] = await queryRows<{
    conversationId: number;
    content: string;
    senderFirstName: string;
  }>(
    db,
    sql`select m.conversation_id as "conversationId", m.content, u.first_name as "senderFirstName"
        from ${messages} m
        join ${users} u on u.id = m.sender_id
        join ${conversationParticipants} cp
          on cp.conversation_id = m.conversation_id and cp.user_id = ${userId}
        where m.id = ${id} and m.sender_id <> ${userId}`,
  );
  return row ?? null;
}
