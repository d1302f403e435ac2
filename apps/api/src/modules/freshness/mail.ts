import { FRESHNESS_PAUSE_AFTER_DAYS } from '@roomsetu/shared';
import type { Mail } from '../../lib/mailer';
import { escapeHtml } from '../../lib/html';

interface Link {
  label: string;
  url: string;
}

/**
 * A service mail about the owner's own listing (it decides whether the listing stays live), so it
 * carries no unsubscribe link; the answers are buttons leading to a page that posts them.
 */
function mail(to: string, subject: string, lines: string[], links: Link[]): Mail {
  const text = [...lines, '', ...links.map((l) => `${l.label}: ${l.url}`)].join('\n');
  const buttons = links
    .map(
      (l) =>
        `<a href="${escapeHtml(l.url)}" style="display:inline-block;margin:4px 8px 4px 0;padding:10px 16px;border-radius:6px;background:#0f766e;color:#fff;text-decoration:none;font-weight:bold">${escapeHtml(l.label)}</a>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:600px;margin:0 auto;padding:16px">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p>${buttons}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function askMail(o: {
  to: string;
  firstName: string;
  title: string;
  available: string;
  rented: string;
}): Mail {
  return mail(
    o.to,
    `Is ${o.title} still available?`,
    [
      `Hi ${o.firstName},`,
      `Is ${o.title} still available? Rooms go fast, and renters trust listings that are up to date.`,
      `One click tells us. Without an answer in ${FRESHNESS_PAUSE_AFTER_DAYS} days we pause the listing (you can re-activate it any time).`,
    ],
    [
      { label: 'Yes, still available', url: o.available },
      { label: 'Rented — pause it', url: o.rented },
    ],
  );
}

export function pausedMail(o: {
  to: string;
  firstName: string;
  title: string;
  reactivate: string;
}): Mail {
  return mail(
    o.to,
    `We paused ${o.title}`,
    [
      `Hi ${o.firstName},`,
      `We asked whether ${o.title} is still available and did not hear back, so it is paused: it no longer shows in search.`,
      'If the room is still free, one click brings it back.',
    ],
    [{ label: 'Re-activate my listing', url: o.reactivate }],
  );
}
