import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  to: string;
  text: string;
}

export interface SmsServer {
  url: string;
  received: ReceivedSms[];
  /** The 6-digit code of the newest message to `to`. */
  lastCode(to: string): string;
  /** Answer this status to the next requests (a gateway outage). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/** A real HTTP server standing in for the SMS gateway adapter: it records what it receives. */
export async function startSmsServer(port = 0): Promise<SmsServer> {
  const received: ReceivedSms[] = [];
  let failure: number | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failure) {
        res.writeHead(failure).end();
        return;
      }
      if (req.method !== 'POST' || req.headers['content-type'] !== 'application/json') {
        res.writeHead(415).end();
        return;
      }
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedSms);
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/sms`,
    received,
    lastCode(to) {
      const sms = received.filter((m) => m.to === to).at(-1);
      const code = sms?.text.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
    failWith(status) {
      failure = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
