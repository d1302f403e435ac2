import {
  BLOCK_MESSAGES,
  NEW_ACCOUNT_CONVERSATIONS_PER_DAY,
  NEW_ACCOUNT_HOURS,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { conversationsStartedSince, lockSenderStanding } from './repository';

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
  const me = await lockSenderStanding(tx, userId);
  if (!me || me.isPhoneVerified) return null;
  const grownUpAt = me.createdAt.getTime() + NEW_ACCOUNT_HOURS * 60 * 60 * 1000;
  if (grownUpAt <= now.getTime()) return null;
  const since = new Date(now.getTime() - DAY_MS);
  const started = await conversationsStartedSince(tx, userId, since);
  if (started.length < NEW_ACCOUNT_CONVERSATIONS_PER_DAY) return null;
  // The limit lifts when the oldest of the day's conversations is a day old, or the account is.
  const oldest = started[0]!.getTime();
  const retryAt = Math.min(grownUpAt, oldest + DAY_MS);
  return tooManyRequests(
    BLOCK_MESSAGES.newAccountConversations,
    Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)),
  );
}
