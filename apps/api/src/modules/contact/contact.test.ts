import { MESSAGES, VALIDATION } from '@roomsetu/shared';
import { desc, eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { contactMessages } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const SUPPORT = 'help-desk@roomsetu.test';
let smtp: TestSmtp;
let t: TestEnv;
/** The same app with a roomy limit, for the tests that are not about the limit. */
let app: Express;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestEnv({ SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT });
  app = createApp({
    ...t.ctx,
    rateLimits: { contactPerIp: { limit: 1000, windowMs: 60_000 } },
  }).app;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = (body: object, target: Express = app) =>
  request(target).post('/api/users-public/send-message').send(body);
const stored = async (email: string) =>
  t.ctx.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(desc(contactMessages.id));

describe('POST /api/users-public/send-message', () => {
  it('stores a contact message, mails support and answers 201', async () => {
    const res = await send({
      firstName: ' Meera ',
      lastName: 'Shah',
      email: 'Meera.Shah@Example.in',
      subject: 'Visit timings',
      message: 'Can I visit the Malviya Nagar flat on Saturday?',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: { id: expect.any(Number), type: 'contact', createdAt: expect.any(String) },
      message: MESSAGES.contactSent,
    });
    const [row] = await stored('meera.shah@example.in');
    expect(row).toMatchObject({
      id: res.body.data.id,
      firstName: 'Meera',
      lastName: 'Shah',
      subject: 'Visit timings',
      type: 'contact',
      category: 'SUPPORT',
      priority: 'NORMAL',
      status: 'UNREAD',
      userId: null,
    });
    const mail = await t.waitForMail(smtp, (m) => m.subject === '[RoomSetu contact] Visit timings');
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.text).toContain('Can I visit the Malviya Nagar flat on Saturday?');
    expect(mail.text).toContain('Meera Shah <meera.shah@example.in>');
    expect(mail.raw).toMatch(/^Reply-To: meera\.shah@example\.in\r?$/im);
  });

  it('files a report as REPORT with HIGH priority and the signed-in user', async () => {
    const user = await createUser(t.ctx.database.db, { email: 'dev.report@example.in' });
    const res = await request(app)
      .post('/api/users-public/send-message')
      .set(...bearer(t, user))
      .send({
        firstName: 'Dev',
        email: 'dev.report@example.in',
        message: 'This listing asks for a deposit before any visit.',
        type: 'report',
      });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MESSAGES.reportSent);
    const [row] = await stored('dev.report@example.in');
    expect(row).toMatchObject({
      type: 'report',
      category: 'REPORT',
      priority: 'HIGH',
      userId: user.id,
      subject: null,
      lastName: null,
    });
    const mail = await t.waitForMail(smtp, (m) => m.subject.startsWith('[RoomSetu report]'));
    expect(mail.subject).toBe('[RoomSetu report] Message from Dev');
    expect(mail.text).toContain('This listing asks for a deposit before any visit.');
    expect(mail.text).toContain(`user #${user.id}`);
  });

  it.each([
    [{ email: 'a@example.in', message: 'hi' }, 'firstName', VALIDATION.contactRequired],
    [{ firstName: 'A', message: 'hi' }, 'email', VALIDATION.contactRequired],
    [
      { firstName: 'A', email: 'a@example.in', message: '  ' },
      'message',
      VALIDATION.contactRequired,
    ],
    [
      { firstName: 'A', email: 'a@example.in', type: 'report' },
      'message',
      VALIDATION.reportRequired,
    ],
    [{ firstName: 'A', email: 'not-an-email', message: 'hi' }, 'email', VALIDATION.emailInvalid],
    [{ firstName: 'A', email: 'a@example.in', message: 'hi', type: 'spam' }, 'type', undefined],
  ])('answers 400 for %o and stores nothing', async (body, field, message) => {
    const before = (await t.ctx.database.db.select().from(contactMessages)).length;
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.details)).toContain(field);
    if (message) expect(res.body.error).toBe(message);
    expect((await t.ctx.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('answers 400, not 500, to a message that is an object with its own toString', async () => {
    const res = await send({
      firstName: 'Ravi',
      email: 'ravi@example.com',
      message: { toString: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, details: { message: expect.any(String) } });
  });

  it('keeps the message when the mail cannot be delivered', async () => {
    const down = await createTestEnv({ SMTP_URL: 'smtp://127.0.0.1:1', SUPPORT_EMAIL: SUPPORT });
    try {
      const res = await send(
        { firstName: 'Ravi', email: 'ravi@example.in', message: 'Is anyone there?' },
        down.app,
      );
      expect(res.status).toBe(201);
      const rows = await down.ctx.database.db.select().from(contactMessages);
      expect(rows.map((r) => r.message)).toEqual(['Is anyone there?']);
    } finally {
      await down.close();
    }
  });

  it('keeps a subject on one line in the mail header', async () => {
    const res = await send({
      firstName: 'Nia',
      email: 'nia@example.in',
      subject: 'Hello\r\nBcc: victim@example.in',
      message: 'Header test',
    });
    expect(res.status).toBe(201);
    const mail = await t.waitForMail(smtp, (m) => m.text.includes('Header test'));
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.subject).toBe('[RoomSetu contact] Hello Bcc: victim@example.in');
  });
});

describe('contact rate limit', () => {
  it('answers 429 with Retry-After to the 6th message from one address in an hour', async () => {
    const strict = createApp(t.ctx).app;
    const body = { firstName: 'Spam', email: 'spam@example.in', message: 'again' };
    for (let i = 0; i < 5; i++) expect((await send(body, strict)).status).toBe(201);
    const limited = await send(body, strict);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      error: MESSAGES.tooManyRequests,
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(10 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(await stored('spam@example.in')).toHaveLength(5);
  });

  it('counts invalid attempts too and can be configured through ctx.rateLimits', async () => {
    const tight = createApp({
      ...t.ctx,
      rateLimits: { contactPerIp: { limit: 1, windowMs: 60_000 } },
    }).app;
    expect((await send({}, tight)).status).toBe(400);
    expect(
      (await send({ firstName: 'A', email: 'a@example.in', message: 'x' }, tight)).status,
    ).toBe(429);
  });
});
