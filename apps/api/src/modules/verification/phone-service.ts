import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  type PhoneCodeSent,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, conflict, gone, notFound } from '../../lib/errors';
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
  unavailable:
    'Phone verification is not available right now: RoomSetu cannot send text messages yet. Please try again later.',
  sendFailed: 'We could not send the text message just now. Please try again in a few minutes.',
  alreadyVerified: 'Your phone number is already verified.',
  claimed:
    'Another account has already verified this phone number. If it is yours, write to us from the Contact page.',
  noCode: 'There is no code waiting for this number. Ask for a new code.',
  expired: 'This code has expired. Ask for a new code.',
  tooManyTries: 'Too many wrong codes. Ask for a new code.',
  wrongCode: 'That code is not right. Check the text message and try again.',
} as const;

/** An HMAC bound to the account and the number, keyed with the server secret: a leaked table cannot be reversed offline. */
function hashCode(secret: string, userId: number, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`phone:${userId}:${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const unavailable = (message: string) => new AppError(503, message);

async function findUser(ctx: AppContext, userId: number) {
  const user = await phoneStateOf(ctx.database.db, userId);
  if (!user) throw notFound('User not found');
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
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
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
      text: `${code} is your RoomSetu code to verify this phone number. It works for ${PHONE_CODE_TTL_MINUTES} minutes. Never share it with anyone.`,
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
    if (!sameHash(row.codeHash, hashCode(ctx.env.JWT_SECRET, userId, user.phone, code))) {
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
