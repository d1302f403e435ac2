import nodemailer from 'nodemailer';
import type { Logger } from './logger';
import type { Metrics } from './metrics';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (the sender of a contact message), when not MAIL_FROM. */
  replyTo?: string;
  /** Extra headers (List-Unsubscribe on alert mails). */
  headers?: Record<string, string>;
  /** A calendar invite, sent as text/calendar beside the text and as an .ics attachment. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface Mailer {
  /** 'smtp' delivers through SMTP_URL; 'log' only writes mails to the log. */
  readonly transport: 'smtp' | 'log';
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  logger: Logger;
}

export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      transport: 'log',
      // Without SMTP a local user could never finish sign-up, so the mail (code included) goes to
      // the log as one line. This is the single exception to "no codes in logs", and it only
      // happens in development and tests: production refuses to start without SMTP_URL (env.ts).
      send: async (mail) => {
        logger.info(
          { mail: { to: mail.to, subject: mail.subject } },
          `mail to ${mail.to}: ${mail.subject} | ${mail.text.replace(/\s*\n\s*/g, ' ')}`,
        );
      },
      close: () => {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    send: async (mail) => {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}

/** The same mailer, each send counted as sent or failed (by transport). */
export function countedMailer(
  mailer: Mailer,
  metrics: Pick<Metrics, 'mailsSent' | 'mailFailures'>,
): Mailer {
  const labels = { transport: mailer.transport };
  return {
    transport: mailer.transport,
    send: async (mail) => {
      try {
        await mailer.send(mail);
      } catch (err) {
        metrics.mailFailures.inc(labels);
        throw err;
      }
      metrics.mailsSent.inc(labels);
    },
    close: () => mailer.close(),
  };
}
