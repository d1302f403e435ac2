import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Claims signed with a key of their own per purpose, derived from JWT_SECRET, so a token made for
 * one purpose (an unsubscribe link, a freshness answer) is never accepted for another, nor as an
 * access token. `body.mac`, both base64url.
 */
const keyFor = (purpose: string, secret: string) =>
  createHmac('sha256', secret).update(`roomsetu:${purpose}:v1`).digest();

const mac = (purpose: string, body: string, secret: string) =>
  createHmac('sha256', keyFor(purpose, secret)).update(body).digest('base64url');

export function signClaims(purpose: string, claims: object, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(purpose, body, secret)}`;
}

/** The claims of a genuine token for `purpose`; null for anything forged, altered or malformed. */
export function readClaims(purpose: string, token: string, secret: string): unknown {
  const [body, given, extra] = token.split('.');
  if (!body || !given || extra !== undefined) return null;
  const expected = Buffer.from(mac(purpose, body, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
