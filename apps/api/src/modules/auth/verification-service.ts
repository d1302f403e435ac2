import { MESSAGES } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { badRequest, gone, notFound } from '../../lib/errors';
import { dispatchMail } from '../../lib/mailer';
import { consumeCode, issueCode } from './codes';
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

/** Same answer whether or not the account exists or is already verified. */
export async function resendVerification(ctx: AppContext, input: { email: string }): Promise<void> {
  const { db } = ctx.database;
  const user = await repo.findUserByEmail(db, normaliseEmail(input.email));
  if (!user || user.isEmailVerified) return;
  const code = await db.transaction((tx) => issueCode(ctx, tx, user.id, 'VERIFY_EMAIL'));
  dispatchMail(ctx.mailer, ctx.logger, verificationMail(user.email, code));
}
