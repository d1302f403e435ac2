import { MESSAGES, type ContactInput } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { queueMail } from '../../jobs/mail';
import type { AuthUser } from '../../lib/tokens';
import { presentReceipt, supportMail } from './presenter';
import { existingUserId, insertContactMessage } from './repository';

/**
 * Stored with its mail to the support inbox queued in the same transaction: the row is the record
 * the admin console works from, and a mail server that is down or slow delays no one (the mail
 * is retried by the worker).
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactInput,
  user: AuthUser | null,
) {
  const { db } = ctx.database;
  const isReport = input.type === 'report';
  const userId = user ? await existingUserId(db, user.id) : null;
  const row = await db.transaction(async (tx) => {
    const stored = await insertContactMessage(tx, {
      firstName: input.firstName,
      lastName: input.lastName ?? null,
      email: input.email,
      subject: input.subject ?? null,
      message: input.message,
      type: input.type,
      category: isReport ? 'REPORT' : 'SUPPORT',
      priority: isReport ? 'HIGH' : 'NORMAL',
      userId,
      createdAt: ctx.now(),
    });
    await queueMail(ctx, supportMail(stored, ctx.env.SUPPORT_EMAIL), { db: tx });
    return stored;
  });
  return {
    data: presentReceipt(row),
    message: isReport ? MESSAGES.reportSent : MESSAGES.contactSent,
  };
}
