import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { createMailer } from './mailer';

function captureLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const mail = {
  to: 'asha@example.com',
  subject: 'Your RoomSetu verification code',
  text: 'Enter this code:\n\n123456\n\nThe code is valid for 15 minutes.',
};

describe('the mailer without SMTP_URL', () => {
  it('writes each mail to the log as one line with recipient, subject and text', async () => {
    const { logger, lines } = captureLogger();
    const mailer = createMailer({ from: 'RoomSetu <no-reply@roomsetu.in>', logger });
    expect(mailer.transport).toBe('log');
    await mailer.send(mail);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as { level: number; msg: string };
    expect(entry.level).toBe(30);
    expect(entry.msg).toContain('asha@example.com');
    expect(entry.msg).toContain('Your RoomSetu verification code');
    expect(entry.msg).toContain('123456');
    expect(entry.msg).not.toContain('\n');
  });
});

describe('the mailer with SMTP_URL', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers through SMTP and logs nothing about the content', async () => {
    const { logger, lines } = captureLogger();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'RoomSetu <no-reply@roomsetu.in>',
      logger,
    });
    await mailer.send({ ...mail, html: '<p>123456</p>' });
    const received = await smtp.waitForMail((m) => m.to.includes('asha@example.com'));
    expect(received.subject).toBe(mail.subject);
    expect(received.from).toBe('no-reply@roomsetu.in');
    expect(received.text).toContain('123456');
    expect(received.text).toContain('valid for 15 minutes');
    expect(lines.join('')).not.toContain('123456');
    mailer.close();
  });
});
