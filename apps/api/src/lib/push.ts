import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:https';
import path from 'node:path';
import webpush from 'web-push';
import type { Env } from '../env';
import { errorSummary } from './failures';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import { isPublicHost, PrivateAddressError, publicLookup } from './public-address';

/** What a device shows: the same words as the in-app notification, and where a tap leads. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path inside the web app. */
  url: string;
  /** Notifications with one tag replace each other on the device (one per conversation). */
  tag: string;
}

/** One device, as its browser subscribed. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * How a push ended: accepted by the push service; `gone` when the service no longer knows the
 * device (404, 410: the subscription is to be deleted); `refused` for what no retry can change
 * (another 4xx, an endpoint on a non-public address, push off).
 */
export type PushOutcome = 'sent' | 'gone' | 'refused';

export interface PushSender {
  /** The VAPID public key (base64url) browsers subscribe with; null while push is off. */
  readonly publicKey: string | null;
  /** Throws when a retry may succeed: the network, 429, 5xx. */
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A push not delivered in a day is stale (a message read elsewhere since, a visit passed). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * The VAPID keys from the environment. Outside production without them, a pair generated once into
 * DATA_DIR/vapid.json (readable by this user only) and reused at every start, so the devices that
 * subscribed stay subscribed; production without them has push off (null, and a start-up warning).
 */
export function vapidKeys(
  env: Pick<
    Env,
    | 'NODE_ENV'
    | 'DATA_DIR'
    | 'SUPPORT_EMAIL'
    | 'VAPID_PUBLIC_KEY'
    | 'VAPID_PRIVATE_KEY'
    | 'VAPID_SUBJECT'
  >,
): VapidKeys | null {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  if (env.NODE_ENV === 'production') return null;
  return { ...localVapidKeys(env.DATA_DIR), subject };
}

function localVapidKeys(dataDir: string): webpush.VapidKeys {
  const file = path.join(dataDir, 'vapid.json');
  const read = (): webpush.VapidKeys | null => {
    try {
      const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as Record<
        string,
        unknown
      >;
      return typeof publicKey === 'string' && typeof privateKey === 'string'
        ? { publicKey, privateKey }
        : null;
    } catch {
      return null;
    }
  };
  const stored = read();
  if (stored) return stored;
  mkdirSync(dataDir, { recursive: true });
  // Written aside and linked into place: of two processes starting together, one pair wins and
  // both use it; a reader never sees a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(draft, { force: true });
  }
  const kept = read();
  if (!kept) throw new Error(`${file} holds no VAPID key pair: delete it to have one generated`);
  return kept;
}

export interface PushSenderOptions {
  keys: VapidKeys | null;
  logger: Logger;
  metrics: Pick<Metrics, 'pushes'>;
  /**
   * Refuse endpoints on non-public addresses, by literal and by DNS at connect time (production:
   * an endpoint is a URL a stranger chose, and must not reach this network).
   */
  publicOnly: boolean;
  /** Certificates to trust besides the system's (tests: a push service of their own). */
  ca?: string | Buffer;
}

export function createPushSender(o: PushSenderOptions): PushSender {
  const { keys, logger, metrics } = o;
  const agent = new Agent({
    keepAlive: true,
    ...(o.ca ? { ca: o.ca } : {}),
    ...(o.publicOnly ? { lookup: publicLookup } : {}),
  });
  const counted = (outcome: PushOutcome | 'failed'): void => metrics.pushes.inc({ outcome });

  async function send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    if (!keys) return 'refused';
    if (o.publicOnly && !isPublicHost(new URL(target.endpoint).hostname)) {
      counted('refused');
      return 'refused';
    }
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: keys,
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          agent,
          timeout: PUSH_TIMEOUT_MS,
        },
      );
    } catch (err) {
      const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
      const origin = new URL(target.endpoint).origin;
      if (status === 404 || status === 410) {
        counted('gone');
        return 'gone';
      }
      if (err instanceof PrivateAddressError || (status && status < 500 && status !== 429)) {
        logger.warn({ origin, status, err: errorSummary(err) }, 'push refused');
        counted('refused');
        return 'refused';
      }
      counted('failed');
      throw err;
    }
    counted('sent');
    return 'sent';
  }

  return { publicKey: keys?.publicKey ?? null, send };
}
