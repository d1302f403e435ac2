import {
  BLOCK_MESSAGES,
  NEW_ACCOUNT_CONVERSATIONS_PER_DAY,
  NEW_ACCOUNT_HOURS,
} from '@roomsetu/shared';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { conversationParticipants, messages, users } from '../../db/schema';
import { tooManyRequests } from '../../lib/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new account (under a day old, phone not verified) starts at most 5 conversations a day: a
 * scammer's fresh account cannot write to the whole city. Runs inside the transaction that
 * creates the conversation, after the sender's row is locked, so two requests at once cannot
 * both take the last one. The lock is FOR NO KEY UPDATE: it still queues the sender's own
 * requests, but lets the other person's request add them to a conversation (the participant's
 * foreign key takes a key-share lock on their row), so two people writing to each other at the
 * same moment no longer deadlock. Answers the 429 to throw, or null.
 */
export async function newAccountRefusal(tx: Db, userId: number, now: Date) {
  const [me] = await tx
    .select({ createdAt: users.createdAt, isPhoneVerified: users.isPhoneVerified })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!me || me.isPhoneVerified) return null;
  const grownUpAt = me.createdAt.getTime() + NEW_ACCOUNT_HOURS * 60 * 60 * 1000;
  if (grownUpAt <= now.getTime()) return null;
  const since = new Date(now.getTime() - DAY_MS);
  // Conversations this user started: their own message opened it (a match's note does not).
  const started = await queryRows<{ created_at: Date | string }>(
    tx,
    sql`select first.created_at from ${conversationParticipants} cp
      cross join lateral (select m.sender_id, m.kind, m.created_at from ${messages} m
        where m.conversation_id = cp.conversation_id order by m.id limit 1) first
      where cp.user_id = ${userId} and first.sender_id = ${userId} and first.kind = 'USER'
        and first.created_at > ${since.toISOString()}::timestamptz
      order by first.created_at`,
  );
  if (started.length < NEW_ACCOUNT_CONVERSATIONS_PER_DAY) return null;
  // The limit lifts when the oldest of the day's conversations is a day old, or the account is.
  const oldest = new Date(started[0]!.created_at).getTime();
  const retryAt = Math.min(grownUpAt, oldest + DAY_MS);
  return tooManyRequests(
    BLOCK_MESSAGES.newAccountConversations,
    Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)),
  );
}
