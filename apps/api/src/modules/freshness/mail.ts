import { FRESHNESS_PAUSE_AFTER_DAYS, type UiLanguage } from '@roomsetu/shared';
import type { Mail } from '../../lib/mailer';
import { escapeHtml } from '../../lib/html';
import { translator } from '../../lib/i18n';

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

/** In the owner's language. */
export function askMail(o: {
  lang: UiLanguage;
  to: string;
  firstName: string;
  title: string;
  available: string;
  rented: string;
}): Mail {
  const t = translator(o.lang);
  return mail(
    o.to,
    t('emails.freshnessAskSubject', { title: o.title }),
    [
      t('emails.greeting', { firstName: o.firstName }),
      t('emails.freshnessAskLine', { title: o.title }),
      t('emails.freshnessAskPause', { days: FRESHNESS_PAUSE_AFTER_DAYS }),
    ],
    [
      { label: t('emails.freshnessAvailable'), url: o.available },
      { label: t('emails.freshnessRented'), url: o.rented },
    ],
  );
}

export function pausedMail(o: {
  lang: UiLanguage;
  to: string;
  firstName: string;
  title: string;
  reactivate: string;
}): Mail {
  const t = translator(o.lang);
  return mail(
    o.to,
    t('emails.freshnessPausedSubject', { title: o.title }),
    [
      t('emails.greeting', { firstName: o.firstName }),
      t('emails.freshnessPausedLine', { title: o.title }),
      t('emails.freshnessPausedBack'),
    ],
    [{ label: t('emails.freshnessReactivate'), url: o.reactivate }],
  );
}
