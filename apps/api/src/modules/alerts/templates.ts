import { formatRupees } from '@roomsetu/shared';
import { escapeHtml } from '../../lib/html';
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
  subject: string,
  parts: { text: string[]; html: string[] },
  unsubscribeUrl: string,
  why: string,
): RenderedMail {
  const text = [...parts.text, '', '--', why, `Unsubscribe: ${unsubscribeUrl}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:600px;margin:0 auto;padding:16px">
${parts.html.join('\n')}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>
</body></html>`;
  return { subject, text, html };
}

function listingText(l: MailListing): string {
  return `- ${l.title}, ${formatRupees(l.rent)}/month, ${l.locality}\n  ${l.url}`;
}

function listingHtml(l: MailListing): string {
  const photo = l.photoUrl
    ? `<img src="${escapeHtml(l.photoUrl)}" alt="" width="120" height="90" style="object-fit:cover;border-radius:6px;display:block">`
    : '';
  return `<table role="presentation" style="margin:12px 0"><tr>
<td style="vertical-align:top;padding-right:12px">${photo}</td>
<td style="vertical-align:top"><a href="${escapeHtml(l.url)}" style="font-weight:bold;color:#0f766e">${escapeHtml(l.title)}</a><br>
<strong>${formatRupees(l.rent)}</strong>/month<br><span style="color:#6b7280">${escapeHtml(l.locality)}</span></td>
</tr></table>`;
}

/** INSTANT (a few matches from the last minute) or DAILY (the 08:00 digest, up to ten). */
export function searchAlertMail(o: {
  firstName: string;
  kind: 'instant' | 'digest';
  searchNames: string[];
  listings: MailListing[];
  /** Matches not shown in the mail. */
  more: number;
  moreUrl: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const count = o.listings.length + o.more;
  const rooms = count === 1 ? 'room' : 'rooms';
  const subject =
    o.kind === 'instant'
      ? `New ${rooms} for "${o.searchNames[0]}"${o.searchNames.length > 1 ? ' and more' : ''}`
      : `Your daily RoomSetu digest: ${count} new ${rooms}`;
  const intro = `Hi ${o.firstName}, ${count} new ${rooms} matched your saved search${
    o.searchNames.length > 1 ? 'es' : ''
  } ${o.searchNames.map((n) => `"${n}"`).join(', ')}.`;
  const moreText = o.more > 0 ? [`And ${o.more} more: ${o.moreUrl}`] : [];
  return frame(
    subject,
    {
      text: [intro, '', ...o.listings.map(listingText), ...moreText],
      html: [
        `<p>${escapeHtml(intro)}</p>`,
        ...o.listings.map(listingHtml),
        ...(o.more > 0
          ? [`<p><a href="${escapeHtml(o.moreUrl)}">See ${o.more} more matching rooms</a></p>`]
          : []),
      ],
    },
    o.unsubscribeUrl,
    'You get this because you saved a search on RoomSetu.',
  );
}

/** "Rent for {title} dropped from ₹15,000 to ₹13,500". */
export const priceDropLine = (title: string, oldRent: number, newRent: number) =>
  `Rent for ${title} dropped from ${formatRupees(oldRent)} to ${formatRupees(newRent)}`;

export function priceDropMail(o: {
  firstName: string;
  title: string;
  oldRent: number;
  newRent: number;
  listing: MailListing;
  unsubscribeUrl: string;
}): RenderedMail {
  const line = priceDropLine(o.title, o.oldRent, o.newRent);
  return frame(
    line,
    {
      text: [`Hi ${o.firstName},`, '', `${line}.`, '', listingText(o.listing)],
      html: [
        `<p>Hi ${escapeHtml(o.firstName)},</p>`,
        `<p>${escapeHtml(line)}.</p>`,
        listingHtml(o.listing),
      ],
    },
    o.unsubscribeUrl,
    'You get this because you saved this room to your favourites.',
  );
}

export const MESSAGE_EXCERPT_LENGTH = 140;

export function missedMessageMail(o: {
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
  const subject = `${o.senderFirstName} sent you a message on RoomSetu`;
  return frame(
    subject,
    {
      text: [
        `Hi ${o.firstName},`,
        '',
        `${o.senderFirstName} wrote:`,
        `"${excerpt}"`,
        '',
        `Reply: ${o.url}`,
      ],
      html: [
        `<p>Hi ${escapeHtml(o.firstName)},</p>`,
        `<p>${escapeHtml(o.senderFirstName)} wrote:</p>`,
        `<blockquote style="border-left:3px solid #0f766e;margin:0;padding:4px 12px;color:#374151">${escapeHtml(excerpt)}</blockquote>`,
        `<p><a href="${escapeHtml(o.url)}" style="color:#0f766e;font-weight:bold">Reply</a></p>`,
      ],
    },
    o.unsubscribeUrl,
    'You get this when a message waits unread for 15 minutes.',
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
