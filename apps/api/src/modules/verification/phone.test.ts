import { Writable } from 'node:stream';
import request from 'supertest';
import { PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MINUTES } from '@roomsetu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { phoneCodes } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { createSmsSender, maskPhone } from '../../lib/sms';
import { bearer } from '../../test/auth';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { startSmsServer, type SmsServer } from '../../test/sms-server';
import { PHONE_MESSAGES } from './phone-service';

let t: TestEnv;
let sms: SmsServer;

beforeAll(async () => {
  sms = await startSmsServer();
  t = await createTestEnv({ SMS_URL: sms.url });
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

type User = Awaited<ReturnType<typeof createUser>>;
const start = (u: User, app = t.app) =>
  request(app)
    .post('/api/verification/phone/start')
    .set(...bearer(t, u));
const confirm = (u: User, code: string) =>
  request(t.app)
    .post('/api/verification/phone/confirm')
    .set(...bearer(t, u))
    .send({ code });
const self = async (u: User) =>
  (
    await request(t.app)
      .get('/api/users/self')
      .set(...bearer(t, u))
  ).body.data as { isPhoneVerified: boolean; verifications: Record<string, boolean> };
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

describe('phone verification', () => {
  it('POSTs { to, text } with a 6-digit code to SMS_URL, and the right code gives the phone badge', async () => {
    const user = await createUser(t.ctx.database.db);
    const res = await start(user);
    expect(res.status).toBe(200);
    expect(res.body.data.sentTo).toBe(maskPhone(user.phone));
    expect(res.body.data.sentTo).not.toContain(user.phone);
    const received = sms.received.filter((m) => m.to === user.phone);
    expect(received).toHaveLength(1);
    expect(Object.keys(received[0]!).sort()).toEqual(['text', 'to']);
    expect(received[0]!.text).toMatch(/\b\d{6}\b/);
    expect((await self(user)).verifications).toEqual({ email: true, phone: false, id: false });

    const ok = await confirm(user, sms.lastCode(user.phone));
    expect(ok.status).toBe(200);
    expect((await self(user)).verifications).toEqual({ email: true, phone: true, id: false });
    expect((await start(user)).status).toBe(409);
  });

  it('stores the code hashed, never the digits', async () => {
    const user = await createUser(t.ctx.database.db);
    await start(user).expect(200);
    const code = sms.lastCode(user.phone);
    const rows = await t.ctx.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, user.id));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(code);
    expect(stored).toMatch(/[0-9a-f]{64}/);
  });

  it(`kills a code after ${PHONE_CODE_MAX_ATTEMPTS} wrong tries, even for the right digits`, async () => {
    const user = await createUser(t.ctx.database.db);
    await start(user).expect(200);
    const code = sms.lastCode(user.phone);
    for (let i = 0; i < PHONE_CODE_MAX_ATTEMPTS; i++) {
      const res = await confirm(user, wrongCode(code));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(PHONE_MESSAGES.wrongCode);
    }
    const late = await confirm(user, code);
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(PHONE_MESSAGES.tooManyTries);
    expect((await self(user)).isPhoneVerified).toBe(false);
  });

  it(`expires a code after ${PHONE_CODE_TTL_MINUTES} minutes`, async () => {
    const user = await createUser(t.ctx.database.db);
    await start(user).expect(200);
    const code = sms.lastCode(user.phone);
    t.clock.advance(PHONE_CODE_TTL_MINUTES * 60_000 + 1000);
    const res = await confirm(user, code);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ success: false, error: PHONE_MESSAGES.expired });
    expect((await self(user)).isPhoneVerified).toBe(false);
  });

  it('only the newest code works', async () => {
    const user = await createUser(t.ctx.database.db);
    await start(user).expect(200);
    const first = sms.lastCode(user.phone);
    await start(user).expect(200);
    const second = sms.lastCode(user.phone);
    if (first !== second) expect((await confirm(user, first)).status).toBe(400);
    expect((await confirm(user, second)).status).toBe(200);
  });

  it('sends 3 codes an hour per account, then answers 429 with Retry-After', async () => {
    const user = await createUser(t.ctx.database.db);
    for (let i = 0; i < 3; i++) expect((await start(user)).status).toBe(200);
    const refused = await start(user);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(refused.body.success).toBe(false);
    expect(sms.received.filter((m) => m.to === user.phone)).toHaveLength(3);
    // Another account is not held back by this one.
    expect((await start(await createUser(t.ctx.database.db))).status).toBe(200);
  });

  it('answers 503 and leaves no working code when the gateway fails', async () => {
    const user = await createUser(t.ctx.database.db);
    sms.failWith(500);
    try {
      const res = await start(user);
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(PHONE_MESSAGES.sendFailed);
    } finally {
      sms.failWith(null);
    }
    expect((await confirm(user, '000000')).body.error).toBe(PHONE_MESSAGES.noCode);
  });

  it('refuses with a clear 503 in production without SMS_URL, sending nothing', async () => {
    const production = createSmsSender({
      url: undefined,
      nodeEnv: 'production',
      logger: t.ctx.logger,
    });
    expect(production.available).toBe(false);
    const app = createApp({ ...t.ctx, sms: production }).app;
    const user = await createUser(t.ctx.database.db);
    const res = await start(user, app);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, error: PHONE_MESSAGES.unavailable });
    expect(sms.received.filter((m) => m.to === user.phone)).toHaveLength(0);
  });

  it('refuses codes that are not 6 digits', async () => {
    const user = await createUser(t.ctx.database.db);
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expect((await confirm(user, code)).status).toBe(400);
    }
  });
});

describe('who owns a number', () => {
  it('the account that confirms its code; one that named it first cannot lock the owner out', async () => {
    const db = t.ctx.database.db;
    const phone = '9812300456';
    // Someone registers the owner's number first and asks for a code (which goes to the owner).
    const squatter = await createUser(db, { phone });
    expect((await start(squatter)).status).toBe(200);
    const owner = await createUser(db, { phone });
    expect((await start(owner)).status).toBe(200);
    // The owner has the phone, so only they can read the code sent to it.
    expect((await confirm(owner, sms.lastCode(phone))).status).toBe(200);
    expect((await self(owner)).isPhoneVerified).toBe(true);
    // From now on the number is the owner's: no more texts to it for others, no confirmation,
    // and a new sign-up with it is refused as a taken number.
    const again = await start(squatter);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(PHONE_MESSAGES.claimed);
    const sent = sms.received.filter((m) => m.to === phone).length;
    expect((await confirm(squatter, '000000')).status).toBe(409);
    expect(sms.received.filter((m) => m.to === phone)).toHaveLength(sent);
    expect((await self(squatter)).isPhoneVerified).toBe(false);
    const signUp = await request(t.app)
      .post('/api/auth/check-duplicate')
      .send({ email: 'someone-new@example.com', phone });
    expect(signUp.status).toBe(409);
  });
});

describe('SMS without SMS_URL in development', () => {
  it('writes the code to the log with the number masked', async () => {
    let logged = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const sender = createSmsSender({
      url: undefined,
      nodeEnv: 'development',
      logger: createLogger('info', sink),
    });
    expect(sender.available).toBe(true);
    await sender.send({ to: '9876543210', text: '482913 is your RoomSetu code' });
    expect(logged).toContain('482913');
    expect(logged).toContain('98******10');
    expect(logged).not.toContain('9876543210');
  });
});
