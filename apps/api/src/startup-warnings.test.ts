import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { parseEnv, startupWarnings } from './env';

const vapid = webpush.generateVAPIDKeys();
/** Push on: the warnings below are the only ones. */
const PUSH_KEYS = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };

const production = (PUBLIC_URL: string) =>
  parseEnv({
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PUBLIC_URL,
    ...PUSH_KEYS,
  });

describe('startup warnings', () => {
  it('warn loudly when production is served over plain http on a real host', () => {
    for (const url of ['http://roomsetu.in', 'http://192.168.1.20:3000', 'http://example.com/']) {
      const warnings = startupWarnings(production(url));
      expect(warnings, url).toHaveLength(1);
      expect(warnings[0]).toMatch(/plain http/);
      expect(warnings[0]).toMatch(/Secure/);
      expect(warnings[0]).toContain(new URL(url).origin);
    }
  });

  it('stay quiet for https, for loopback hosts and outside production', () => {
    for (const url of [
      'https://roomsetu.in',
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
    ]) {
      expect(startupWarnings(production(url)), url).toEqual([]);
    }
    expect(
      startupWarnings(
        parseEnv({
          NODE_ENV: 'development',
          PUBLIC_URL: 'http://roomsetu.in',
          JWT_SECRET: 'x'.repeat(40),
        }),
      ),
    ).toEqual([]);
    expect(
      startupWarnings(parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://roomsetu.in' })),
    ).toEqual([]);
  });

  it('say what trusting X-Forwarded-For means when TRUST_PROXY is not the default', () => {
    const env = (TRUST_PROXY?: string) =>
      parseEnv({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PUBLIC_URL: 'https://roomsetu.in',
        ...PUSH_KEYS,
        ...(TRUST_PROXY && { TRUST_PROXY }),
      });
    expect(startupWarnings(env())).toEqual([]);
    expect(startupWarnings(env('loopback'))).toEqual([]);
    const [one] = startupWarnings(env('1'));
    expect(one).toMatch(
      /^TRUST_PROXY is 1: .*X-Forwarded-For\. Only your own proxy may set that header/,
    );
    expect(startupWarnings(env('true'))[0]).toMatch(/"true" trusts every hop/);
  });

  it('say that web push is off in production without VAPID keys, and only there', () => {
    const base = {
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://roomsetu.in',
    };
    const [off, ...rest] = startupWarnings(parseEnv({ NODE_ENV: 'production', ...base }));
    expect(rest).toEqual([]);
    expect(off).toMatch(/^Web push is off: .*VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(startupWarnings(parseEnv({ NODE_ENV: 'development', ...base }))).toEqual([]);
  });
});
