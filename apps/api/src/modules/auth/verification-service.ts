import { MESSAGES } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { badRequest, gone, notFound } from '../../lib/errors';
import { queueMail, queueNoMail } from '../../jobs/mail';
import { consumeCode, issueCode, issueNoCode } from './codes';
import { verificationMail } from './mails';
import * as repo from './repository';
import { normaliseEmail } from './session-service';

export async function verifyEmail(
  ctx: AppContext,
  input: { email: string; token: string },
): Promise<void> {
  const { db } = ctx.database;
  const user = await repo.findUserByEmail(db, normaliseEmail(input.email));
  if (!user) throw notFound(MESSAGES.verifyNotFound);
  const result = await db.transaction(async (tx) => {
    const check = await consumeCode(ctx, tx, user.id, 'VERIFY_EMAIL', input.token);
    if (check === 'ok') await repo.markEmailVerified(tx, user.id, ctx.now());
    return check;
  });
  if (result === 'expired') throw gone(MESSAGES.verifyExpired);
  if (result !== 'ok') throw badRequest(MESSAGES.verifyInvalid);
}

/**
 * Same answer, in about the same time, whether or not the account exists or is already verified:
 * without a code to send, the same writes are made and undone.
 */
export async function resendVerification(ctx: AppContext, input: { email: string }): Promise<void> {
  const { db } = ctx.database;
  const email = normaliseEmail(input.email);
  const user = await repo.findUserByEmail(db, email);
  await db.transaction(async (tx) => {
    if (!user || user.isEmailVerified) {
      const code = await issueNoCode(ctx, tx, 'VERIFY_EMAIL');
      return queueNoMail(tx, verificationMail(email, code, 'en'));
    }
    const code = await issueCode(ctx, tx, user.id, 'VERIFY_EMAIL');
    await queueMail(ctx, verificationMail(user.email, code, user.preferredLanguage), { db: tx });
  });
}
