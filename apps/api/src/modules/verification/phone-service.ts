import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  type PhoneCodeSent,
} from '@roomsetu/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { phoneCodes, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, conflict, gone, notFound } from '../../lib/errors';
import { maskPhone } from '../../lib/sms';

export const PHONE_MESSAGES = {
  unavailable:
    'Phone verification is not available right now: RoomSetu cannot send text messages yet. Please try again later.',
  sendFailed: 'We could not send the text message just now. Please try again in a few minutes.',
  alreadyVerified: 'Your phone number is already verified.',
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
  const [user] = await ctx.database.db
    .select({ phone: users.phone, isPhoneVerified: users.isPhoneVerified })
    .from(users)
    .where(eq(users.id, userId));
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
  const now = ctx.now();
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000);
  const id = await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(phoneCodes)
      .set({ usedAt: now })
      .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.usedAt)));
    const [row] = await tx
      .insert(phoneCodes)
      .values({
        userId,
        phone: user.phone,
        codeHash: hashCode(ctx.env.JWT_SECRET, userId, user.phone, code),
        expiresAt,
        createdAt: now,
      })
      .returning({ id: phoneCodes.id });
    return row!.id;
  });
  try {
    await ctx.sms.send({
      to: user.phone,
      text: `${code} is your RoomSetu code to verify this phone number. It works for ${PHONE_CODE_TTL_MINUTES} minutes. Never share it with anyone.`,
    });
  } catch (err) {
    ctx.logger.warn({ err, userId }, 'SMS with a phone code not sent');
    // A code nobody received must not be guessable either.
    await ctx.database.db.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, id));
    throw unavailable(PHONE_MESSAGES.sendFailed);
  }
  return { sentTo: maskPhone(user.phone), expiresAt: expiresAt.toISOString() };
}

type Check = 'ok' | 'none' | 'expired' | 'tooManyTries' | 'wrong';

/**
 * Checks the newest open code. A wrong guess is counted (and committed, so the failure below does
 * not roll it back); after PHONE_CODE_MAX_ATTEMPTS wrong guesses the code is dead.
 */
export async function confirmPhone(ctx: AppContext, userId: number, code: string): Promise<void> {
  const user = await findUser(ctx, userId);
  if (user.isPhoneVerified) throw conflict(PHONE_MESSAGES.alreadyVerified);
  const now = ctx.now();
  const result = await ctx.database.db.transaction(async (tx): Promise<Check> => {
    const [row] = await tx
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.usedAt)))
      .orderBy(desc(phoneCodes.id))
      .limit(1)
      .for('update');
    if (!row || row.phone !== user.phone) return 'none';
    if (row.expiresAt <= now) return 'expired';
    if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS) return 'tooManyTries';
    if (!sameHash(row.codeHash, hashCode(ctx.env.JWT_SECRET, userId, user.phone, code))) {
      await tx
        .update(phoneCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(phoneCodes.id, row.id));
      return 'wrong';
    }
    await tx.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, row.id));
    await tx
      .update(users)
      .set({ isPhoneVerified: true, updatedAt: now })
      .where(eq(users.id, userId));
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
  }
}
