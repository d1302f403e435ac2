import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { conversationParticipants, messages, users } from '../../db/schema';
import { DEFAULT_MAX_ATTEMPTS } from '../../jobs/queue';
import type { AppContext } from '../../lib/context';
import { wantsEmail } from '../notifications/repository';
import { conversationPath, recipient, unsubscribeUrl } from './shared';
import { alertMail, missedMessageMail } from './templates';

const MISSED_MESSAGE = 'messages.missed';
/** A message still unread this long after it was sent is mailed. */
export const MISSED_AFTER_MS = 15 * 60_000;
/** At most one such mail per conversation and recipient in this window. */
export const MISSED_MAIL_INTERVAL_MS = 60 * 60_000;

/** Queued with the message itself; a resend of the same message (same id) queues nothing more. */
export async function messageSent(
  ctx: AppContext,
  message: { id: number; createdAt: Date },
  db: Db,
): Promise<void> {
  await ctx.jobs.send(
    MISSED_MESSAGE,
    { messageId: message.id },
    {
      db,
      runAt: new Date(message.createdAt.getTime() + MISSED_AFTER_MS),
      singletonKey: String(message.id),
    },
  );
}

/**
 * messageSent inside the statement that stores a chat message: the job of each row of the CTE
 * `stored` (id, created_at), with the queue's columns and defaults as `ctx.jobs.send` writes them.
 */
export const queueMissedMessagesOf = (stored: SQL): SQL =>
  sql`insert into jobs (name, payload, max_attempts, run_at, singleton_key, created_at, updated_at)
      select ${MISSED_MESSAGE}, jsonb_build_object('messageId', s.id), ${DEFAULT_MAX_ATTEMPTS},
        s.created_at + ${MISSED_AFTER_MS} * interval '1 millisecond', s.id::text, s.created_at, s.created_at
      from ${stored} s
      on conflict (name, singleton_key) where singleton_key is not null do nothing`;

/**
 * Takes the hourly slot for (conversation, user): true when it was free. Answers the previous
 * time too, so a failed delivery can give the slot back.
 */
async function takeSlot(
  ctx: AppContext,
  conversationId: number,
  userId: number,
  at: Date,
): Promise<{ taken: boolean; previous: Date | null }> {
  const db = ctx.database.db;
  const cutoff = new Date(at.getTime() - MISSED_MAIL_INTERVAL_MS).toISOString();
  const rows = await queryRows<{ previous: string | Date | null }>(
    db,
    sql`with old as (
          select last_sent_at from message_mail_log
          where conversation_id = ${conversationId} and user_id = ${userId})
        insert into message_mail_log (conversation_id, user_id, last_sent_at)
        values (${conversationId}, ${userId}, ${at.toISOString()}::timestamptz)
        on conflict (conversation_id, user_id) do update set last_sent_at = excluded.last_sent_at
          where message_mail_log.last_sent_at <= ${cutoff}::timestamptz
        returning (select last_sent_at from old) as previous`,
  );
  const row = rows[0];
  return { taken: !!row, previous: row?.previous ? new Date(row.previous) : null };
}

async function giveBack(
  ctx: AppContext,
  conversationId: number,
  userId: number,
  at: Date,
  previous: Date | null,
) {
  const db = ctx.database.db;
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

async function missedMessage(ctx: AppContext, messageId: number): Promise<void> {
  const db = ctx.database.db;
  const [message] = await db
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
  if (!message) return;
  const others = await db
    .select({
      userId: conversationParticipants.userId,
      lastReadAt: conversationParticipants.lastReadAt,
    })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, message.conversationId),
        ne(conversationParticipants.userId, message.senderId),
      ),
    );
  for (const other of others) {
    if (other.lastReadAt && other.lastReadAt >= message.createdAt) continue;
    if (!(await wantsEmail(db, other.userId, 'messages'))) continue;
    const to = await recipient(ctx, other.userId);
    if (!to) continue;
    const at = ctx.now();
    const slot = await takeSlot(ctx, message.conversationId, other.userId, at);
    if (!slot.taken) continue;
    const url = unsubscribeUrl(ctx, { userId: other.userId, category: 'messages' });
    const rendered = missedMessageMail({
      firstName: to.firstName,
      senderFirstName: message.senderFirstName,
      content: message.content,
      url: `${ctx.env.PUBLIC_URL}${conversationPath(message.conversationId)}`,
      unsubscribeUrl: url,
    });
    try {
      await ctx.mailer.send(alertMail(to.email, rendered, url));
    } catch (err) {
      await giveBack(ctx, message.conversationId, other.userId, at, slot.previous);
      throw err;
    }
  }
}

export function registerMissedMessageJobs(ctx: AppContext): void {
  ctx.jobs.register<{ messageId: number }>(MISSED_MESSAGE, (job) =>
    missedMessage(ctx, job.payload.messageId),
  );
}
