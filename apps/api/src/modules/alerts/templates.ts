import { formatRupees, type UiLanguage } from '@roomsetu/shared';
import { escapeHtml } from '../../lib/html';
import { translator, type Translate } from '../../lib/i18n';
import type { Mail } from '../../lib/mailer';

/** A listing as alert mails show it: photo, rent, locality, and where it opens. */
export interface MailListing {
  title: string;
  rent: number;
  locality: string;
  photoUrl: string | null;
  url: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Every alert mail: the same frame, a footer that says why it came and how to stop it. */
function frame(
  t: Translate,
  subject: string,
  parts: { text: string[]; html: string[] },
  unsubscribeUrl: string,
  why: string,
): RenderedMail {
  const unsubscribeLine = t('emails.unsubscribeLine', { url: unsubscribeUrl });
  const text = [...parts.text, '', '--', why, unsubscribeLine].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:600px;margin:0 auto;padding:16px">
${parts.html.join('\n')}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t('emails.unsubscribe'))}</a></p>
</body></html>`;
  return { subject, text, html };
}

function listingText(t: Translate, l: MailListing): string {
  const line = t('emails.listingLine', {
    title: l.title,
    rent: formatRupees(l.rent),
    locality: l.locality,
  });
  return `${line}\n  ${l.url}`;
}

function listingHtml(t: Translate, l: MailListing): string {
  const photo = l.photoUrl
    ? `<img src="${escapeHtml(l.photoUrl)}" alt="" width="120" height="90" style="object-fit:cover;border-radius:6px;display:block">`
    : '';
  return `<table role="presentation" style="margin:12px 0"><tr>
<td style="vertical-align:top;padding-right:12px">${photo}</td>
<td style="vertical-align:top"><a href="${escapeHtml(l.url)}" style="font-weight:bold;color:#0f766e">${escapeHtml(l.title)}</a><br>
<strong>${formatRupees(l.rent)}</strong>${escapeHtml(t('emails.perMonth'))}<br><span style="color:#6b7280">${escapeHtml(l.locality)}</span></td>
</tr></table>`;
}

/** INSTANT (a few matches from the last minute) or DAILY (the 08:00 digest, up to ten). */
export function searchAlertMail(o: {
  lang: UiLanguage;
  firstName: string;
  kind: 'instant' | 'digest';
  searchNames: string[];
  listings: MailListing[];
  /** Matches not shown in the mail. */
  more: number;
  moreUrl: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const t = translator(o.lang);
  const count = o.listings.length + o.more;
  const one = count === 1;
  const several = o.searchNames.length > 1;
  const name = o.searchNames[0] ?? '';
  const subject =
    o.kind === 'instant'
      ? t(
          one
            ? several
              ? 'emails.searchRoomForMore'
              : 'emails.searchRoomFor'
            : several
              ? 'emails.searchRoomsForMore'
              : 'emails.searchRoomsFor',
          { name },
        )
      : t(one ? 'emails.digestSubjectOne' : 'emails.digestSubjectOther', { count });
  const introKey = `emails.searchIntro${one ? 'Room' : 'Rooms'}${several ? 'Searches' : 'Search'}`;
  const intro = t(introKey, {
    firstName: o.firstName,
    count,
    names: o.searchNames.map((n) => `"${n}"`).join(', '),
  });
  const moreText =
    o.more > 0 ? [t('emails.searchMoreLine', { count: o.more, url: o.moreUrl })] : [];
  const moreLink = t('emails.searchMoreLink', { count: o.more });
  return frame(
    t,
    subject,
    {
      text: [intro, '', ...o.listings.map((l) => listingText(t, l)), ...moreText],
      html: [
        `<p>${escapeHtml(intro)}</p>`,
        ...o.listings.map((l) => listingHtml(t, l)),
        ...(o.more > 0
          ? [`<p><a href="${escapeHtml(o.moreUrl)}">${escapeHtml(moreLink)}</a></p>`]
          : []),
      ],
    },
    o.unsubscribeUrl,
    t('emails.searchWhy'),
  );
}

/** "Rent for {title} dropped from ₹15,000 to ₹13,500": the notification's words. */
export const priceDropValues = (title: string, oldRent: number, newRent: number) => ({
  title,
  oldRent: formatRupees(oldRent),
  newRent: formatRupees(newRent),
});

export function priceDropMail(o: {
  lang: UiLanguage;
  firstName: string;
  title: string;
  oldRent: number;
  newRent: number;
  listing: MailListing;
  unsubscribeUrl: string;
}): RenderedMail {
  const t = translator(o.lang);
  const values = priceDropValues(o.title, o.oldRent, o.newRent);
  const sentence = t('emails.priceDropSentence', values);
  const greeting = t('emails.greeting', { firstName: o.firstName });
  return frame(
    t,
    t('emails.priceDropLine', values),
    {
      text: [greeting, '', sentence, '', listingText(t, o.listing)],
      html: [
        `<p>${escapeHtml(greeting)}</p>`,
        `<p>${escapeHtml(sentence)}</p>`,
        listingHtml(t, o.listing),
      ],
    },
    o.unsubscribeUrl,
    t('emails.priceDropWhy'),
  );
}

export const MESSAGE_EXCERPT_LENGTH = 140;

export function missedMessageMail(o: {
  lang: UiLanguage;
  firstName: string;
  senderFirstName: string;
  content: string;
  url: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const excerpt =
    o.content.length > MESSAGE_EXCERPT_LENGTH
      ? `${o.content.slice(0, MESSAGE_EXCERPT_LENGTH)}…`
      : o.content;
  const t = translator(o.lang);
  const greeting = t('emails.greeting', { firstName: o.firstName });
  const wrote = t('emails.missedWrote', { sender: o.senderFirstName });
  return frame(
    t,
    t('emails.missedSubject', { sender: o.senderFirstName }),
    {
      text: [greeting, '', wrote, `"${excerpt}"`, '', t('emails.missedReplyLine', { url: o.url })],
      html: [
        `<p>${escapeHtml(greeting)}</p>`,
        `<p>${escapeHtml(wrote)}</p>`,
        `<blockquote style="border-left:3px solid #0f766e;margin:0;padding:4px 12px;color:#374151">${escapeHtml(excerpt)}</blockquote>`,
        `<p><a href="${escapeHtml(o.url)}" style="color:#0f766e;font-weight:bold">${escapeHtml(t('emails.missedReply'))}</a></p>`,
      ],
    },
    o.unsubscribeUrl,
    t('emails.missedWhy'),
  );
}

/** The headers of RFC 2369 and RFC 8058: mail clients offer a one-click unsubscribe button. */
export function alertMail(to: string, rendered: RenderedMail, unsubscribeUrl: string): Mail {
  return {
    to,
    ...rendered,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
