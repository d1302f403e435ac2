import bcrypt from 'bcrypt';
import { MESSAGES } from '@roomsetu/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { refreshTokens } from '../../db/schema';
import { ROTATION_GRACE_MS } from './refresh-tokens';
import { createUser, DEFAULT_PASSWORD, refreshCookieOf } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, app = t.app, ip = '10.0.0.1') =>
  request(app).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

const refresh = (cookie?: string) => {
  const req = request(t.app).post('/api/auth/refresh');
  return cookie ? req.set('Cookie', cookie).send({}) : req.send({});
};

describe('signing in', () => {
  it('answers the same 401 for an unknown e-mail and a wrong password, after the same bcrypt work', async () => {
    const user = await createUser(t.ctx.database.db);
    const compare = vi.spyOn(bcrypt, 'compare');
    const unknown = await login('nobody-here@example.com', 'Wrong@1234');
    const wrong = await login(user.email, 'Wrong@1234');
    expect(compare).toHaveBeenCalledTimes(2);
    compare.mockRestore();
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({
      success: false,
      code: 'AUTH_INVALID_CREDENTIALS',
      error: MESSAGES.authInvalidCredentials,
    });
    expect(wrong.body).toEqual(unknown.body);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('answers 403 for an unverified e-mail only once the password is right', async () => {
    const user = await createUser(t.ctx.database.db, { isEmailVerified: false });
    expect((await login(user.email, 'Wrong@1234')).status).toBe(401);
    const res = await login(user.email, DEFAULT_PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MESSAGES.emailNotVerified);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('gives an admin the ADMIN role in the session user', async () => {
    const admin = await createUser(t.ctx.database.db, {
      role: 'ADMIN',
      firstName: 'Root',
      lastName: 'Admin',
    });
    const res = await login(admin.email, DEFAULT_PASSWORD);
    expect(res.body.data.user).toEqual({
      id: admin.id,
      name: 'Root Admin',
      email: admin.email,
      role: 'ADMIN',
      preferredLanguage: 'en',
    });
  });

  it('sets a Secure cookie when the site is served over https', async () => {
    const user = await createUser(t.ctx.database.db);
    const { app } = createApp({
      ...t.ctx,
      env: { ...t.ctx.env, PUBLIC_URL: 'https://roomsetu.in' },
    });
    const res = await login(user.email, DEFAULT_PASSWORD, app);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });
});

describe('login rate limits', () => {
  it("do not let a stranger's wrong passwords lock the owner out of their own network", async () => {
    const user = await createUser(t.ctx.database.db);
    const { app } = createApp(t.ctx);
    const attacker = '10.1.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await login(user.email, 'Wrong@1234', app, attacker)).status).toBe(401);
    }
    // The attacker's address is slowed down, for this account, even with the right password…
    const blocked = await login(user.email, DEFAULT_PASSWORD, app, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      code: 'TOO_MANY_ATTEMPTS',
      error: MESSAGES.tooManyAttempts,
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // …while the owner, from another address, still signs in.
    expect((await login(user.email, DEFAULT_PASSWORD, app, '10.1.0.2')).status).toBe(200);
    // And the attacker's address may still sign in to other accounts.
    const other = await createUser(t.ctx.database.db);
    expect((await login(other.email, DEFAULT_PASSWORD, app, attacker)).status).toBe(200);
  });

  it('count failures afresh after the right password from that address', async () => {
    const user = await createUser(t.ctx.database.db);
    const { app } = createApp(t.ctx);
    for (let i = 0; i < 9; i++) await login(user.email, 'Wrong@1234', app, '10.1.1.1');
    expect((await login(user.email, DEFAULT_PASSWORD, app, '10.1.1.1')).status).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await login(user.email, 'Wrong@1234', app, '10.1.1.1')).status).toBe(401);
    }
    expect((await login(user.email, DEFAULT_PASSWORD, app, '10.1.1.1')).status).toBe(200);
  });

  it('count an account with a very long e-mail like any other', async () => {
    const user = await createUser(t.ctx.database.db, {
      email: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`,
    });
    const { app } = createApp(t.ctx);
    for (let i = 0; i < 10; i++) {
      expect((await login(user.email, 'Wrong@1234', app, '10.1.2.1')).status).toBe(401);
    }
    expect((await login(user.email, DEFAULT_PASSWORD, app, '10.1.2.1')).status).toBe(429);
  });

  it('answers 429 with Retry-After after too many failures from one address, whatever the e-mails', async () => {
    const { app } = createApp({
      ...t.ctx,
      rateLimits: { loginPerIp: { limit: 5, windowMs: 60_000 } },
    });
    const user = await createUser(t.ctx.database.db);
    for (let i = 0; i < 5; i++) {
      // Successful sign-ins from a shared (NAT) address do not count against it.
      expect((await login(user.email, DEFAULT_PASSWORD, app, '10.2.0.1')).status).toBe(200);
      expect((await login(`guess${i}@example.com`, 'Wrong@1234', app, '10.2.0.1')).status).toBe(
        401,
      );
    }
    const blocked = await login('guess-last@example.com', 'Wrong@1234', app, '10.2.0.1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login('guess-last@example.com', 'Wrong@1234', app, '10.2.0.2')).status).toBe(401);
  });

  it("do not keep someone who signs in from a network out of it after others' failures there", async () => {
    const { app } = createApp({
      ...t.ctx,
      rateLimits: { loginPerIp: { limit: 5, windowMs: 60_000 } },
    });
    const hostel = '10.2.1.1';
    const resident = await createUser(t.ctx.database.db);
    expect((await login(resident.email, DEFAULT_PASSWORD, app, hostel)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login(`typo${i}@example.com`, 'Wrong@1234', app, hostel)).status).toBe(401);
    }
    expect((await login('typo-last@example.com', 'Wrong@1234', app, hostel)).status).toBe(429);
    // The resident's right password still signs in from the hostel's address, and so does that
    // of someone who never used it before…
    expect((await login(resident.email, DEFAULT_PASSWORD, app, hostel)).status).toBe(200);
    const newcomer = await createUser(t.ctx.database.db);
    expect((await login(newcomer.email, DEFAULT_PASSWORD, app, hostel)).status).toBe(200);
    // …while a wrong one from there is refused with when to try again.
    const refused = await login(newcomer.email, 'Wrong@1234', app, hostel);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('slow guesses at one account spread over many addresses, without locking its owner out', async () => {
    const { app } = createApp({
      ...t.ctx,
      rateLimits: { loginFailuresPerAccount: { limit: 3, windowMs: 60_000 } },
    });
    const user = await createUser(t.ctx.database.db);
    for (let i = 1; i <= 3; i++) {
      expect((await login(user.email, 'Wrong@1234', app, `10.4.0.${i}`)).status).toBe(401);
    }
    // Even the right password waits, from an address never seen before.
    const waiting = await login(user.email, DEFAULT_PASSWORD, app, '10.4.0.4');
    expect(waiting.status).toBe(429);
    expect(waiting.body).toEqual({
      success: false,
      code: 'TOO_MANY_ATTEMPTS',
      error: MESSAGES.tooManyAttempts,
    });
    expect(waiting.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // After the wait the owner signs in; the next attempt from elsewhere waits twice as long.
    expect((await login(user.email, DEFAULT_PASSWORD, app, '10.4.0.5')).status).toBe(200);
    const longer = await login(user.email, 'Wrong@1234', app, '10.4.0.6');
    expect(longer.status).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
    // The address the owner signed in from is not slowed by guesses from elsewhere.
    expect((await login(user.email, DEFAULT_PASSWORD, app, '10.4.0.5')).status).toBe(200);
  });

  it('are shared by every app on one database and can be configured', async () => {
    const user = await createUser(t.ctx.database.db);
    const strict = { ...t.ctx, rateLimits: { loginPerAccountIp: { limit: 2, windowMs: 60_000 } } };
    await login(user.email, 'Wrong@1234', createApp(strict).app, '10.3.0.1');
    await login(user.email, 'Wrong@1234', createApp(strict).app, '10.3.0.1');
    expect(
      (await login(user.email, DEFAULT_PASSWORD, createApp(strict).app, '10.3.0.1')).status,
    ).toBe(429);
    // The default limit keeps counters of its own.
    expect(
      (await login(user.email, DEFAULT_PASSWORD, createApp(t.ctx).app, '10.3.0.1')).status,
    ).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('are stored hashed, never as the cookie value', async () => {
    const user = await createUser(t.ctx.database.db);
    const cookie = refreshCookieOf(await login(user.email, DEFAULT_PASSWORD))!;
    const value = cookie.split('=')[1]!;
    const rows = await t.ctx.database.db.select().from(refreshTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.tokenHash !== value && !r.tokenHash.includes(value))).toBe(true);
  });

  it('rotate into a working access token and a new cookie', async () => {
    const user = await createUser(t.ctx.database.db);
    const cookie = refreshCookieOf(await login(user.email, DEFAULT_PASSWORD))!;
    const res = await refresh(cookie);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toEqual({
      id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      role: 'TENANT',
      preferredLanguage: 'en',
    });
    const self = await request(t.app)
      .get('/api/users/self')
      .set('Authorization', `Bearer ${res.body.data.accessToken}`);
    expect(self.status).toBe(200);
    const next = refreshCookieOf(res)!;
    expect((await refresh(next)).status).toBe(200);
  });

  it('accept the token in the body for clients without cookies', async () => {
    const user = await createUser(t.ctx.database.db);
    const token = refreshCookieOf(await login(user.email, DEFAULT_PASSWORD))!.split('=')[1];
    const res = await request(t.app).post('/api/auth/refresh').send({ refreshToken: token });
    expect(res.status).toBe(200);
    expect(res.body.data.accessToken).toEqual(expect.any(String));
  });

  it('answer 401 without a token, for an unknown one and for an expired one', async () => {
    expect((await refresh()).status).toBe(401);
    expect((await refresh('refreshToken=not-a-real-token')).status).toBe(401);
    const user = await createUser(t.ctx.database.db);
    const cookie = refreshCookieOf(await login(user.email, DEFAULT_PASSWORD))!;
    t.clock.advance(31 * 86_400_000);
    const res = await refresh(cookie);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(MESSAGES.sessionExpired);
  });

  it('give both of two simultaneous refreshes the same new cookie, never clearing it (two tabs)', async () => {
    const user = await createUser(t.ctx.database.db);
    const cookie = refreshCookieOf(await login(user.email, DEFAULT_PASSWORD))!;
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(refreshCookieOf(a)).toBe(refreshCookieOf(b));
    expect(refreshCookieOf(a)).not.toBe(cookie);
    for (const res of [a, b]) {
      expect(String(res.headers['set-cookie'])).not.toMatch(/refreshToken=;/);
      const self = await request(t.app)
        .get('/api/users/self')
        .set('Authorization', `Bearer ${res.body.data.accessToken}`);
      expect(self.status).toBe(200);
    }
    // Both tabs now hold the one live token of the family: the session goes on.
    expect((await refresh(refreshCookieOf(a))).status).toBe(200);
  });

  it('hand a token exchanged a moment ago the same successor, within the grace window only', async () => {
    const user = await createUser(t.ctx.database.db);
    const first = refreshCookieOf(await login(user.email, DEFAULT_PASSWORD))!;
    const second = refreshCookieOf(await refresh(first))!;
    t.clock.advance(ROTATION_GRACE_MS - 1_000);
    const late = await refresh(first);
    expect(late.status).toBe(200);
    expect(refreshCookieOf(late)).toBe(second);
  });

  it('refuse, leaving the cookie alone, a token exchanged a moment ago whose successor moved on', async () => {
    const user = await createUser(t.ctx.database.db);
    const first = refreshCookieOf(await login(user.email, DEFAULT_PASSWORD))!;
    const second = refreshCookieOf(await refresh(first))!;
    const third = refreshCookieOf(await refresh(second))!;
    const res = await refresh(first);
    expect(res.status).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await refresh(third)).status).toBe(200); // the session is intact
  });

  it('treat a replaced token presented after the grace window as a copy, revoke the family and clear the cookie', async () => {
    const user = await createUser(t.ctx.database.db);
    const first = refreshCookieOf(await login(user.email, DEFAULT_PASSWORD))!;
    const second = refreshCookieOf(await refresh(first))!;
    t.clock.advance(ROTATION_GRACE_MS + 1);
    const replay = await refresh(first);
    expect(replay.status).toBe(401); // a copy: the whole family dies
    expect(String(replay.headers['set-cookie'])).toMatch(/refreshToken=;/);
    expect((await refresh(second)).status).toBe(401);
  });

  it('clear the cookie of an unknown token', async () => {
    const res = await refresh('refreshToken=not-a-real-token');
    expect(res.status).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/refreshToken=;/);
  });

  it('logout answers 200 without a cookie and clears it', async () => {
    const res = await request(t.app).post('/api/auth/logout').send({});
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(String(res.headers['set-cookie'])).toMatch(/refreshToken=;/);
  });
});
