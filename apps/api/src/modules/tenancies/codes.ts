import {
  API_ERRORS,
  SIGN_CODE_LENGTH,
  SIGN_CODE_MAX_ATTEMPTS,
  SIGN_CODE_TTL_MINUTES,
  type SignCodeSent,
} from '@roomsetu/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenancyCodes, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { codeHash, randomDigits, sameCodeHash } from '../../lib/one-time-code';
import { AppError, badRequest, gone } from '../../lib/errors';
import { translator, type TextValues } from '../../lib/i18n';
import { maskPhone } from '../../lib/sms';

/**
 * The six-digit codes a party confirms a tenancy document with: sent to their verified phone,
 * or by e-mail when they have none; bound to the person and to the exact thing signed
 * (`purpose`); 15 minutes, five tries, only the newest works. Stored as an HMAC keyed with the
 * server secret.
 */

function hashCode(secret: string, userId: number, purpose: string, code: string): string {
  return codeHash(secret, `tenancy:${userId}:${purpose}`, code);
}

/** '9f***@example.com': enough for its owner to recognise, too little for anyone else. */
function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}

/**
 * Sends a new code for `purpose`; an earlier open one for it stops working. `words` are the SMS
 * text and the mail's subject and line (catalog keys, filled with `values` and the code).
 */
export async function sendCode(
  ctx: AppContext,
  userId: number,
  purpose: string,
  words: { sms: string; subject: string; line: string; values: TextValues },
): Promise<SignCodeSent> {
  const { db } = ctx.database;
  const [person] = await db
    .select({
      phone: users.phone,
      isPhoneVerified: users.isPhoneVerified,
      email: users.email,
      language: users.preferredLanguage,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw badRequest(API_ERRORS.tenancyCodeNone);
  const now = ctx.now();
  const code = randomDigits(SIGN_CODE_LENGTH);
  const expiresAt = new Date(now.getTime() + SIGN_CODE_TTL_MINUTES * 60_000);
  const id = await db.transaction(async (tx) => {
    await tx
      .update(tenancyCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(tenancyCodes.userId, userId),
          eq(tenancyCodes.purpose, purpose),
          isNull(tenancyCodes.usedAt),
        ),
      );
    const [row] = await tx
      .insert(tenancyCodes)
      .values({
        userId,
        purpose,
        codeHash: hashCode(ctx.env.JWT_SECRET, userId, purpose, code),
        expiresAt,
        createdAt: now,
      })
      .returning({ id: tenancyCodes.id });
    return row!.id;
  });
  const say = translator(person.language);
  const values = { ...words.values, code, minutes: SIGN_CODE_TTL_MINUTES };
  const bySms = person.isPhoneVerified && ctx.sms.available;
  try {
    if (bySms) await ctx.sms.send({ to: person.phone, text: say(words.sms, values) });
    else {
      await ctx.mailer.send({
        to: person.email,
        subject: say(words.subject, values),
        text: say(words.line, values),
      });
    }
  } catch (err) {
    ctx.logger.warn({ err, userId }, 'signing code not sent');
    await db.update(tenancyCodes).set({ usedAt: now }).where(eq(tenancyCodes.id, id));
    throw new AppError(503, API_ERRORS.tenancyCodeNotSent);
  }
  return {
    channel: bySms ? 'SMS' : 'EMAIL',
    sentTo: bySms ? maskPhone(person.phone) : maskEmail(person.email),
    expiresAt: expiresAt.toISOString(),
  };
}

export type CodeCheck = 'ok' | 'none' | 'stale' | 'expired' | 'tooManyTries' | 'wrong';

/**
 * Checks the caller's newest open code against `purpose` inside `tx`, and spends it when right.
 * A wrong guess is counted in `tx`: the caller commits it and refuses after (codeRefusal).
 * `stale` names the purposes of earlier revisions: a code for one of those was for something
 * that has changed since.
 */
export async function checkCode(
  ctx: AppContext,
  tx: Db,
  userId: number,
  purpose: string,
  code: string,
  stale: (other: string) => boolean,
): Promise<CodeCheck> {
  const now = ctx.now();
  const [row] = await tx
    .select()
    .from(tenancyCodes)
    .where(and(eq(tenancyCodes.userId, userId), isNull(tenancyCodes.usedAt)))
    .orderBy(desc(tenancyCodes.id))
    .limit(1)
    .for('update');
  if (!row) return 'none';
  if (row.purpose !== purpose) return stale(row.purpose) ? 'stale' : 'none';
  if (row.expiresAt <= now) return 'expired';
  if (row.attempts >= SIGN_CODE_MAX_ATTEMPTS) return 'tooManyTries';
  if (!sameCodeHash(row.codeHash, hashCode(ctx.env.JWT_SECRET, userId, purpose, code))) {
    await tx
      .update(tenancyCodes)
      .set({ attempts: sql`${tenancyCodes.attempts} + 1` })
      .where(eq(tenancyCodes.id, row.id));
    return 'wrong';
  }
  await tx.update(tenancyCodes).set({ usedAt: now }).where(eq(tenancyCodes.id, row.id));
  return 'ok';
}

/** The answer to a code that did not sign; `stale` says what changed since it was sent. */
export function codeRefusal(
  check: Exclude<CodeCheck, 'ok'>,
  stale: string = API_ERRORS.tenancyCodeStale,
): AppError {
  const field = (message: string) => badRequest(message, { code: message });
  switch (check) {
    case 'none':
      return field(API_ERRORS.tenancyCodeNone);
    case 'stale':
      return field(stale);
    case 'expired':
      return gone(API_ERRORS.tenancyCodeExpired);
    case 'tooManyTries':
      return field(API_ERRORS.tenancyCodeTooManyTries);
    case 'wrong':
      return field(API_ERRORS.tenancyCodeWrong);
  }
}
