import { MESSAGES, VALIDATION } from '@roomsetu/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROTATION_GRACE_MS } from './refresh-tokens';
import { createUser, refreshCookieOf, signUpBody } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { codeFrom, startTestSmtp, type TestSmtp } from '../../test/smtp';

let t: TestEnv;
let smtp: TestSmtp;
/** Every response body of the journey, checked at the end for anything secret. */
const bodies: string[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestEnv({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function post(path: string, body: object = {}, cookie?: string) {
  const req = request(t.app).post(`/api${path}`);
  if (cookie) req.set('Cookie', cookie);
  const res = await req.send(body);
  bodies.push(res.text);
  return res;
}

async function get(path: string, token: string) {
  const res = await request(t.app).get(`/api${path}`).set('Authorization', `Bearer ${token}`);
  bodies.push(res.text);
  return res;
}

const mailTo = (email: string, subject: RegExp, after = 0) =>
  t.waitForMail(
    smtp,
    (m) => m.to.includes(email) && subject.test(m.subject) && smtp.mails.indexOf(m) >= after,
  );

describe('an account from sign-up to password reset, through the API only', () => {
  const body = signUpBody({ email: '  Meera.Journey@Example.COM ', phone: '9811122233' });
  const email = 'meera.journey@example.com';
  const newPassword = 'N3w!Passw0rd';
  let code = '';
  let accessToken = '';
  let cookie = '';

  it('refuses an e-mail or phone that is already registered before the wizard goes on', async () => {
    await createUser(t.ctx.database.db, {
      email: 'taken@example.com',
      phone: '9000000001',
      isPhoneVerified: true,
    });
    const byEmail = await post('/auth/check-duplicate', {
      email: 'Taken@example.com',
      phone: '9811122233',
    });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body).toEqual({
      success: false,
      code: 'DUPLICATE_EMAIL',
      error: MESSAGES.duplicateEmail,
    });
    const byPhone = await post('/auth/check-duplicate', { email, phone: '9000000001' });
    expect(byPhone.status).toBe(409);
    expect(byPhone.body.error).toBe(MESSAGES.duplicatePhone);
    const free = await post('/auth/check-duplicate', { email, phone: body.phone as string });
    expect(free.status).toBe(200);
    expect(free.body.success).toBe(true);
  });

  it('signs up, answers 201 with the id and the lower-cased e-mail, and mails a code', async () => {
    const res = await post('/auth/signup', { ...body, role: 'ADMIN' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: { id: expect.any(Number), email },
      message: MESSAGES.signupSuccess,
    });
    const mail = await mailTo(email, /^Your RoomSetu verification code$/);
    expect(mail.text).toMatch(/15 minutes/);
    code = codeFrom(mail);
  });

  it('keeps an unverified account out, but only tells someone who knows the password', async () => {
    const wrong = await post('/auth/login', { email, password: 'Wrong@1234' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe(MESSAGES.authInvalidCredentials);
    const right = await post('/auth/login', { email, password: body.password });
    expect(right.status).toBe(403);
    expect(right.body.error).toBe(MESSAGES.emailNotVerified);
  });

  it('refuses a wrong code with 400 and an expired one with 410', async () => {
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post('/auth/verify-email', { email, token: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(MESSAGES.verifyInvalid);
    t.clock.advance(16 * 60_000);
    const expired = await post('/auth/verify-email', { email, token: code });
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe(MESSAGES.verifyExpired);
  });

  it('sends a fresh code on request; the previous one stops working', async () => {
    const seen = smtp.mails.length;
    const res = await post('/auth/resend-verification', { email });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.verificationCodeSent);
    const old = code;
    code = codeFrom(await mailTo(email, /verification code/, seen));
    if (old !== code) {
      const stale = await post('/auth/verify-email', { email, token: old });
      expect(stale.status).toBe(400);
    }
  });

  it('verifies the e-mail with the mailed code, once', async () => {
    const res = await post('/auth/verify-email', { email: email.toUpperCase(), token: code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: MESSAGES.verifySuccess });
    const again = await post('/auth/verify-email', { email, token: code });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(MESSAGES.verifyInvalid);
  });

  it('signs in with an access token, the user for the browser and an httpOnly refresh cookie', async () => {
    const res = await post('/auth/login', {
      email: ' MEERA.journey@example.com',
      password: body.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      accessToken: expect.any(String),
      user: {
        id: expect.any(Number),
        name: 'Priya Sharma',
        email,
        role: 'TENANT',
        preferredLanguage: 'en',
      },
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/api\/auth/);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    expect(setCookie).not.toMatch(/Secure/);
    accessToken = res.body.data.accessToken;
    cookie = refreshCookieOf(res)!;
  });

  it('shows the signed-in user their own account', async () => {
    const res = await get('/users/self', accessToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email,
      phone: '9811122233',
      isEmailVerified: true,
      role: 'TENANT',
      profile: { city: 'jaipur', budget: '10000-20000', roomPreference: 'LOOKING_FOR_ROOM' },
      propertiesCount: 0,
    });
  });

  it('rotates the refresh token; the old one is then refused and takes its family down', async () => {
    const first = await post('/auth/refresh', {}, cookie);
    expect(first.status).toBe(200);
    expect(first.body.data.accessToken).toEqual(expect.any(String));
    const rotated = refreshCookieOf(first)!;
    expect(rotated).not.toBe(cookie);

    // Past the grace window for a second tab, presenting the old token again means it was copied.
    t.clock.advance(ROTATION_GRACE_MS + 1);
    const replay = await post('/auth/refresh', {}, cookie);
    expect(replay.status).toBe(401);
    const newest = await post('/auth/refresh', {}, rotated);
    expect(newest.status).toBe(401);
  });

  it('logs out: the refresh token dies and the cookie is cleared', async () => {
    const login = await post('/auth/login', { email, password: body.password });
    const session = refreshCookieOf(login)!;
    const out = await post('/auth/logout', {}, session);
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/refreshToken=;/);
    expect((await post('/auth/refresh', {}, session)).status).toBe(401);
  });

  it('resets a forgotten password with the mailed code and ends every session', async () => {
    const a = refreshCookieOf(await post('/auth/login', { email, password: body.password }))!;
    const b = refreshCookieOf(await post('/auth/login', { email, password: body.password }))!;

    const seen = smtp.mails.length;
    const sent = await post('/auth/send-verification-token', { email });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(MESSAGES.tokenSent);
    const reset = codeFrom(await mailTo(email, /password reset code/, seen));

    const weak = await post('/auth/reset-password', { email, token: reset, password: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe(VALIDATION.passwordRule);
    const done = await post('/auth/reset-password', { email, token: reset, password: newPassword });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(MESSAGES.passwordReset);
    const reused = await post('/auth/reset-password', {
      email,
      token: reset,
      password: newPassword,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe(MESSAGES.resetCodeInvalid);

    expect((await post('/auth/refresh', {}, a)).status).toBe(401);
    expect((await post('/auth/refresh', {}, b)).status).toBe(401);
    const old = await post('/auth/login', { email, password: body.password });
    expect(old.status).toBe(401);
    const fresh = await post('/auth/login', { email, password: newPassword });
    expect(fresh.status).toBe(200);
  });

  it('never put a password hash in any response of the journey', () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const text of bodies) {
      expect(text).not.toMatch(/passwordHash|password_hash|\$2[aby]\$/i);
      expect(text).not.toMatch(/tokenHash|codeHash|token_hash|code_hash/i);
    }
  });
});
