import { PRODUCT_NAME, WEB_ROUTES, type NotificationCategory } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { escapeHtml } from '../../lib/html';
import {
  checkUnsubscribeToken,
  type TokenCheck,
  type UnsubscribeTarget,
} from '../../lib/unsubscribe-tokens';
import { upsertSettings } from '../notifications';
import { savedSearchName, setSavedSearchFrequency } from '../saved-searches';

const CATEGORY_NAMES: Record<NotificationCategory, string> = {
  searchAlerts: 'saved-search alert',
  priceDrops: 'price-drop',
  messages: 'missed-message',
  accountSafety: 'account and safety',
};

export function readToken(ctx: AppContext, token: unknown): TokenCheck {
  return typeof token === 'string'
    ? checkUnsubscribeToken(token, ctx.env.JWT_SECRET, ctx.now())
    : { refused: 'invalid' };
}

/** What the link switches, in words: 'price-drop e-mails', 'alerts for "Jaipur flats"'. */
export async function describe(ctx: AppContext, target: UnsubscribeTarget): Promise<string> {
  if ('category' in target) return `${CATEGORY_NAMES[target.category]} e-mails`;
  const name = await savedSearchName(ctx, target.userId, target.savedSearchId);
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
    ctx,
    target.userId,
    target.savedSearchId,
    subscribed ? target.frequency : 'OFF',
  );
}

/** Where the page's links go: the site, and the alert settings a person may rather change. */
const ALERT_SETTINGS = `${WEB_ROUTES.profile}?tab=settings`;
const LINK = 'color:#1d4ed8;display:inline-flex;align-items:center;min-height:44px';

/**
 * A page of its own (no app code loads): the brand, a main landmark, links back to the site and
 * to the alert settings, and 44 px buttons for a finger.
 */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title></head>
<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:480px;margin:0 auto;padding:0 16px">
<header style="padding:16px 0;border-bottom:1px solid #e2e8f0"><a href="/" style="${LINK};font-size:20px;font-weight:800;color:#0f172a;text-decoration:none">${PRODUCT_NAME}</a></header>
<main style="padding:24px 0"><h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(title)}</h1>${body}</main>
<footer style="padding:16px 0;border-top:1px solid #e2e8f0"><nav aria-label="More" style="display:flex;flex-wrap:wrap;gap:0 24px">
<a href="/" style="${LINK}">Back to ${PRODUCT_NAME}</a><a href="${escapeHtml(ALERT_SETTINGS)}" style="${LINK}">Alert settings</a></nav></footer>
</body></html>`;
}

export function form(action: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="from" value="page">
<button type="submit" style="background:#0f766e;color:#fff;border:0;border-radius:6px;min-height:44px;min-width:44px;padding:10px 16px;font-size:16px;cursor:pointer">${escapeHtml(label)}</button></form>`;
}

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
