import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationCategory, SavedSearchFrequency } from '@roomsetu/shared';

/** What one unsubscribe link switches off: an e-mail category, or one saved search's alerts. */
export type UnsubscribeTarget =
  | { userId: number; category: NotificationCategory }
  | { userId: number; savedSearchId: number; frequency: Exclude<SavedSearchFrequency, 'OFF'> };

interface Claims {
  u: number;
  c?: NotificationCategory;
  s?: number;
  f?: Exclude<SavedSearchFrequency, 'OFF'>;
}

/** A key of its own, derived from JWT_SECRET: an unsubscribe token is never an access token. */
const keyFor = (secret: string) =>
  createHmac('sha256', secret).update('roomsetu:unsubscribe:v1').digest();

const sign = (body: string, secret: string) =>
  createHmac('sha256', keyFor(secret)).update(body).digest('base64url');

export function signUnsubscribeToken(target: UnsubscribeTarget, secret: string): string {
  const claims: Claims =
    'category' in target
      ? { u: target.userId, c: target.category }
      : { u: target.userId, s: target.savedSearchId, f: target.frequency };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The target of a genuine token; null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(token: string, secret: string): UnsubscribeTarget | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims;
    if (!Number.isInteger(c.u)) return null;
    if (c.c) return { userId: c.u, category: c.c };
    if (Number.isInteger(c.s) && (c.f === 'INSTANT' || c.f === 'DAILY')) {
      return { userId: c.u, savedSearchId: c.s!, frequency: c.f };
    }
    return null;
  } catch {
    return null;
  }
}
