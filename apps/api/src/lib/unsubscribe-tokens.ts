import { createHash } from 'node:crypto';
import {
  UNSUBSCRIBE_LINK_DAYS,
  UNSUBSCRIBE_UNDO_DAYS,
  type NotificationCategory,
  type SavedSearchFrequency,
} from '@roomsetu/shared';
import type { AppContext } from './context';
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
  /** When the link was made (the e-mail sent), in seconds. */
  i: number;
}

const PURPOSE = 'unsubscribe';
const UNDO_PURPOSE = 'unsubscribe-undo';
const DAY_S = 24 * 60 * 60;
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function signUnsubscribeToken(target: UnsubscribeTarget, secret: string, at: Date): string {
  const claims: Claims =
    'category' in target
      ? { u: target.userId, c: target.category, i: seconds(at) }
      : { u: target.userId, s: target.savedSearchId, f: target.frequency, i: seconds(at) };
  return signClaims(PURPOSE, claims, secret);
}

/** The link an e-mail carries to switch `target` off. */
export function unsubscribeUrl(ctx: AppContext, target: UnsubscribeTarget): string {
  const token = signUnsubscribeToken(target, ctx.env.JWT_SECRET, ctx.now());
  return `${ctx.env.PUBLIC_URL}/api/unsubscribe?token=${token}`;
}

export type TokenCheck = { target: UnsubscribeTarget } | { refused: 'invalid' | 'expired' };

/**
 * The target of a genuine token made less than UNSUBSCRIBE_LINK_DAYS ago; `invalid` for anything
 * forged, altered or malformed, `expired` for an older link.
 */
export function checkUnsubscribeToken(token: string, secret: string, at: Date): TokenCheck {
  const c = readClaims(PURPOSE, token, secret) as Claims | null;
  if (!c || typeof c !== 'object' || !Number.isInteger(c.u) || !Number.isInteger(c.i)) {
    return { refused: 'invalid' };
  }
  if (seconds(at) - c.i > UNSUBSCRIBE_LINK_DAYS * DAY_S) return { refused: 'expired' };
  if (c.c) return { target: { userId: c.u, category: c.c } };
  if (Number.isInteger(c.s) && (c.f === 'INSTANT' || c.f === 'DAILY')) {
    return { target: { userId: c.u, savedSearchId: c.s!, frequency: c.f } };
  }
  return { refused: 'invalid' };
}

const fingerprint = (token: string) =>
  createHash('sha256').update(token).digest('base64url').slice(0, 22);

/** What an unsubscribe hands back to undo it: bound to that link and to the moment it was used. */
export function signUndo(token: string, secret: string, at: Date): string {
  return signClaims(UNDO_PURPOSE, { h: fingerprint(token), a: seconds(at) }, secret);
}

/** Whether `undo` was handed back for this very link less than UNSUBSCRIBE_UNDO_DAYS ago. */
export function checkUndo(
  undo: string,
  token: string,
  secret: string,
  at: Date,
): 'ok' | 'invalid' | 'expired' {
  const c = readClaims(UNDO_PURPOSE, undo, secret) as { h?: unknown; a?: unknown } | null;
  if (!c || c.h !== fingerprint(token) || typeof c.a !== 'number') return 'invalid';
  return seconds(at) - c.a > UNSUBSCRIBE_UNDO_DAYS * DAY_S ? 'expired' : 'ok';
}
