import { BLOCK_MESSAGES, type BlockedUser, type BlockState, API_ERRORS } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import type { AppError } from '../../lib/errors';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/tokens';
import type { Db } from '../../db/client';
import { blockedPeople, blocksBetween, deleteBlock, insertBlock, userExists } from './repository';

export async function block(
  ctx: AppContext,
  caller: AuthUser,
  userId: number,
): Promise<BlockState> {
  if (userId === caller.id) throw badRequest(BLOCK_MESSAGES.blockSelf);
  const { db } = ctx.database;
  if (!(await userExists(db, userId))) throw notFound(API_ERRORS.userNotExists);
  await insertBlock(db, caller.id, userId, ctx.now());
  return { userId, blocked: true };
}

export async function unblock(
  ctx: AppContext,
  caller: AuthUser,
  userId: number,
): Promise<BlockState> {
  await deleteBlock(ctx.database.db, caller.id, userId);
  return { userId, blocked: false };
}

export async function listBlocked(ctx: AppContext, caller: AuthUser): Promise<BlockedUser[]> {
  const rows = await blockedPeople(ctx.database.db, caller.id);
  return rows.map((r) => ({ ...r, blockedAt: r.blockedAt.toISOString() }));
}

const MESSAGING_TEXTS = {
  youBlocked: BLOCK_MESSAGES.youBlocked,
  theyBlocked: BLOCK_MESSAGES.notDelivered,
};

/**
 * The refusal when a block stands between a sender and a recipient, else null. The sender who
 * blocked is told so (and can unblock); the one who was blocked only learns that it did not go.
 */
export async function messagingRefusal(
  db: Pick<Db, 'select'>,
  senderId: number,
  recipientId: number,
  texts: { youBlocked: string; theyBlocked: string } = MESSAGING_TEXTS,
): Promise<AppError | null> {
  const { aBlockedB, bBlockedA } = await blocksBetween(db, senderId, recipientId);
  return blockRefusal({ senderBlocked: aBlockedB, recipientBlocked: bBlockedA }, texts);
}

/** messagingRefusal for blocks already read (the chat reads them with the participants). */
export function blockRefusal(
  between: { senderBlocked: boolean; recipientBlocked: boolean },
  texts: { youBlocked: string; theyBlocked: string } = MESSAGING_TEXTS,
): AppError | null {
  if (between.senderBlocked) return forbidden(texts.youBlocked);
  if (between.recipientBlocked) return forbidden(texts.theyBlocked);
  return null;
}
