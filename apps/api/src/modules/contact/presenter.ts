import { PRODUCT_NAME } from '@roomsetu/shared';
import type { Mail } from '../../lib/mailer';
import type { ContactMessageRow } from './repository';

const MAX_SUBJECT = 150;

/** One line, bounded: a subject is a header, and a header never carries a line break. */
function headerText(text: string): string {
  const line = text.replace(/[\r\n\t]+/g, ' ').trim();
  return line.length > MAX_SUBJECT ? `${line.slice(0, MAX_SUBJECT - 1)}…` : line;
}

const senderName = (m: ContactMessageRow) => [m.firstName, m.lastName].filter(Boolean).join(' ');

/** The copy the support inbox receives; a reply goes straight to the sender. */
export function supportMail(m: ContactMessageRow, to: string): Mail {
  const kind = m.type === 'report' ? 'report' : 'contact';
  const subject = m.subject || `Message from ${senderName(m)}`;
  return {
    to,
    replyTo: m.email,
    subject: headerText(`[${PRODUCT_NAME} ${kind}] ${subject}`),
    text: [
      `${kind === 'report' ? 'Issue report' : 'Contact message'} #${m.id}`,
      `From: ${senderName(m)} <${m.email}>`,
      `Account: ${m.userId ? `user #${m.userId}` : 'not signed in'}`,
      `Subject: ${m.subject ?? '-'}`,
      `Category: ${m.category}, priority: ${m.priority}`,
      '',
      m.message,
    ].join('\n'),
  };
}

export function presentReceipt(m: ContactMessageRow) {
  return { id: m.id, type: m.type, createdAt: m.createdAt.toISOString() };
}
