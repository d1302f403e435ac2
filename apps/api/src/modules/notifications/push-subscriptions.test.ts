import { randomBytes } from 'node:crypto';
import { MESSAGES, VALIDATION } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { queryRows } from '../../db/client';
import { createPushSender } from '../../lib/push';
import { bearer } from '../../test/auth';
import { createTenant, type TestTenant } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { browserKeys } from '../../test/push-service';

let t: TestEnv;
type U = TestTenant;

beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

const newUser = () => createTenant(t.ctx.database.db);

let seq = 0;
/** What a browser's PushSubscription.toJSON() gives, with real keys. */
const subscription = (endpoint = `https://push.example.com/send/${++seq}-${Date.now()}`) => ({
  endpoint,
  expirationTime: null,
  keys: browserKeys().keys,
});

const post = (user: U, body: unknown, app: Express = t.app) =>
  request(app)
    .post('/api/push/subscriptions')
    .set(...bearer(t, user))
    .send(body as object);
const remove = (user: U, body: unknown) =>
  request(t.app)
    .delete('/api/push/subscriptions')
    .set(...bearer(t, user))
    .send(body as object);

const devices = (userId?: number) =>
  queryRows<{ user_id: number; endpoint: string; p256dh: string; auth: string }>(
    t.ctx.database.db,
    sql`select user_id, endpoint, p256dh, auth from push_subscriptions
        where ${userId === undefined ? sql`true` : sql`user_id = ${userId}`} order by id`,
  );

describe('GET /api/push/key', () => {
  it('answers the VAPID public key to anyone: a P-256 point in base64url', async () => {
    const res = await request(t.app).get('/api/push/key');
    expect(res.status).toBe(200);
    const key = res.body.data.publicKey as string;
    expect(key).toBe(t.ctx.push.publicKey);
    const bytes = Buffer.from(key, 'base64url');
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it('stores a device, updates it when posted again and removes only the caller’s own', async () => {
    const user = await newUser();
    const sub = subscription();
    const res = await post(user, sub);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { endpoint: sub.endpoint } });
    expect(await devices(user.id)).toEqual([
      { user_id: user.id, endpoint: sub.endpoint, ...sub.keys },
    ]);

    // The browser renewed its keys: the same row, the new keys.
    const renewed = subscription(sub.endpoint);
    expect((await post(user, renewed)).status).toBe(201);
    expect(await devices(user.id)).toEqual([
      { user_id: user.id, endpoint: sub.endpoint, ...renewed.keys },
    ]);

    const stranger = await newUser();
    expect((await remove(stranger, { endpoint: sub.endpoint })).body.data).toEqual({
      removed: false,
    });
    expect(await devices(user.id)).toHaveLength(1);
    expect((await remove(user, { endpoint: sub.endpoint })).body).toEqual({
      success: true,
      data: { removed: true },
    });
    expect(await devices(user.id)).toEqual([]);
    expect((await remove(user, { endpoint: sub.endpoint })).body.data).toEqual({ removed: false });
  });

  it('moves a device to the account now signed in on it, never keeping two rows', async () => {
    const [first, second] = [await newUser(), await newUser()];
    const sub = subscription();
    await post(first, sub);
    expect((await post(second, sub)).status).toBe(201);
    expect(await devices(first.id)).toEqual([]);
    expect((await devices(second.id)).map((d) => d.endpoint)).toEqual([sub.endpoint]);
    expect((await devices()).filter((d) => d.endpoint === sub.endpoint)).toHaveLength(1);
  });

  it('refuses an eleventh device with 409, and takes the tenth again (an update)', async () => {
    const user = await newUser();
    const ten = Array.from({ length: 10 }, () => subscription());
    for (const sub of ten) expect((await post(user, sub)).status).toBe(201);
    const res = await post(user, subscription());
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'PUSH_DEVICE_LIMIT',
      error: MESSAGES.pushDeviceLimit,
    });
    expect(await devices(user.id)).toHaveLength(10);
    expect((await post(user, subscription(ten[9]!.endpoint))).status).toBe(201);
    await remove(user, { endpoint: ten[0]!.endpoint });
    expect((await post(user, subscription())).status).toBe(201);
    expect(await devices(user.id)).toHaveLength(10);
  });

  it('refuses bad endpoints and keys with 400 in the envelope, storing nothing', async () => {
    const user = await newUser();
    const good = subscription();
    const short = (bytes: number) => randomBytes(bytes).toString('base64url');
    const notAPoint = Buffer.concat([Buffer.from([3]), randomBytes(64)]).toString('base64url');
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'http://push.example.com/send/1' }, VALIDATION.pushEndpointInvalid],
      [{ ...good, endpoint: '/send/1' }, VALIDATION.pushEndpointInvalid],
      [{ ...good, endpoint: 'not a url' }, VALIDATION.pushEndpointInvalid],
      [
        { ...good, endpoint: `https://push.example.com/${'a'.repeat(2030)}` },
        VALIDATION.pushEndpointInvalid,
      ],
      [{ ...good, keys: { ...good.keys, p256dh: short(64) } }, VALIDATION.pushKeyInvalid],
      [{ ...good, keys: { ...good.keys, p256dh: notAPoint } }, VALIDATION.pushKeyInvalid],
      [{ ...good, keys: { ...good.keys, p256dh: 'not base64url!' } }, VALIDATION.pushKeyInvalid],
      [{ ...good, keys: { ...good.keys, auth: short(15) } }, VALIDATION.pushAuthInvalid],
      [{ ...good, keys: { ...good.keys, auth: short(17) } }, VALIDATION.pushAuthInvalid],
      [{ endpoint: good.endpoint }, VALIDATION.pushKeyInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await post(user, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(JSON.stringify(res.body.details ?? res.body.error)).toContain(message);
    }
    expect(await devices(user.id)).toEqual([]);
  });

  it('answers 413 in the envelope to a huge body, storing nothing', async () => {
    const user = await newUser();
    const res = await post(user, { ...subscription(), padding: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, error: expect.any(String) });
    expect(await devices(user.id)).toEqual([]);
  });

  it('refuses loopback, private and link-local hosts in production, storing nothing', async () => {
    const user = await newUser();
    const production = createApp({ ...t.ctx, env: { ...t.ctx.env, NODE_ENV: 'production' } }).app;
    for (const host of [
      'localhost',
      'push.localhost',
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '[::1]',
      '[fd00::1]',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
    ]) {
      const res = await post(user, subscription(`https://${host}/push/1`), production);
      expect(res.status, host).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: VALIDATION.pushEndpointPrivate });
    }
    expect(await devices(user.id)).toEqual([]);
    expect((await post(user, subscription(), production)).status).toBe(201);
    // Outside production a push service on this machine is allowed (development, these tests).
    expect((await post(user, subscription('https://127.0.0.1:8443/push/1'))).status).toBe(201);
  });

  it('answers 503 when push is off, and 401 to a guest', async () => {
    const user = await newUser();
    const off = createPushSender({
      keys: null,
      logger: t.ctx.logger,
      metrics: t.ctx.metrics,
      publicOnly: true,
    });
    const app = createApp({ ...t.ctx, push: off }).app;
    expect((await request(app).get('/api/push/key')).body.data).toEqual({ publicKey: null });
    const res = await post(user, subscription(), app);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, code: 'PUSH_OFF', error: MESSAGES.pushOff });
    expect(await devices(user.id)).toEqual([]);
    expect((await request(t.app).post('/api/push/subscriptions').send(subscription())).status).toBe(
      401,
    );
  });
});
