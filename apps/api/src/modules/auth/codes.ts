import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { codeHash, randomDigits, sameCodeHash } from '../../lib/one-time-code';
import * as repo from './repository';
import type { CodePurpose } from './repository';

/**
 * Codes are stored as an HMAC keyed with the server secret and bound to the account and purpose:
 * a leaked table cannot be brute-forced offline, and a code never works for another account or
 * purpose. Online guessing is bounded by the attempt limit and the rate limits.
 */
function hashCode(secret: string, userId: number, purpose: CodePurpose, code: string): string {
  return codeHash(secret, `${purpose}:${userId}`, code);
}

export function generateCode(): string {
  return randomDigits(VERIFICATION_CODE_LENGTH);
}

/** A new code for the account; every earlier open code of the same purpose stops working. */
export async function issueCode(
  ctx: AppContext,
  db: Db,
  userId: number,
  purpose: CodePurpose,
): Promise<string> {
  const now = ctx.now();
  const code = generateCode();
  await repo.closeOpenCodes(db, userId, purpose, now);
  await repo.insertCode(db, {
    userId,
    purpose,
    codeHash: hashCode(ctx.env.JWT_SECRET, userId, purpose, code),
    expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
    now,
  });
  return code;
}

/**
 * issueCode's work where there is no account to send to: a code is drawn and hashed and the same
 * statements run, leaving nothing behind, so the answer takes as long. Answers the unused code,
 * for the caller to render the mail it does not send (queueNoMail).
 */
export async function issueNoCode(ctx: AppContext, db: Db, purpose: CodePurpose): Promise<string> {
  const code = generateCode();
  hashCode(ctx.env.JWT_SECRET, 0, purpose, code);
  await repo.closeOpenCodes(db, 0, purpose, ctx.now());
  return code;
}

export type CodeCheck = 'ok' | 'invalid' | 'expired';

/**
 * Checks the newest code of that purpose and uses it when right. A wrong guess counts; after
 * VERIFICATION_CODE_MAX_ATTEMPTS wrong guesses the code is dead, even for the right digits.
 * Never throws, so the counted attempt is committed along with the caller's transaction.
 */
export async function consumeCode(
  ctx: AppContext,
  db: Db,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  const now = ctx.now();
  const row = await repo.latestCode(db, userId, purpose);
  if (!row || row.usedAt || row.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) return 'invalid';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!sameCodeHash(row.codeHash, hashCode(ctx.env.JWT_SECRET, userId, purpose, code.trim()))) {
    await repo.countWrongAttempt(db, row.id);
    return 'invalid';
  }
  const used = await repo.useCode(db, row.id, VERIFICATION_CODE_MAX_ATTEMPTS, now);
  return used ? 'ok' : 'invalid';
}
