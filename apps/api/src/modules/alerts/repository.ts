import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { conversationParticipants, favorites, messages, properties, users } from '../../db/schema';

export type ListingRow = typeof properties.$inferSelect;

export function listingsByIds(db: Db, ids: number[]): Promise<ListingRow[]> {
  return db.select().from(properties).where(inArray(properties.id, ids));
}

export async function listingTitle(db: Db, propertyId: number): Promise<string | null> {
  const [row] = await db
    .select({ title: properties.title })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.title ?? null;
}

/** Who favourited a listing, one row per favourite. */
export function favouritersOf(db: Db, propertyId: number) {
  return db
    .select({ id: favorites.id, userId: favorites.userId })
    .from(favorites)
    .where(and(eq(favorites.propertyId, propertyId), eq(favorites.type, 'PROPERTY')));
}

/** A message with its sender's first name, for the missed-message mail. */
export async function messageForMail(db: Db, messageId: number) {
  const [row] = await db
    .select({
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      content: messages.content,
      createdAt: messages.createdAt,
      senderFirstName: users.firstName,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, messageId));
  return row ?? null;
}

/** The other participants of a conversation, with when each last read it. */
export function otherParticipants(db: Db, conversationId: number, senderId: number) {
  return db
    .select({
      userId: conversationParticipants.userId,
      lastReadAt: conversationParticipants.lastReadAt,
    })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        ne(conversationParticipants.userId, senderId),
      ),
    );
}

/**
 * Takes the mail slot of (conversation, user) at `at` when the last one is at or before `cutoff`:
 * whether it was taken, and the time it held before (to give it back).
 */
export async function takeMailSlot(
  db: Db,
  conversationId: number,
  userId: number,
  at: Date,
  cutoff: Date,
): Promise<{ taken: boolean; previous: Date | null }> {
  const rows = await queryRows<{ previous: string | Date | null }>(
    db,
    sql`with old as (
          select last_sent_at from message_mail_log
          where conversation_id = ${conversationId} and user_id = ${userId})
        insert into message_mail_log (conversation_id, user_id, last_sent_at)
        values (${conversationId}, ${userId}, ${at.toISOString()}::timestamptz)
        on conflict (conversation_id, user_id) do update set last_sent_at = excluded.last_sent_at
          where message_mail_log.last_sent_at <= ${cutoff.toISOString()}::timestamptz
        returning (select last_sent_at from old) as previous`,
  );
  const row = rows[0];
  return { taken: !!row, previous: row?.previous ? new Date(row.previous) : null };
}

/** Gives a slot taken at `at` back: the time it held before, or no slot at all. */
export async function giveMailSlotBack(
  db: Db,
  conversationId: number,
  userId: number,
  at: Date,
  previous: Date | null,
): Promise<void> {
  await db.execute(
    previous
      ? sql`update message_mail_log set last_sent_at = ${previous.toISOString()}::timestamptz
            where conversation_id = ${conversationId} and user_id = ${userId}
              and last_sent_at = ${at.toISOString()}::timestamptz`
      : sql`delete from message_mail_log
            where conversation_id = ${conversationId} and user_id = ${userId}
              and last_sent_at = ${at.toISOString()}::timestamptz`,
  );
}

/** The name of a user's saved search, if it is still theirs. */
