import { MESSAGES, type ContactInput } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { dispatchMail } from '../../lib/mailer';
import type { AuthUser } from '../../lib/tokens';
import { presentReceipt, supportMail } from './presenter';
import { existingUserId, insertContactMessage } from './repository';

/**
 * Stored first, then mailed without waiting: the row is the record the admin console works
 * from, so a mail server that is down or slow loses nothing and delays no one.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactInput,
  user: AuthUser | null,
) {
  const { db } = ctx.database;
  const isReport = input.type === 'report';
  const row = await insertContactMessage(db, {
    firstName: input.firstName,
    lastName: input.lastName ?? null,
    email: input.email,
    subject: input.subject ?? null,
    message: input.message,
    type: input.type,
    category: isReport ? 'REPORT' : 'SUPPORT',
    priority: isReport ? 'HIGH' : 'NORMAL',
    userId: user ? await existingUserId(db, user.id) : null,
    createdAt: ctx.now(),
  });
  dispatchMail(ctx.mailer, ctx.logger, supportMail(row, ctx.env.SUPPORT_EMAIL));
  return {
    data: presentReceipt(row),
    message: isReport ? MESSAGES.reportSent : MESSAGES.contactSent,
  };
}
