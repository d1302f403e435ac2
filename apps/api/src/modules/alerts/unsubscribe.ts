import type { NotificationCategory } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { verifyUnsubscribeToken, type UnsubscribeTarget } from '../../lib/unsubscribe-tokens';
import { upsertSettings } from '../notifications';
import { savedSearchName, setSavedSearchFrequency } from './repository';

const CATEGORY_NAMES: Record<NotificationCategory, string> = {
  searchAlerts: 'saved-search alert',
  priceDrops: 'price-drop',
  messages: 'missed-message',
  accountSafety: 'account and safety',
};

export function readToken(ctx: AppContext, token: unknown): UnsubscribeTarget | null {
  return typeof token === 'string' ? verifyUnsubscribeToken(token, ctx.env.JWT_SECRET) : null;
}

/** What the link switches, in words: 'price-drop e-mails', 'alerts for "Jaipur flats"'. */
export async function describe(ctx: AppContext, target: UnsubscribeTarget): Promise<string> {
  if ('category' in target) return `${CATEGORY_NAMES[target.category]} e-mails`;
  const name = await savedSearchName(ctx.database.db, target.userId, target.savedSearchId);
  return name ? `alerts for your saved search "${name}"` : 'alerts for a deleted saved search';
}

/** Switches the token's category or saved search off (subscribed = false) or back on. */
export async function applyUnsubscribe(
  ctx: AppContext,
  target: UnsubscribeTarget,
  subscribed: boolean,
): Promise<void> {
  const db = ctx.database.db;
  if ('category' in target) {
    await upsertSettings(db, target.userId, { [target.category]: subscribed }, ctx.now());
    return;
  }
  // Only the user the token was signed for: the search id alone changes nothing of anyone else.
  await setSavedSearchFrequency(
    db,
    target.userId,
    target.savedSearchId,
    subscribed ? target.frequency : 'OFF',
    ctx.now(),
  );
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · RoomSetu</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;max-width:480px;margin:48px auto;padding:0 16px">
<h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}</body></html>`;
}

export function form(action: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="from" value="page">
<button type="submit" style="background:#0f766e;color:#fff;border:0;border-radius:6px;padding:10px 16px;font-size:15px;cursor:pointer">${escapeHtml(label)}</button></form>`;
}

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
