import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  type PhoneCodeSent,
  API_ERRORS,
  MESSAGES,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { t } from '../../lib/i18n';
import { AppError, badRequest, conflict, gone, notFound } from '../../lib/errors';
import { codeHash, randomDigits, sameCodeHash } from '../../lib/one-time-code';
import { maskPhone } from '../../lib/sms';
import {
  countWrongGuess,
  lockNewestPhoneCode,
  markPhoneVerified,
  phoneClaimedByOther,
  phoneStateOf,
  replacePhoneCode,
  spendPhoneCode,
} from './repository';

export const PHONE_MESSAGES = {
  unavailable: API_ERRORS.verificationPhoneUnavailable,
  sendFailed: API_ERRORS.verificationPhoneSendFailed,
  alreadyVerified: API_ERRORS.verificationPhoneAlreadyVerified,
  claimed: API_ERRORS.verificationPhoneClaimed,
  noCode: API_ERRORS.verificationPhoneNoCode,
  expired: API_ERRORS.verificationPhoneExpired,
  tooManyTries: API_ERRORS.verificationPhoneTooManyTries,
  wrongCode: API_ERRORS.verificationPhoneWrongCode,
} as const;

/** An HMAC bound to the account and the number, keyed with the server secret: a leaked table cannot be reversed offline. */
function hashCode(secret: string, userId: number, phone: string, code: string): string {
  return codeHash(secret, `phone:${userId}:${phone}`, code);
}

const unavailable = (message: string) => new AppError(503, message);

async function findUser(ctx: AppContext, userId: number) {
  const user = await phoneStateOf(ctx.database.db, userId);
  if (!user) throw notFound(MESSAGES.userNotFound);
  return user;
}

/** Sends a new code to the account's number; every earlier open code stops working. */
export async function startPhoneVerification(
  ctx: AppContext,
  userId: number,
): Promise<PhoneCodeSent> {
  if (!ctx.sms.available) throw unavailable(PHONE_MESSAGES.unavailable);
  const user = await findUser(ctx, userId);
  if (user.isPhoneVerified) throw conflict(PHONE_MESSAGES.alreadyVerified);
  // No text to a number someone else has proved is theirs.
  if (await phoneClaimedByOther(ctx.database.db, userId, user.phone)) {
    throw conflict(PHONE_MESSAGES.claimed);
  }
  const now = ctx.now();
  const code = randomDigits(PHONE_CODE_LENGTH);
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000);
  const id = await ctx.database.db.transaction((tx) =>
    replacePhoneCode(
      tx,
      {
        userId,
        phone: user.phone,
        codeHash: hashCode(ctx.env.JWT_SECRET, userId, user.phone, code),
        expiresAt,
      },
      now,
    ),
  );
  try {
    await ctx.sms.send({
      to: user.phone,
      text: t(user.language, 'emails.phoneCodeSms', { code, minutes: PHONE_CODE_TTL_MINUTES }),
    });
  } catch (err) {
    ctx.logger.warn({ err, userId }, 'SMS with a phone code not sent');
    // A code nobody received must not be guessable either.
    await spendPhoneCode(ctx.database.db, id, now);
    throw unavailable(PHONE_MESSAGES.sendFailed);
  }
  return { sentTo: maskPhone(user.phone), expiresAt: expiresAt.toISOString() };
}

type Check = 'ok' | 'none' | 'expired' | 'tooManyTries' | 'wrong' | 'claimed';

/**
 * Checks the newest open code. A wrong guess is counted (and committed, so the failure below does
 * not roll it back); after PHONE_CODE_MAX_ATTEMPTS wrong guesses the code is dead.
 */
export async function confirmPhone(ctx: AppContext, userId: number, code: string): Promise<void> {
  const user = await findUser(ctx, userId);
  if (user.isPhoneVerified) throw conflict(PHONE_MESSAGES.alreadyVerified);
  const now = ctx.now();
  const result = await ctx.database.db.transaction(async (tx): Promise<Check> => {
    if (await phoneClaimedByOther(tx, userId, user.phone)) return 'claimed';
    const row = await lockNewestPhoneCode(tx, userId);
    if (!row || row.phone !== user.phone) return 'none';
    if (row.expiresAt <= now) return 'expired';
    if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS) return 'tooManyTries';
    if (!sameCodeHash(row.codeHash, hashCode(ctx.env.JWT_SECRET, userId, user.phone, code))) {
      await countWrongGuess(tx, row);
      return 'wrong';
    }
    await spendPhoneCode(tx, row.id, now);
    await markPhoneVerified(tx, userId, now);
    return 'ok';
  });
  switch (result) {
    case 'ok':
      return;
    case 'none':
      throw badRequest(PHONE_MESSAGES.noCode, { code: PHONE_MESSAGES.noCode });
    case 'expired':
      throw gone(PHONE_MESSAGES.expired);
    case 'tooManyTries':
      throw badRequest(PHONE_MESSAGES.tooManyTries, { code: PHONE_MESSAGES.tooManyTries });
    case 'wrong':
      throw badRequest(PHONE_MESSAGES.wrongCode, { code: PHONE_MESSAGES.wrongCode });
    case 'claimed':
      throw conflict(PHONE_MESSAGES.claimed);
  }
}
