import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { bearer } from '../test/auth';
import { createUser } from '../test/factories';
import { createTestEnv, type TestEnv } from '../test/harness';
import { freePort } from '../test/process';
import { codeFrom, startTestSmtp, type TestSmtp } from '../test/smtp';
import { backoffDelay } from './queue';

/**
 * Mails are jobs: SMTP down when a code is asked for delays the mail, retried with backoff, and
 * loses it only after the last attempt, as a dead job an admin sees.
 */

let t: TestEnv;
let port: number;
let smtp: TestSmtp | undefined;

beforeAll(async () => {
  // Nothing listens on this port until a test starts the capture server on it.
  port = await freePort();
  t = await createTestEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  await t.ctx.database.db.execute(sql`delete from jobs`);
});
afterAll(async () => {
  await t.close();
});

const mailJob = async () =>
  (
    await queryRows<{ state: string; attempts: number; lastError: string | null }>(
      t.ctx.database.db,
      sql`select state, attempts, last_error as "lastError" from jobs where name = 'mail.send'`,
    )
  )[0]!;

async function askForResetCode(): Promise<string> {
  const user = await createUser(t.ctx.database.db);
  const res = await request(t.app)
    .post('/api/auth/send-verification-token')
    .send({ email: user.email });
  expect(res.status).toBe(200);
  return user.email;
}

describe('mail.send', () => {
  it('retries while SMTP is down and sends the mail once when it is back', async () => {
    const email = await askForResetCode();
    await t.ctx.jobs.drain();
    expect(await mailJob()).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await mailJob()).lastError).toMatch(/ECONNREFUSED/);

    smtp = await startTestSmtp(port);
    // Not before its backoff.
    await t.ctx.jobs.drain();
    expect(smtp.mails).toEqual([]);
    t.clock.advance(backoffDelay(1, 30_000));
    await t.ctx.jobs.drain();
    const mail = await smtp.waitForMail((m) => m.to.includes(email));
    expect(codeFrom(mail)).toMatch(/^\d{6}$/);
    expect(await mailJob()).toMatchObject({ state: 'completed', attempts: 2, lastError: null });

    t.clock.advance(60 * 60_000);
    await t.ctx.jobs.drain();
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('is dead after 5 failed attempts, listed for admins without the code', async () => {
    const email = await askForResetCode();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await t.ctx.jobs.drain();
      expect(await mailJob()).toMatchObject({ attempts: attempt });
      t.clock.advance(backoffDelay(attempt, 30_000));
    }
    expect(await mailJob()).toMatchObject({ state: 'failed', attempts: 5 });
    t.clock.advance(60 * 60_000);
    await t.ctx.jobs.drain();
    expect(await mailJob()).toMatchObject({ state: 'failed', attempts: 5 });

    const admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
    const res = await request(t.app)
      .get('/api/admin/jobs?state=failed')
      .set(...bearer(t, admin));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        name: 'mail.send',
        state: 'failed',
        attempts: 5,
        maxAttempts: 5,
        lastError: expect.stringMatching(/ECONNREFUSED/),
        payload: { to: email, subject: 'Your RoomSetu password reset code' },
      }),
    ]);
  });

  it('is not queued, and leaves no job behind, for an address without an account', async () => {
    const user = await createUser(t.ctx.database.db);
    const res = await request(t.app)
      .post('/api/auth/resend-verification')
      .send({
        email: `nobody.${user.id}@example.com`,
      });
    expect(res.status).toBe(200);
    const [{ n }] = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from jobs where name = 'mail.send'`,
    ).then((rows) => rows as [{ n: number }]);
    expect(n).toBe(0);
  });
});
