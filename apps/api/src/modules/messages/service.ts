import { and, eq, sql } from 'drizzle-orm';
import {
  MESSAGES,
  type ConversationQuery,
  type InquiryInput,
  type SendMessageInput,
} from '@roomsetu/shared';
import { contactMessages, properties, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { consume } from '../../lib/rate-limit';
import type { AuthUser } from '../../lib/tokens';
import { messageSent } from '../alerts/missed-messages';
import { blockRefusal, messagingRefusal } from '../blocks/service';
import { fileReport } from '../moderation/reports';
import { openToInquiries } from '../properties/visibility';
import { newAccountRefusal } from './new-account-limit';
import { presentMessage, presentParticipant, type PresentedMessage } from './presenter';
import { phoneSharing } from './share-phone';
import {
  chatRecipients,
  conversationsOf,
  findConversation,
  findConversationBetween,
  findOrCreateConversation,
  insertMessage,
  isParticipant,
  lastMessagesOf,
  listingsOf,
  markRead,
  messagePage,
  participantsOf,
  storeChatMessage,
  unreadConversationCount,
} from './repository';

/** Tells every participant's open tabs; the message is already committed when this runs. */
function announce(ctx: AppContext, recipients: number[], message: PresentedMessage): void {
  ctx.realtime.toUsers(recipients, 'message:new', { message });
}

export async function sendInquiry(ctx: AppContext, user: AuthUser, input: InquiryInput) {
  if (input.receiverId === user.id) throw badRequest('You cannot send an inquiry to yourself');
  const { db } = ctx.database;
  const [receiver] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, input.receiverId));
  if (!receiver) throw notFound('That user does not exist');
  const blocked = await messagingRefusal(db, user.id, input.receiverId);
  if (blocked) throw blocked;
  const propertyId = input.propertyId ?? null;
  // Only the receiver's own listing, open to inquiries: otherwise anyone could inflate any listing's count.
  const aboutReceiversListing = propertyId
    ? and(eq(properties.id, propertyId), eq(properties.ownerId, input.receiverId), openToInquiries)
    : undefined;
  if (aboutReceiversListing) {
    const [property] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(aboutReceiversListing);
    if (!property) throw badRequest(MESSAGES.inquiryPropertyInvalid);
  }
  // Only a new conversation counts: writing again to someone you already talk to is chat.
  const isNew = !(await findConversationBetween(db, user.id, input.receiverId));
  if (isNew) await consume(ctx, 'conversationsPerAccount', `user:${user.id}`);
  const at = ctx.now();
  const { conversationId, message } = await db.transaction(async (tx) => {
    if (isNew) {
      const refused = await newAccountRefusal(tx, user.id, at);
      if (refused) throw refused;
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
      propertyId,
      at,
    });
    await messageSent(ctx, message, tx);
    if (aboutReceiversListing) {
      await tx
        .update(properties)
        .set({ inquiries: sql`${properties.inquiries} + 1` })
        .where(aboutReceiversListing);
    }
    return { conversationId, message };
  });
  const presented = presentMessage(message);
  announce(ctx, [input.receiverId, user.id], presented);
  return { conversation: { id: conversationId }, message: presented };
}

/**
 * Used by the socket handler: committed before it returns, so the ack never precedes the row. Two
 * prepared statements: who may send and who hears of it (blocks included), then the message.
 */
export async function sendMessage(ctx: AppContext, senderId: number, input: SendMessageInput) {
  const { db } = ctx.database;
  const participants = await chatRecipients(db, input.conversationId, senderId);
  if (!participants.some((p) => p.userId === senderId)) throw notFound('Conversation not found');
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
  return { message: presentMessage(message), recipients: participants.map((p) => p.userId) };
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
      participants: people.map(presentParticipant),
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
    throw notFound('Conversation not found');
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
    participants: participants.map(presentParticipant),
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
  if (!(await isParticipant(db, id, user.id))) throw notFound('Conversation not found');
  await markRead(db, id, user.id, ctx.now());
}

export async function reportConversation(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  message: string,
) {
  const { db } = ctx.database;
  if (!(await isParticipant(db, id, user.id))) throw notFound('Conversation not found');
  // The conversation goes to the moderation queue; a repeat while it is open only adds to the
  // support inbox below.
  await fileReport(ctx, user, {
    targetType: 'CONVERSATION',
    targetId: id,
    reason: 'OTHER',
    details: message,
  }).catch((err: unknown) => {
    if (!(err instanceof AppError && err.status === 409)) throw err;
  });
  const [me] = await db.select().from(users).where(eq(users.id, user.id));
  const [row] = await db
    .insert(contactMessages)
    .values({
      firstName: me!.firstName,
      lastName: me!.lastName,
      email: me!.email,
      subject: `Report about conversation #${id}`,
      message,
      type: 'report',
      category: 'REPORT',
      priority: 'HIGH',
      userId: user.id,
      conversationId: id,
      createdAt: ctx.now(),
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}
