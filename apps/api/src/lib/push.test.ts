import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { parseEnv, startupWarnings } from '../env';
import { startPushService } from '../test/push-service';
import { createLogger } from './logger';
import { createMetrics } from './metrics';
import { isPublicHost, PrivateAddressError, publicLookup } from './public-address';
import { createPushSender, vapidKeys } from './push';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'roomsetu-vapid-'));
  dirs.push(dir);
  return dir;
};

const production = (extra: Record<string, string> = {}) =>
  parseEnv({
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PUBLIC_URL: 'https://roomsetu.in',
    ...extra,
  });

const logger = createLogger('silent');

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR/vapid.json (owner only) and reused at the next start', () => {
    const DATA_DIR = path.join(dataDir(), 'nested');
    const env = parseEnv({ NODE_ENV: 'development', DATA_DIR, JWT_SECRET: 'x'.repeat(40) });
    const first = vapidKeys(env)!;
    const file = path.join(DATA_DIR, 'vapid.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(first.subject).toBe('mailto:support@roomsetu.in');
    expect(vapidKeys(env)).toEqual(first);
    expect(vapidKeys(parseEnv({ NODE_ENV: 'test', DATA_DIR }))).toEqual(first);
  });

  it('come from the environment when set, in production too', () => {
    const pair = webpush.generateVAPIDKeys();
    const env = production({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://roomsetu.in/contact',
    });
    expect(vapidKeys(env)).toEqual({ ...pair, subject: 'https://roomsetu.in/contact' });
    expect(startupWarnings(env)).toEqual([]);
  });

  it('are none in production without the environment: push is off and the start warns', () => {
    const env = production({ DATA_DIR: dataDir() });
    expect(vapidKeys(env)).toBeNull();
    const sender = createPushSender({
      keys: vapidKeys(env),
      logger,
      metrics: createMetrics({ logger, processMetrics: false }),
      publicOnly: true,
    });
    expect(sender.publicKey).toBeNull();
    const warnings = startupWarnings(env);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Web push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
  });

  it('are refused when malformed or only half set', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(() => production({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/both/);
    expect(() =>
      production({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() =>
      production({ ...pair, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_SUBJECT: 'push@roomsetu.in' }),
    ).toThrow(/VAPID_SUBJECT: must be a mailto: or https: URL/);
  });
});

describe('public addresses (push endpoints in production)', () => {
  it('tell outside hosts from loopback, private, link-local, unique-local and CGNAT ones', () => {
    for (const host of ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '8.8.8.8']) {
      expect(isPublicHost(host), host).toBe(true);
    }
    expect(isPublicHost('[2606:4700::1111]')).toBe(true);
    expect(isPublicHost('[::ffff:808:808]')).toBe(true);
    for (const host of [
      'localhost',
      'LOCALHOST.',
      'a.localhost',
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.31.255.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.100.1.1',
      '0.0.0.0',
      '[::]',
      '[::1]',
      '[fc00::1]',
      '[fe80::1]',
      '[::ffff:7f00:1]',
      '[::ffff:10.0.0.1]',
      '[0:0:0:0:0:ffff:c0a8:1]',
    ]) {
      expect(isPublicHost(host), host).toBe(false);
    }
  });

  it('refuse a name that resolves to a non-public address when connecting', async () => {
    const refusal = await new Promise<unknown>((resolve) =>
      publicLookup('localhost', {}, (err) => resolve(err)),
    );
    expect(refusal).toBeInstanceOf(PrivateAddressError);
  });

  it('keep a production sender from reaching a push service on this machine', async () => {
    const service = await startPushService();
    try {
      const device = service.device();
      const sender = createPushSender({
        keys: { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@roomsetu.in' },
        logger,
        metrics: createMetrics({ logger, processMetrics: false }),
        publicOnly: true,
        ca: service.ca,
      });
      const target = { endpoint: device.endpoint, ...device.keys };
      const message = { title: 'x', body: 'y', url: '/', tag: 't' };
      expect(await sender.send(target, message)).toBe('refused');
      const byName = { ...target, endpoint: device.endpoint.replace('127.0.0.1', 'localhost.') };
      expect(await sender.send(byName, message)).toBe('refused');
      expect(service.received).toEqual([]);
    } finally {
      await service.close();
    }
  });
});
