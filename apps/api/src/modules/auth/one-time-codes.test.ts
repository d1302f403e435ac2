import { MESSAGES, VALIDATION } from '@roomsetu/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../db/schema';
import { createUser, signUpBody } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { codeFrom, startTestSmtp, type TestSmtp } from '../../test/smtp';

let t: TestEnv;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestEnv({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (path: string, body: object) => request(t.app).post(`/api${path}`).send(body);

/** Waits for the next mail to that address whose subject matches. */
function nextMail(email: string, subject: RegExp) {
  const seen = smtp.mails.length;
  return () =>
    t.waitForMail(
      smtp,
      (m) => smtp.mails.indexOf(m) >= seen && m.to.includes(email) && subject.test(m.subject),
    );
}

async function signUp(): Promise<{ email: string; code: string }> {
  const body = signUpBody();
  const email = body.email as string;
  const mail = nextMail(email, /verification code/);
  expect((await post('/auth/signup', body)).status).toBe(201);
  return { email, code: codeFrom(await mail()) };
}

const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail verification codes', () => {
  it('are six digits, stored only as a hash, valid for 15 minutes', async () => {
    const { email, code } = await signUp();
    expect(code).toMatch(/^\d{6}$/);
    const [user] = await t.ctx.database.db.select().from(users).where(eq(users.email, email));
    const [row] = await t.ctx.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, user!.id));
    expect(row!.purpose).toBe('VERIFY_EMAIL');
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(14 * 60_000);
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('die after five wrong tries, even for the right digits', async () => {
    const { email, code } = await signUp();
    for (let i = 0; i < 5; i++) {
      const res = await post('/auth/verify-email', { email, token: other(code) });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.verifyInvalid);
    }
    const late = await post('/auth/verify-email', { email, token: code });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(MESSAGES.verifyInvalid);

    const mail = nextMail(email, /verification code/);
    await post('/auth/resend-verification', { email });
    const fresh = codeFrom(await mail());
    expect((await post('/auth/verify-email', { email, token: fresh })).status).toBe(200);
  });

  it('answer 404 for an account that does not exist, and 400 for a malformed code', async () => {
    const unknown = await post('/auth/verify-email', {
      email: 'ghost@example.com',
      token: '123456',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(MESSAGES.verifyNotFound);
    const { email } = await signUp();
    const malformed = await post('/auth/verify-email', { email, token: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe(MESSAGES.verifyInvalid);
  });

  it('are resent with the same answer whether or not the account exists', async () => {
    const { email } = await signUp();
    const verified = await createUser(t.ctx.database.db);
    const answers = await Promise.all(
      [email, 'ghost@example.com', verified.email].map((e) =>
        post('/auth/resend-verification', { email: e }),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(answers[0]!.body);
    }
  });

  it('do not work as password reset codes', async () => {
    const { email, code } = await signUp();
    const res = await post('/auth/reset-password', {
      email,
      token: code,
      password: 'N3w!Passw0rd',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.resetCodeInvalid);
  });
});

describe('password reset codes', () => {
  it('are requested with the same answer whether or not the e-mail exists', async () => {
    const user = await createUser(t.ctx.database.db);
    const mail = nextMail(user.email, /password reset code/);
    const known = await post('/auth/send-verification-token', { email: user.email });
    const unknown = await post('/auth/send-verification-token', { email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(MESSAGES.tokenSent);
    expect(codeFrom(await mail())).toMatch(/^\d{6}$/);
  });

  it('refuse an unknown e-mail, a wrong code and an expired code with the same 400', async () => {
    const user = await createUser(t.ctx.database.db);
    const mail = nextMail(user.email, /password reset code/);
    await post('/auth/send-verification-token', { email: user.email });
    const code = codeFrom(await mail());
    const password = 'N3w!Passw0rd';
    const answers = [
      await post('/auth/reset-password', { email: 'ghost@example.com', token: code, password }),
      await post('/auth/reset-password', { email: user.email, token: other(code), password }),
    ];
    t.clock.advance(16 * 60_000);
    answers.push(await post('/auth/reset-password', { email: user.email, token: code, password }));
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: 'RESET_CODE_INVALID',
        error: MESSAGES.resetCodeInvalid,
      });
    }
  });

  it('die after five wrong tries', async () => {
    const user = await createUser(t.ctx.database.db);
    const mail = nextMail(user.email, /password reset code/);
    await post('/auth/send-verification-token', { email: user.email });
    const code = codeFrom(await mail());
    const password = 'N3w!Passw0rd';
    for (let i = 0; i < 5; i++) {
      await post('/auth/reset-password', { email: user.email, token: other(code), password });
    }
    const res = await post('/auth/reset-password', { email: user.email, token: code, password });
    expect(res.status).toBe(400);
  });

  it("validate the forms' fields with the forgot-password messages", async () => {
    const cases: [object, string][] = [
      [{}, VALIDATION.forgotEmailInvalid],
      [{ email: 'nope' }, VALIDATION.forgotEmailInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await post('/auth/send-verification-token', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const noToken = await post('/auth/reset-password', {
      email: 'a@example.com',
      password: 'N3w!Passw0rd',
    });
    expect(noToken.body).toMatchObject({
      error: VALIDATION.forgotTokenInvalid,
      details: { token: VALIDATION.forgotTokenInvalid },
    });
    const noPassword = await post('/auth/reset-password', {
      email: 'a@example.com',
      token: '123456',
    });
    expect(noPassword.body.error).toBe(VALIDATION.forgotPasswordInvalid);
  });
});
