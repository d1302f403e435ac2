import { and, eq, ne, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { conversationParticipants, messages, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { MESSAGE_EVENTS, type MessageUnread } from '../messages';
import { wantsEmail } from '../notifications';
import { conversationPath, recipient, unsubscribeUrl } from './shared';
import { alertMail, missedMessageMail } from './templates';

/** At most one such mail per conversation and recipient in this window. */
export const MISSED_MAIL_INTERVAL_MS = 60 * 60_000;

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
  ctx.jobs.register<MessageUnread>(
    MESSAGE_EVENTS.unread,
    (job) => missedMessage(ctx, job.payload.messageId),
    {
      description:
        'announced by messages with every message, run 15 minutes later (key: the message): mails each participant who has not read it, at most once per conversation per hour',
    },
  );
}
