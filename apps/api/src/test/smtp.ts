import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  /** The text/plain body, decoded. */
  text: string;
  raw: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  waitForMail(
    predicate: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  /** Senders whose MAIL FROM is being held (by `holdSenders`) right now. */
  holding(): number;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /**
   * Awaited before a MAIL FROM is answered: a sender held there has delivered nothing yet, and
   * loses nothing if it dies.
   */
  holdSenders?: () => Promise<void>;
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at === -1 ? part : part.slice(0, at);
  const body = at === -1 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = ''): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  // Whitespace between two adjacent encoded words is not part of the text (RFC 2047 §6.2).
  return value
    .replace(/(=\?utf-8\?[BQ]\?[^?]*\?=)\s+(?==\?utf-8\?)/gi, '$1')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** Enough MIME for the mails the API sends: a single text part or multipart/alternative. */
export function parseMail(raw: string, envelopeTo: string[], envelopeFrom: string): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  let text = decodeBody(body, headers['content-transfer-encoding']);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).map((p) => splitHeaders(p.replace(/^\r?\n/, '')));
    const plain = parts.find((p) => (p.headers['content-type'] ?? '').startsWith('text/plain'));
    text = plain ? decodeBody(plain.body, plain.headers['content-transfer-encoding']) : '';
  }
  return {
    to: envelopeTo,
    from: envelopeFrom,
    subject: decodeWords(headers.subject ?? ''),
    text: text.trim(),
    raw,
  };
}

/** A real SMTP server on loopback that keeps every mail it receives. */
export async function startTestSmtp(port = 0, options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let holding = 0;
  const { holdSenders } = options;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...(holdSenders && {
      onMailFrom(_address, _session, callback) {
        holding++;
        void holdSenders().then(() => {
          holding--;
          callback();
        });
      },
    }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to, from));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    waitForMail(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(predicate);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => void check();
        waiters.add(wake);
        check();
      });
    },
    holding: () => holding,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a mail's text. */
export function codeFrom(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in mail: ${mail.text}`);
  return code;
}
