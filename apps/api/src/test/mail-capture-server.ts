/**
 * For end-to-end tests: a real SMTP server the API sends to, the SMS gateway stand-in it posts
 * texts to, and a small HTTP endpoint the browser tests read both from (GET /mails?to=<address>,
 * GET /sms?to=<phone>).
 *
 *   MAIL_CAPTURE_SMTP_PORT=2525 MAIL_CAPTURE_SMS_PORT=2527 MAIL_CAPTURE_HTTP_PORT=2526 \
 *     node --import tsx src/test/mail-capture-server.ts
 */
import { createServer } from 'node:http';
import { startSmsServer } from './sms-server';
import { startTestSmtp } from './smtp';

const smtpPort = Number(process.env.MAIL_CAPTURE_SMTP_PORT ?? 0);
const httpPort = Number(process.env.MAIL_CAPTURE_HTTP_PORT ?? 0);
const smsPort = Number(process.env.MAIL_CAPTURE_SMS_PORT ?? 0);

const smtp = await startTestSmtp(smtpPort);
const sms = await startSmsServer(smsPort);
const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://capture');
  if (url.pathname === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = smtp.mails
      .filter((m) => !to || m.to.includes(to))
      .map(({ to: recipients, from, subject, text }) => ({ to: recipients, from, subject, text }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    return;
  }
  if (url.pathname === '/sms') {
    const to = url.searchParams.get('to');
    const list = sms.received.filter((m) => !to || m.to === to);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    return;
  }
  res.writeHead(404).end();
});
http.listen(httpPort, '127.0.0.1', () => {
  console.log(`mail capture: ${smtp.url}, ${sms.url}, http://127.0.0.1:${httpPort}/mails`);
});
const stop = () => {
  http.close();
  void sms.close();
  void smtp.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
