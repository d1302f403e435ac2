import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The one-time codes RoomSetu sends (e-mail verification, phone verification, signing a tenancy
 * document): random digits, stored only as an HMAC keyed with the server secret and bound to what
 * the code is for (`context`: the account, the purpose, the number), so a leaked table cannot be
 * brute-forced offline and a code never works for another account or purpose.
 */

/** `length` random digits, leading zeros kept. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** The stored form of `code` for `context`. */
export function codeHash(secret: string, context: string, code: string): string {
  return createHmac('sha256', secret).update(`${context}:${code}`).digest('hex');
}

/** Whether two stored forms are equal, in constant time. */
export function sameCodeHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
