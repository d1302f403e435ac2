import { and, desc, eq, getTableColumns, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  blocks,
  conversationParticipants,
  conversations,
  messages,
  profiles,
  properties,
  users,
} from '../../db/schema';
import { DEFAULT_MAX_ATTEMPTS } from '../../jobs/queue';
import { openToInquiries } from '../properties';
import { MESSAGE_EVENTS, MISSED_AFTER_MS } from './events';

export type MessageRow = typeof messages.$inferSelect;
type Executor = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'update'>;

export const pairKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

/**
 * The one conversation of a pair: created once, even when both write at the same moment. A
 * listing makes it the conversation's current one (the latest inquired); null leaves it as it is.
 */
export async function findOrCreateConversation(
  tx: Executor,
  a: number,
  b: number,
  propertyId: number | null,
) {
  const key = pairKey(a, b);
  const inserted = await tx
    .insert(conversations)
    .values({ pairKey: key, propertyId })
    .onConflictDoNothing({ target: conversations.pairKey })
    .returning({ id: conversations.id });
  if (inserted[0]) {
    await tx.insert(conversationParticipants).values([
      { conversationId: inserted[0].id, userId: a },
      { conversationId: inserted[0].id, userId: b },
    ]);
    return inserted[0].id;
  }
  const [existing] =
    propertyId === null
      ? await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.pairKey, key))
      : await tx
          .update(conversations)
          .set({ propertyId })
          .where(eq(conversations.pairKey, key))
          .returning({ id: conversations.id });
  return existing!.id;
}

/** The conversation of two users, if they have one. */
export async function findConversationBetween(
  db: Executor,
  a: number,
  b: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.pairKey, pairKey(a, b)));
  return row?.id ?? null;
}

export async function isParticipant(
  db: Executor,
  conversationId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
  return !!row;
}

export async function participantIds(db: Executor, conversationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((r) => r.userId);
}

/** Everyone who shares a conversation with this user: the only people told about their presence. */
export async function contactsOf(db: Executor, userId: number): Promise<number[]> {
  const mine = db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  const rows = await db
    .selectDistinct({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        inArray(conversationParticipants.conversationId, mine),
        ne(conversationParticipants.userId, userId),
      ),
    );
  return rows.map((r) => r.userId);
}

/** The message a sender stored under a client id, if any. */
export async function storedUnder(
  db: Executor,
  senderId: number,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [existing] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return existing;
}

/** The message a sender already stored under a client id. */
async function resent(db: Executor, senderId: number, clientId: string): Promise<MessageRow> {
  return (await storedUnder(db, senderId, clientId))!;
}

export async function insertMessage(
  tx: Executor,
  values: {
    conversationId: number;
    senderId: number;
    content: string;
    clientId?: string | null;
    propertyId?: number | null;
    kind?: MessageRow['kind'];
    at: Date;
  },
): Promise<MessageRow> {
  const row = {
    conversationId: values.conversationId,
    senderId: values.senderId,
    content: values.content,
    kind: values.kind ?? 'USER',
    clientId: values.clientId ?? null,
    propertyId: values.propertyId ?? null,
    createdAt: values.at,
  };
  const [inserted] = values.clientId
    ? await tx
        .insert(messages)
        .values(row)
        .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
        .returning()
    : await tx.insert(messages).values(row).returning();
  // The same client id again: a resend after a lost ack. Answer the stored message.
  if (!inserted) return resent(tx, values.senderId, values.clientId!);
  await tx
    .update(conversations)
    .set({ lastMessageAt: values.at })
    .where(eq(conversations.id, values.conversationId));
  await tx
    .update(conversationParticipants)
    .set({ lastReadAt: values.at })
    .where(
      and(
        eq(conversationParticipants.conversationId, values.conversationId),
        eq(conversationParticipants.userId, values.senderId),
      ),
    );
  return inserted;
}

/**
 * messageSent inside the statement that stores a chat message: the job of each row of the CTE
 * `stored` (id, created_at), with the queue's columns and defaults as `ctx.jobs.send` writes them.
 */
const queueMessageSentOf = (stored: SQL): SQL =>
  sql`insert into jobs (name, payload, max_attempts, run_at, singleton_key, created_at, updated_at)
      select ${MESSAGE_EVENTS.unread}, jsonb_build_object('messageId', s.id), ${DEFAULT_MAX_ATTEMPTS},
        s.created_at + ${MISSED_AFTER_MS} * interval '1 millisecond', s.id::text, s.created_at, s.created_at
      from ${stored} s
      on conflict (name, singleton_key) where singleton_key is not null do nothing`;

/**
 * The two statements every chat message runs, prepared once per database: who takes part (and
 * whether a block stands between each of them and the sender), then the message stored with its
 * conversation's bookkeeping and its missed-mail job in one statement, atomic without a
 * transaction's extra round trips.
 */
function prepareChat(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  const cp = conversationParticipants;
  const recipients = db
    .select({
      userId: cp.userId,
      senderBlocked: sql<boolean>`exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${p('senderId')} and ${blocks.blockedId} = ${cp.userId})`,
      recipientBlocked: sql<boolean>`exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${cp.userId} and ${blocks.blockedId} = ${p('senderId')})`,
    })
    .from(cp)
    .where(eq(cp.conversationId, p('conversationId')))
    .orderBy(cp.userId)
    .prepare('chat_recipients');
  const at = sql`${p('at')}::timestamptz`;
  const stored = db.$with('stored', getTableColumns(messages)).as(
    sql`insert into ${messages} (conversation_id, sender_id, content, kind, client_id, created_at)
        values (${p('conversationId')}::int, ${p('senderId')}::int, ${p('content')}::text, 'USER',
          ${p('clientId')}::uuid, ${at})
        on conflict (sender_id, client_id) do nothing
        returning *`,
  );
  const bookkeeping = db.$with('bookkeeping', {}).as(
    sql`update ${conversations} set last_message_at = ${at}
        where id = (select conversation_id from stored)`,
  );
  const senderRead = db.$with('sender_read', {}).as(
    sql`update ${cp} set last_read_at = ${at}
        where conversation_id = (select conversation_id from stored) and user_id = ${p('senderId')}::int`,
  );
  const job = db.$with('job', {}).as(queueMessageSentOf(sql`stored`));
  const insert = db
    .with(stored, bookkeeping, senderRead, job)
    .select()
    .from(stored)
    .prepare('chat_insert');
  return { recipients, insert };
}
const preparedChat = new WeakMap<Db, ReturnType<typeof prepareChat>>();
const chatStatements = (db: Db) => {
  let statements = preparedChat.get(db);
  if (!statements) preparedChat.set(db, (statements = prepareChat(db)));
  return statements;
};

/** The participants of a conversation, each with the blocks between them and the sender. */
export function chatRecipients(db: Db, conversationId: number, senderId: number) {
  return chatStatements(db).recipients.execute({ conversationId, senderId });
}

/**
 * A chat message, committed with what insertMessage and messageSent write, in one statement. A
 * resend of a client id answers the stored message (and queues nothing more).
 */
export async function storeChatMessage(
  db: Db,
  values: {
    conversationId: number;
    senderId: number;
    content: string;
    clientId: string | null;
    at: Date;
  },
): Promise<MessageRow> {
  const [inserted] = await chatStatements(db).insert.execute({
    ...values,
    at: values.at.toISOString(),
  });
  return inserted ?? resent(db, values.senderId, values.clientId!);
}

export async function markRead(
  db: Executor,
  conversationId: number,
  userId: number,
  at: Date,
): Promise<void> {
  await db
    .update(conversationParticipants)
    .set({ lastReadAt: at })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
}

export async function conversationsOf(db: Db, userId: number) {
  const mine = db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  return db
    .select()
    .from(conversations)
    .where(inArray(conversations.id, mine))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
}

/**
 * How many of the user's conversations are unread, by the list's rule: the newest message is
 * someone else's and came after the user last read (or they never opened it).
 */
export async function unreadConversationCount(db: Db, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n
        from ${conversationParticipants} cp
        cross join lateral (
          select m.sender_id, m.created_at from ${messages} m
          where m.conversation_id = cp.conversation_id
          order by m.id desc limit 1) last
        where cp.user_id = ${userId} and last.sender_id <> ${userId}
          and (cp.last_read_at is null or cp.last_read_at < last.created_at)`,
  );
  return row?.n ?? 0;
}

export async function findConversation(db: Db, id: number) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row ?? null;
}

export async function participantsOf(db: Db, conversationIds: number[]) {
  if (!conversationIds.length) return [];
  return db
    .select({
      conversationId: conversationParticipants.conversationId,
      userId: conversationParticipants.userId,
      lastReadAt: conversationParticipants.lastReadAt,
      phoneSharedAt: conversationParticipants.phoneSharedAt,
      // Only ever answered to the other participant, and only once shared (sharedPhoneFor).
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      avatar: users.avatar,
      city: profiles.city,
      roomPreference: profiles.roomPreference,
      hasWritten: sql<boolean>`exists (select 1 from ${messages} m
        where m.conversation_id = ${conversationParticipants.conversationId}
          and m.sender_id = ${conversationParticipants.userId} and m.kind = 'USER')`,
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(conversationParticipants.conversationId, conversationIds));
}

/** The newest message of each conversation, in one query. */
export async function lastMessagesOf(db: Db, conversationIds: number[]) {
  if (!conversationIds.length) return [];
  return db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(messages.conversationId, desc(messages.id));
}

/**
 * The listings a conversation's inquiries were sent from, the latest inquired first. The
 * conversation's current listing stands in for a conversation whose messages name none.
 */
export async function listingsOf(db: Db, conversation: { id: number; propertyId: number | null }) {
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      lastId: sql<number>`max(${messages.id})`.mapWith(Number),
    })
    .from(messages)
    .innerJoin(properties, eq(properties.id, messages.propertyId))
    .where(eq(messages.conversationId, conversation.id))
    .groupBy(properties.id)
    .orderBy(desc(sql`max(${messages.id})`));
  if (!rows.length && conversation.propertyId !== null) {
    return db
      .select({ id: properties.id, title: properties.title })
      .from(properties)
      .where(eq(properties.id, conversation.propertyId));
  }
  return rows.map(({ id, title }) => ({ id, title }));
}

/** One page of messages, newest first; `before` is the cursor (a message id) for older pages. */
export async function messagePage(
  db: Db,
  conversationId: number,
  before: number | undefined,
  limit: number,
) {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before ? lt(messages.id, before) : sql`true`,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit + 1);
}

export interface ReplyRecord {
  /** Conversations someone else started with the user in the window. */
  total: number;
  /** Of those, the ones the user answered. */
  answered: number;
  /** The median time from the first message to the user's first answer; null with no answer. */
  medianSeconds: number | null;
}

/**
 * How a person answers new conversations: those another person started (their first message, not
 * a RoomSetu note) in [since, until), and the person's first message after it. One row per
 * conversation, through the participants index and each conversation's first messages.
 */
export async function replyRecord(
  db: Db,
  userId: number,
  since: Date,
  until: Date,
): Promise<ReplyRecord> {
  const [row] = await queryRows<{ total: number; answered: number; median: number | null }>(
    db,
    sql`select count(*)::int as total, count(reply.at)::int as answered,
          percentile_cont(0.5) within group (
            order by extract(epoch from reply.at - first.created_at)) as median
        from ${conversationParticipants} cp
        cross join lateral (
          select m.id, m.sender_id, m.created_at from ${messages} m
          where m.conversation_id = cp.conversation_id and m.kind <> 'SYSTEM'
          order by m.id limit 1) first
        left join lateral (
          select min(r.created_at) as at from ${messages} r
          where r.conversation_id = cp.conversation_id and r.sender_id = ${userId}
            and r.kind <> 'SYSTEM' and r.id > first.id) reply on true
        where cp.user_id = ${userId} and first.sender_id <> ${userId}
          and first.created_at >= ${since.toISOString()} and first.created_at < ${until.toISOString()}`,
  );
  return {
    total: row?.total ?? 0,
    answered: row?.answered ?? 0,
    medianSeconds: row?.median == null ? null : Number(row.median),
  };
}

// ---- Inquiries

/** The receiver's own listing, open to inquiries: the only one an inquiry may count for. */
const receiversListing = (propertyId: number, receiverId: number): SQL =>
  and(eq(properties.id, propertyId), eq(properties.ownerId, receiverId), openToInquiries)!;

export async function isReceiversOpenListing(
  db: Db,
  propertyId: number,
  receiverId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(receiversListing(propertyId, receiverId));
  return row !== undefined;
}

/** Counts one more inquiry on the listing, if it is still the receiver's and open to them. */
export async function countInquiry(tx: Db, propertyId: number, receiverId: number): Promise<void> {
  await tx
    .update(properties)
    .set({ inquiries: sql`${properties.inquiries} + 1` })
    .where(receiversListing(propertyId, receiverId));
}

export { userExists } from '../../db/user-exists';

// ---- New accounts

/**
 * The sender's age and phone check, with their row locked FOR NO KEY UPDATE until the
 * transaction ends (see newAccountRefusal for why that lock).
 */
export async function lockSenderStanding(
  tx: Db,
  userId: number,
): Promise<{ createdAt: Date; isPhoneVerified: boolean } | null> {
  const [row] = await tx
    .select({ createdAt: users.createdAt, isPhoneVerified: users.isPhoneVerified })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row ?? null;
}

/**
 * When each conversation the user started after `since` began, oldest first: their own message
 * opened it (a match's note does not).
 */
export async function conversationsStartedSince(
  tx: Db,
  userId: number,
  since: Date,
): Promise<Date[]> {
  const rows = await queryRows<{ created_at: Date | string }>(
    tx,
    sql`select first.created_at from ${conversationParticipants} cp
      cross join lateral (select m.sender_id, m.kind, m.created_at from ${messages} m
        where m.conversation_id = cp.conversation_id order by m.id limit 1) first
      where cp.user_id = ${userId} and first.sender_id = ${userId} and first.kind = 'USER'
        and first.created_at > ${since.toISOString()}::timestamptz
      order by first.created_at`,
  );
  return rows.map((r) => new Date(r.created_at));
}

// ---- Phone sharing

/**
 * The participant's phone-sharing state and first name, their participant row locked until the
 * transaction ends; null when they are not in the conversation.
 */
export async function lockPhoneSharing(
  tx: Db,
  conversationId: number,
  userId: number,
): Promise<{ phoneSharedAt: Date | null; firstName: string } | null> {
  const [row] = await tx
    .select({
      phoneSharedAt: conversationParticipants.phoneSharedAt,
      firstName: users.firstName,
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .for('update', { of: conversationParticipants });
  return row ?? null;
}

export async function markPhoneShared(
  tx: Db,
  conversationId: number,
  userId: number,
  at: Date,
): Promise<void> {
  await tx
    .update(conversationParticipants)
    .set({ phoneSharedAt: at })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
}

/**
 * Whether `senderId` has written to `recipientId` in their conversation: a reply, or a visit
 * card the sender's answer posted. One inquiry from the other side does not count.
 */
export async function hasWrittenTo(
  db: Db,
  senderId: number,
  recipientId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(conversations.pairKey, pairKey(senderId, recipientId)),
        eq(messages.senderId, senderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
