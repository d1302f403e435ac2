import type { NotificationCategory, SavedSearchFrequency } from '@roomsetu/shared';
import { readClaims, signClaims } from './signed-tokens';

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

const PURPOSE = 'unsubscribe';

export function signUnsubscribeToken(target: UnsubscribeTarget, secret: string): string {
  const claims: Claims =
    'category' in target
      ? { u: target.userId, c: target.category }
      : { u: target.userId, s: target.savedSearchId, f: target.frequency };
  return signClaims(PURPOSE, claims, secret);
}

/** The target of a genuine token; null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(token: string, secret: string): UnsubscribeTarget | null {
  const c = readClaims(PURPOSE, token, secret) as Claims | null;
  if (!c || typeof c !== 'object' || !Number.isInteger(c.u)) return null;
  if (c.c) return { userId: c.u, category: c.c };
  if (Number.isInteger(c.s) && (c.f === 'INSTANT' || c.f === 'DAILY')) {
    return { userId: c.u, savedSearchId: c.s!, frequency: c.f };
  }
  return null;
}
