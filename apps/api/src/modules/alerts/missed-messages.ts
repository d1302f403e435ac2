import type { AppContext } from '../../lib/context';
import { MESSAGE_EVENTS, type MessageUnread } from '../messages';
import { recipient, wantsEmail } from '../notifications';
import { giveMailSlotBack, messageForMail, otherParticipants, takeMailSlot } from './repository';
import { conversationPath } from '../../lib/links';
import { unsubscribeUrl } from './shared';
import { alertMail, missedMessageMail } from './templates';

/** At most one such mail per conversation and recipient in this window. */
export const MISSED_MAIL_INTERVAL_MS = 60 * 60_000;

async function missedMessage(ctx: AppContext, messageId: number): Promise<void> {
  const db = ctx.database.db;
  const message = await messageForMail(db, messageId);
  if (!message) return;
  const others = await otherParticipants(db, message.conversationId, message.senderId);
  for (const other of others) {
    if (other.lastReadAt && other.lastReadAt >= message.createdAt) continue;
    if (!(await wantsEmail(db, other.userId, 'messages'))) continue;
    const to = await recipient(ctx, other.userId);
    if (!to) continue;
    const at = ctx.now();
    // At most one such mail per conversation and recipient in MISSED_MAIL_INTERVAL_MS.
    const cutoff = new Date(at.getTime() - MISSED_MAIL_INTERVAL_MS);
    const slot = await takeMailSlot(db, message.conversationId, other.userId, at, cutoff);
    if (!slot.taken) continue;
    const url = unsubscribeUrl(ctx, { userId: other.userId, category: 'messages' });
    const rendered = missedMessageMail({
      lang: to.language,
      firstName: to.firstName,
      senderFirstName: message.senderFirstName,
      content: message.content,
      url: `${ctx.env.PUBLIC_URL}${conversationPath(message.conversationId)}`,
      unsubscribeUrl: url,
    });
    try {
      await ctx.mailer.send(alertMail(to.email, rendered, url));
    } catch (err) {
      await giveMailSlotBack(db, message.conversationId, other.userId, at, slot.previous);
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
      idempotent:
        'the hourly mail slot per (conversation, recipient) is taken before sending, so a second run skips whom it mailed; a crash after the slot is taken and before SMTP accepts loses that one mail',
    },
  );
}
