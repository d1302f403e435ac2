import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('configuration', () => {
  it('runs everything in one process unless ROLE says otherwise, and refuses an unknown ROLE', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).ROLE).toBe('all');
    expect(parseEnv({ NODE_ENV: 'test', ROLE: 'worker' }).ROLE).toBe('worker');
    expect(() => parseEnv({ NODE_ENV: 'test', ROLE: 'workers' })).toThrow(ConfigError);
    expect(() => parseEnv({ NODE_ENV: 'test', ROLE: 'workers' })).toThrow(
      /ROLE: must be all, api or worker/,
    );
  });

  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://roomsetu.in',
    SMTP_URL: 'smtp://mail.roomsetu.in:587',
  } as const;

  it('refuses to start in production without the secrets, naming them', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET and PUBLIC_URL/);
    expect(() => parseEnv(production)).not.toThrow();
  });

  it('refuses to start in production without SMTP_URL, so codes never go to the log', () => {
    for (const SMTP_URL of [undefined, '']) {
      expect(() => parseEnv({ ...production, SMTP_URL })).toThrow(ConfigError);
      expect(() => parseEnv({ ...production, SMTP_URL })).toThrow(
        /without SMTP_URL: verification and password-reset codes must be mailed/,
      );
    }
    // Development and tests keep the log fallback.
    expect(parseEnv({ NODE_ENV: 'development', DATA_DIR: '.data/test' }).SMTP_URL).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'test' }).SMTP_URL).toBeUndefined();
  });

  it('seeds demo data in production only when SEED_DEMO=true is set explicitly', () => {
    expect(parseEnv(production).SEED_DEMO).toBe(false);
    expect(parseEnv({ ...production, DATA_DIR: '.data/test' }).SEED_DEMO).toBe(false);
    expect(parseEnv({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('refuses a short JWT secret and a malformed URL with a readable message', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET must be at least 32 characters/,
    );
    expect(() => parseEnv({ NODE_ENV: 'test', DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('defaults to the embedded database with demo data, and to no demo data on a server', () => {
    const embedded = parseEnv({ NODE_ENV: 'test' });
    expect(embedded).toMatchObject({
      PORT: 3000,
      SEED_DEMO: true,
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(embedded.DATABASE_URL).toBeUndefined();
    const server = parseEnv({ NODE_ENV: 'test', DATABASE_URL: 'postgres://u@h:5432/d' });
    expect(server.SEED_DEMO).toBe(false);
  });

  it('treats an empty SMTP_URL as unset, so mail goes to the log', () => {
    expect(parseEnv({ NODE_ENV: 'test', SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('stops the production server before it opens anything when SMTP_URL is missing', () => {
    const apiRoot = path.resolve(import.meta.dirname, '..');
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, ...production };
    delete env.SMTP_URL;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: apiRoot,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Refusing to start in production without SMTP_URL/);
  }, 40_000);
});
