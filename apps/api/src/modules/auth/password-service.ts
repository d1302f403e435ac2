import { MESSAGES } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { queueMail, queueNoMail } from '../../jobs/mail';
import { hashPassword } from '../../lib/passwords';
import { consumeCode, issueCode, issueNoCode } from './codes';
import { resetPasswordMail } from './mails';
import * as repo from './repository';
import { normaliseEmail } from './session-service';

/**
 * Forgot password, step 1: the answer never tells whether the e-mail has an account, neither by
 * its words nor by its time (an unknown address makes the same writes and undoes them).
 */
export async function sendResetCode(ctx: AppContext, input: { email: string }): Promise<void> {
  const { db } = ctx.database;
  const email = normaliseEmail(input.email);
  const user = await repo.findUserByEmail(db, email);
  await db.transaction(async (tx) => {
    if (!user) {
      const code = await issueNoCode(ctx, tx, 'RESET_PASSWORD');
      return queueNoMail(tx, resetPasswordMail(email, code, 'en'));
    }
    const code = await issueCode(ctx, tx, user.id, 'RESET_PASSWORD');
    await queueMail(ctx, resetPasswordMail(user.email, code, user.preferredLanguage), { db: tx });
  });
}

/**
 * Forgot password, step 2. Every failure (unknown e-mail, wrong, used, dead or expired code)
 * answers the same. Success ends every session of the account; since the code arrived by
 * e-mail, the address is proven too.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { email: string; token: string; password: string },
): Promise<void> {
  const { db } = ctx.database;
  // Hashed first, so right and wrong codes take the same time.
  const passwordHash = await hashPassword(input.password);
  const user = await repo.findUserByEmail(db, normaliseEmail(input.email));
  if (!user) throw badRequest(MESSAGES.resetCodeInvalid);
  const ok = await db.transaction(async (tx) => {
    const now = ctx.now();
    const check = await consumeCode(ctx, tx, user.id, 'RESET_PASSWORD', input.token);
    if (check !== 'ok') return false;
    await repo.updatePasswordHash(tx, user.id, passwordHash, now);
    await repo.markEmailVerified(tx, user.id, now);
    await repo.revokeAllOfUser(tx, user.id, now);
    return true;
  });
  if (!ok) throw badRequest(MESSAGES.resetCodeInvalid);
}
