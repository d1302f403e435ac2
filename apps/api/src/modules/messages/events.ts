import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';

/**
 * What messages announce, as jobs queued with the message itself (see properties/events.ts): a
 * message that may still be unread a while later. The alerts module subscribes.
 */
export const MESSAGE_EVENTS = {
  /** Runs MISSED_AFTER_MS after the message; its subscriber mails whoever has not read it. */
  unread: 'messages.missed',
} as const;

export interface MessageUnread {
  messageId: number;
}

/** A message still unread this long after it was sent is mailed. */
export const MISSED_AFTER_MS = 15 * 60_000;

/** Queued with the message itself; a resend of the same message (same id) queues nothing more. */
export async function messageSent(
  ctx: AppContext,
  message: { id: number; createdAt: Date },
  db: Db,
): Promise<void> {
  await ctx.jobs.send(MESSAGE_EVENTS.unread, { messageId: message.id } satisfies MessageUnread, {
    db,
    runAt: new Date(message.createdAt.getTime() + MISSED_AFTER_MS),
    singletonKey: String(message.id),
  });
}
