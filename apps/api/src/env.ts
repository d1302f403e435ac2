import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseBucketUrl } from './lib/bucket';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An optional variable: set to nothing is the same as not set. */
const emptyIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const isBase64UrlOf =
  (bytes: number) =>
  (v: string): boolean =>
    /^[A-Za-z0-9_-]+$/.test(v) && Buffer.from(v, 'base64url').length === bytes;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.string().default('15m'),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().positive().default(30),
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Where SMS go: a POST of JSON { to, text } (an adapter for the operator's gateway sits behind it). */
  SMS_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.url().optional()),
  MAIL_FROM: z.string().default('RoomSetu <no-reply@roomsetu.in>'),
  SUPPORT_EMAIL: z.email().default('support@roomsetu.in'),
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org'),
  PUBLIC_URL: z.url().optional(),
  CORS_ORIGIN: z.string().optional(),
  SEED_DEMO: booleanish.optional(),
  WEB_DIST: z.string().optional(),
  /** The web build's page renderer (default: dist-server/prerender.js beside WEB_DIST). */
  WEB_RENDERER: z.string().optional(),
  REDIS_URL: z.url().optional(),
  /** Proxy hops to trust for the client IP (rate limits) and protocol: 'loopback' alone, or a number. */
  TRUST_PROXY: z.string().default('loopback'),
  /** Photos and identity documents in an S3-compatible bucket instead of DATA_DIR (see README). */
  STORAGE_URL: z
    .string()
    .optional()
    .transform((v, c) => {
      if (!v) return undefined;
      try {
        return parseBucketUrl(v);
      } catch (err) {
        c.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  /** A CDN whose origin is the bucket's public/ prefix: /uploads/<key> redirects there. */
  PUBLIC_MEDIA_URL: z
    .url()
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  /** The bucket's credentials; without them the AWS SDK's default chain (a role, a profile). */
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Serves /metrics on a port of its own (same HOST); the main port then never answers it. */
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'must be a port number (1-65535)' })
      .int('must be a port number (1-65535)')
      .min(1, 'must be a port number (1-65535)')
      .max(65535, 'must be a port number (1-65535)')
      .optional(),
  ),
  /** Without METRICS_PORT: /metrics on the main port, to `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * What this process does: `all` serves HTTP and runs the jobs; `api` serves HTTP and sockets and
   * only queues jobs; `worker` runs the jobs and cron and answers only GET /api/health.
   */
  ROLE: z.enum(['all', 'api', 'worker'], { error: 'must be all, api or worker' }).default('all'),
  /**
   * The VAPID key pair web pushes are signed with (base64url, as web-push generates them). Outside
   * production a pair is generated into DATA_DIR/vapid.json when unset; production without them
   * has push off.
   */
  VAPID_PUBLIC_KEY: emptyIsUnset(
    z.string().refine(isBase64UrlOf(65), 'must be a base64url P-256 public key (65 bytes)'),
  ),
  VAPID_PRIVATE_KEY: emptyIsUnset(
    z.string().refine(isBase64UrlOf(32), 'must be a base64url P-256 private key (32 bytes)'),
  ),
  /** Who push services may contact about this sender: a mailto: or https: URL. */
  VAPID_SUBJECT: emptyIsUnset(
    z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL'),
  ),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Env extends Omit<
  RawEnv,
  'JWT_SECRET' | 'SEED_DEMO' | 'PUBLIC_URL' | 'CORS_ORIGIN'
> {
  JWT_SECRET: string;
  SEED_DEMO: boolean;
  PUBLIC_URL: string;
  CORS_ORIGIN: string;
}

export class ConfigError extends Error {}

/** Development keeps a random secret in DATA_DIR so sessions survive restarts without configuration. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The configuration for a command's start: null, with what is wrong printed for the person who
 * started it, when it is invalid (the command then exits with 1).
 */
export function envOrExplain(source: NodeJS.ProcessEnv = process.env): Env | null {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return null;
  }
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  if (raw.PUBLIC_MEDIA_URL && !raw.STORAGE_URL) {
    throw new ConfigError(
      "PUBLIC_MEDIA_URL is set without STORAGE_URL: the media host serves the bucket's public/ " +
        'prefix, so set STORAGE_URL to that bucket (or unset PUBLIC_MEDIA_URL).',
    );
  }
  if (raw.METRICS_PORT !== undefined && raw.METRICS_PORT === raw.PORT) {
    throw new ConfigError(
      `Invalid configuration:\n  METRICS_PORT: must differ from PORT (${raw.PORT}): the metrics are never served on the public port`,
    );
  }
  if (!raw.VAPID_PUBLIC_KEY !== !raw.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (a pair from `npx web-push generate-vapid-keys`), or neither.',
    );
  }
  if (raw.NODE_ENV === 'production') {
    const missing = ['JWT_SECRET', 'PUBLIC_URL'].filter((k) => !source[k]);
    if (missing.length) {
      throw new ConfigError(
        `Refusing to start in production without ${missing.join(' and ')}. Set ${missing.join(', ')} in the environment.`,
      );
    }
    if (!raw.SMTP_URL) {
      // Without SMTP, mails (verification and reset codes included) would go to the log.
      throw new ConfigError(
        'Refusing to start in production without SMTP_URL: verification and password-reset codes ' +
          'must be mailed, never written to the log. Set SMTP_URL (e.g. smtp://user:pass@host:587).',
      );
    }
  }
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  return {
    ...raw,
    JWT_SECRET:
      raw.JWT_SECRET ??
      (raw.NODE_ENV === 'test'
        ? 'test-secret-test-secret-test-secret!'
        : localSecret(raw.DATA_DIR)),
    // Production seeds only when asked to, and then with random passwords (db/seed/credentials.ts).
    SEED_DEMO: raw.SEED_DEMO ?? (raw.NODE_ENV !== 'production' && !raw.DATABASE_URL),
    PUBLIC_URL: publicUrl,
    CORS_ORIGIN: raw.CORS_ORIGIN ?? publicUrl,
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What an operator must hear at start though the configuration is valid. Production over plain
 * http on a real host cannot mark the refresh cookie Secure, so sessions travel in clear text.
 */
export function startupWarnings(
  env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'> &
    Partial<Pick<Env, 'TRUST_PROXY' | 'VAPID_PUBLIC_KEY'>>,
): string[] {
  const warnings: string[] = [];
  const url = new URL(env.PUBLIC_URL);
  if (
    env.NODE_ENV === 'production' &&
    url.protocol === 'http:' &&
    !LOOPBACK_HOSTS.has(url.hostname)
  ) {
    warnings.push(
      `PUBLIC_URL is ${url.origin}: plain http on a host other than localhost. ` +
        'The refresh cookie cannot be Secure, so sign-in sessions can be stolen on the network. ' +
        'Serve RoomSetu over https and set PUBLIC_URL to the https:// address.',
    );
  }
  const trusted = env.TRUST_PROXY ?? 'loopback';
  if (trusted !== 'loopback') {
    warnings.push(
      `TRUST_PROXY is ${trusted}: the client address behind rate limits, sign-in limits and ` +
        'report networks is read from X-Forwarded-For. Only your own proxy may set that header: ' +
        'it must replace what clients send, never pass it on, or anyone can pose as any address.' +
        (trusted === 'true'
          ? ' "true" trusts every hop: name the number of your proxies instead.'
          : ''),
    );
  }
  if (env.NODE_ENV === 'production' && !env.VAPID_PUBLIC_KEY) {
    warnings.push(
      'Web push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set, so no device can ' +
        'subscribe to notifications. Generate a pair once (`npx web-push generate-vapid-keys`) ' +
        'and set both, with VAPID_SUBJECT (mailto: or https:).',
    );
  }
  return warnings;
}
