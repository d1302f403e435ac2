import {
  MESSAGES,
  type ConversationQuery,
  type InquiryInput,
  type SendMessageInput,
  API_ERRORS,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { consume } from '../../lib/rate-limit';
import type { AuthUser } from '../../lib/tokens';
import { messageSent } from './events';
import { blockRefusal, messagingRefusal } from '../blocks';
import { queueMessagePushes } from '../notifications';
import { newAccountRefusal } from './new-account-limit';
import { presentMessage, presentParticipant, type PresentedMessage } from './presenter';
import { phoneSharing } from './share-phone';
import {
  chatRecipients,
  countInquiry,
  conversationsOf,
  findConversation,
  findConversationBetween,
  findOrCreateConversation,
  insertMessage,
  isParticipant,
  isReceiversOpenListing,
  lastMessagesOf,
  listingsOf,
  markRead,
  messagePage,
  participantsOf,
  storeChatMessage,
  storedUnder,
  unreadConversationCount,
  userExists,
} from './repository';

/** Tells every participant's open tabs; the message is already committed when this runs. */
function announce(ctx: AppContext, recipients: number[], message: PresentedMessage): void {
  ctx.realtime.toUsers(recipients, 'message:new', { message });
}

export async function sendInquiry(ctx: AppContext, user: AuthUser, input: InquiryInput) {
  if (input.receiverId === user.id) throw badRequest(API_ERRORS.messagesInquiryToSelf);
  const { db } = ctx.database;
  if (!(await userExists(db, input.receiverId))) throw notFound(API_ERRORS.userNotExists);
  const blocked = await messagingRefusal(db, user.id, input.receiverId);
  if (blocked) throw blocked;
  const propertyId = input.propertyId ?? null;
  // The same inquiry again (its answer was lost on the way): the stored one, counted once.
  const earlier = input.clientId && (await storedUnder(db, user.id, input.clientId));
  if (earlier) {
    return { conversation: { id: earlier.conversationId }, message: presentMessage(earlier) };
  }
  // Only the receiver's own listing, open to inquiries: otherwise anyone could inflate any listing's count.
  if (propertyId && !(await isReceiversOpenListing(db, propertyId, input.receiverId))) {
    throw badRequest(MESSAGES.inquiryPropertyInvalid);
  }
  // Every message counts against the chat limit, whichever way it comes (the socket counts the same key).
  await consume(ctx, 'chatPerUser', `user:${user.id}`);
  // Only a new conversation counts here: writing again to someone you already talk to is chat.
  const isNew = !(await findConversationBetween(db, user.id, input.receiverId));
  if (isNew) await consume(ctx, 'conversationsPerAccount', `user:${user.id}`);
  const at = ctx.now();
  const { conversationId, message } = await db.transaction(async (tx) => {
    if (isNew) {
      const refused = await newAccountRefusal(tx, user.id, at);
      if (refused) {
        ctx.metrics.rateLimitRefusals.inc({ limit: 'newAccountConversations' });
        throw refused;
      }
    }
    const conversationId = await findOrCreateConversation(
      tx,
      user.id,
      input.receiverId,
      propertyId,
    );
    const message = await insertMessage(tx, {
      conversationId,
      senderId: user.id,
      content: input.text,
      clientId: input.clientId ?? null,
      propertyId,
      at,
    });
    await messageSent(ctx, message, tx);
    if (propertyId) await countInquiry(tx, propertyId, input.receiverId);
    return { conversationId, message };
  });
  const presented = presentMessage(message);
  announce(ctx, [input.receiverId, user.id], presented);
  await queueMessagePushes(ctx, message, [input.receiverId]);
  return { conversation: { id: conversationId }, message: presented };
}

/**
 * Used by the socket handler: committed before it returns, so the ack never precedes the row. Two
 * prepared statements: who may send and who hears of it (blocks included), then the message.
 */
export async function sendMessage(ctx: AppContext, senderId: number, input: SendMessageInput) {
  const { db } = ctx.database;
  const participants = await chatRecipients(db, input.conversationId, senderId);
  if (!participants.some((p) => p.userId === senderId))
    throw notFound(MESSAGES.conversationNotFound);
  for (const other of participants) {
    if (other.userId === senderId) continue;
    const blocked = blockRefusal(other);
    if (blocked) throw blocked;
  }
  // Unread 15 minutes from now, it is e-mailed (the job is queued by the same statement).
  const message = await storeChatMessage(db, {
    conversationId: input.conversationId,
    senderId,
    content: input.body,
    clientId: input.clientId ?? null,
    at: ctx.now(),
  });
  const recipients = participants.map((p) => p.userId);
  await queueMessagePushes(ctx, message, recipients);
  return { message: presentMessage(message), recipients };
}

export async function unreadConversations(ctx: AppContext, user: AuthUser) {
  return { count: await unreadConversationCount(ctx.database.db, user.id) };
}

export async function listConversations(ctx: AppContext, user: AuthUser) {
  const { db } = ctx.database;
  const rows = await conversationsOf(db, user.id);
  const ids = rows.map((c) => c.id);
  const [participants, lasts] = await Promise.all([
    participantsOf(db, ids),
    lastMessagesOf(db, ids),
  ]);
  const lastBy = new Map(lasts.map((m) => [m.conversationId, m]));
  return rows.map((c) => {
    const people = participants.filter((p) => p.conversationId === c.id);
    const me = people.find((p) => p.userId === user.id);
    const last = lastBy.get(c.id);
    const unread =
      !!last && last.senderId !== user.id && (!me?.lastReadAt || me.lastReadAt < last.createdAt);
    return {
      id: c.id,
      propertyId: c.propertyId,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.lastMessageAt.toISOString(),
      participants: people.map((p) => presentParticipant(p, user.id)),
      ...phoneSharing(people, user.id),
      lastMessage: last
        ? {
            content: last.content,
            createdAt: last.createdAt.toISOString(),
            senderId: last.senderId,
            kind: last.kind,
          }
        : null,
      unread,
    };
  });
}

export async function getConversation(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  query: ConversationQuery,
) {
  const { db } = ctx.database;
  const conversation = await findConversation(db, id);
  if (!conversation || !(await isParticipant(db, id, user.id)))
    throw notFound(MESSAGES.conversationNotFound);
  const [participants, page, listings] = await Promise.all([
    participantsOf(db, [id]),
    messagePage(db, id, query.cursor, query.limit),
    listingsOf(db, conversation),
  ]);
  const hasMore = page.length > query.limit;
  // Fetched newest first for the cursor; answered oldest first, the order a chat reads.
  const messages = page.slice(0, query.limit).reverse().map(presentMessage);
  return {
    id: conversation.id,
    propertyId: conversation.propertyId,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.lastMessageAt.toISOString(),
    listings,
    participants: participants.map((p) => presentParticipant(p, user.id)),
    ...phoneSharing(participants, user.id),
    messages,
    nextCursor: hasMore ? messages[0]!.id : null,
  };
}

export async function markConversationRead(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<void> {
  const { db } = ctx.database;
  if (!(await isParticipant(db, id, user.id))) throw notFound(MESSAGES.conversationNotFound);
  await markRead(db, id, user.id, ctx.now());
}
