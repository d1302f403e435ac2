import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Request, RequestHandler } from 'express';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import {
  MESSAGES,
  PHONE_CODES_PER_HOUR,
  REPORTS_PER_DAY,
  ROOMMATE_FULL_PROFILES_PER_HOUR,
  VISIT_PROPOSALS_PER_DAY,
} from '@roomsetu/shared';
import type { Database } from '../db/client';
import type { AppContext } from './context';
import { tooManyRequests, type AppError } from './errors';
import { rateLimited } from './route';

export interface LimitRule {
  limit: number;
  windowMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Every limit of the API, in one place. Keys name the account first and the address second:
 * thousands of people share one address behind a mobile carrier's NAT, so per-address limits are
 * generous and the tight ones follow the account.
 */
export interface RateLimitSettings {
  /** Failed sign-ins to one account from one address: slows guessing, locks nobody else out. */
  loginPerAccountIp: LimitRule;
  /**
   * Failed sign-ins from one address, whatever the accounts: slows credential stuffing. Past it a
   * wrong password from that address answers 429; the right one still signs in, so a flood from a
   * shared network does not keep the people who use that network out.
   */
  loginPerIp: LimitRule;
  /**
   * Failed sign-ins to one account from anywhere: past it, each further failure doubles the wait
   * before the account can be tried again (1 s, 2 s, 4 s… at most 15 min), so guesses spread over
   * many addresses stay slow and the owner is delayed, never locked out.
   */
  loginFailuresPerAccount: LimitRule;
  signupPerIp: LimitRule;
  /** Duplicate checks reveal whether an e-mail or phone is registered. */
  checkDuplicatePerIp: LimitRule;
  /** Mails with a code (resend verification, forgot password) to one address. */
  codeMailPerEmail: LimitRule;
  codeMailPerIp: LimitRule;
  /** Code submissions (verify e-mail, reset password); each code also dies after 5 wrong tries. */
  codeCheckPerIp: LimitRule;
  /** The contact form: each message lands in the support inbox. */
  contactPerIp: LimitRule;
  /** Reports an account files in a day (any target): each one lands in the moderation queue. */
  reportsPerAccount: LimitRule;
  /** Conversations an account starts with an inquiry (messages in existing ones do not count). */
  conversationsPerAccount: LimitRule;
  /** Listings an account creates. */
  listingsPerAccount: LimitRule;
  /** Changes (fields, address, status) to one listing: each can alert everyone who saved it. */
  listingChangesPerListing: LimitRule;
  /** Chat messages of one user (socket and REST inquiries alike), across sockets and instances. */
  chatPerUser: LimitRule;
  /** join_conversation and mark_read on one socket (counted by its instance, in memory). */
  conversationEventsPerSocket: LimitRule;
  /** join_conversation and mark_read of one user, across that user's sockets and instances. */
  conversationEventsPerUser: LimitRule;
  /** Roommates an account marks Interested (each can notify someone). */
  roommateInterestsPerAccount: LimitRule;
  /**
   * Full roommate profiles an account reads: one per profile first read within the hour, from a
   * details view or a card of a list page, so the directory cannot be scraped.
   */
  roommateProfilesPerAccount: LimitRule;
  /** SMS codes for phone verification, per account: each one costs money and reaches a phone. */
  phoneCodesPerAccount: LimitRule;
  /** Visits an account proposes: each one asks an owner for their time. */
  visitProposalsPerAccount: LimitRule;
}

export type LimitName = keyof RateLimitSettings;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerAccountIp: { limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 100, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { limit: 20, windowMs: 24 * HOUR },
  signupPerIp: { limit: 20, windowMs: HOUR },
  checkDuplicatePerIp: { limit: 60, windowMs: 15 * MINUTE },
  codeMailPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  codeMailPerIp: { limit: 30, windowMs: 15 * MINUTE },
  codeCheckPerIp: { limit: 50, windowMs: 15 * MINUTE },
  contactPerIp: { limit: 5, windowMs: HOUR },
  reportsPerAccount: { limit: REPORTS_PER_DAY, windowMs: 24 * HOUR },
  conversationsPerAccount: { limit: 20, windowMs: HOUR },
  listingsPerAccount: { limit: 10, windowMs: 24 * HOUR },
  listingChangesPerListing: { limit: 20, windowMs: HOUR },
  chatPerUser: { limit: 30, windowMs: 10 * SECOND },
  conversationEventsPerSocket: { limit: 20, windowMs: 10 * SECOND },
  conversationEventsPerUser: { limit: 60, windowMs: 10 * SECOND },
  roommateInterestsPerAccount: { limit: 100, windowMs: 24 * HOUR },
  roommateProfilesPerAccount: { limit: ROOMMATE_FULL_PROFILES_PER_HOUR, windowMs: HOUR },
  phoneCodesPerAccount: { limit: PHONE_CODES_PER_HOUR, windowMs: HOUR },
  visitProposalsPerAccount: { limit: VISIT_PROPOSALS_PER_DAY, windowMs: 24 * HOUR },
};

export function rateLimitSettings(ctx: AppContext): RateLimitSettings {
  return { ...DEFAULT_RATE_LIMITS, ...ctx.rateLimits };
}

/** The one table of counters on PostgreSQL (created by migration 0003). */
const TABLE = 'rate_limits';

interface Stores {
  limiters: Map<string, RateLimiterAbstract>;
  redis?: Promise<unknown>;
}

/**
 * Limiters live with the database, not with an app: every app built on one database (and, through
 * the PostgreSQL table or Redis, every instance) counts the same requests.
 */
const storesByDatabase = new WeakMap<Database, Stores>();

function storesOf(database: Database): Stores {
  let stores = storesByDatabase.get(database);
  if (!stores) {
    stores = { limiters: new Map() };
    storesByDatabase.set(database, stores);
  }
  return stores;
}

async function redisClient(ctx: AppContext, stores: Stores): Promise<unknown> {
  stores.redis ??= (async () => {
    const { createClient } = await import('redis');
    const client = createClient({ url: ctx.env.REDIS_URL });
    // A Redis restart must not take the process down: the client reconnects on its own.
    client.on('error', (err: unknown) => ctx.logger.warn({ err }, 'rate-limit redis'));
    await client.connect();
    client.unref();
    return client;
  })();
  return stores.redis;
}

/** A counter in the store: its prefix (which also names its rule), points and window. */
export interface Counter {
  prefix: string;
  points: number;
  windowMs: number;
  /**
   * Kept in this process's memory whatever the store: for what lives on one instance only (a
   * socket), so counting it costs no round trip.
   */
  local?: boolean;
}

function counterOf(ctx: AppContext, name: LimitName, local = false): Counter {
  const rule = rateLimitSettings(ctx)[name];
  // The rule is part of the prefix, so an app with lowered limits (tests) keeps counters of its own.
  const prefix = `${name}:${rule.limit}:${Math.max(1, Math.ceil(rule.windowMs / SECOND))}`;
  return { prefix, points: rule.limit, windowMs: rule.windowMs, local };
}

export async function limiterFor(
  ctx: AppContext,
  counter: Counter | LimitName,
): Promise<RateLimiterAbstract> {
  const { prefix, points, windowMs, local } =
    typeof counter === 'string' ? counterOf(ctx, counter) : counter;
  const duration = Math.max(1, Math.ceil(windowMs / SECOND));
  const stores = storesOf(ctx.database);
  const storeName = local ? `${prefix}:local` : prefix;
  const existing = stores.limiters.get(storeName);
  if (existing) return existing;
  const options = {
    keyPrefix: prefix,
    points,
    duration,
    // Once over the limit, refuse from memory until the window ends instead of asking the store.
    inMemoryBlockOnConsumed: points + 1,
  };
  let limiter: RateLimiterAbstract;
  if (local) {
    limiter = new RateLimiterMemory(options);
  } else if (ctx.database.pool) {
    limiter = new RateLimiterPostgres({
      ...options,
      storeClient: ctx.database.pool,
      storeType: 'pool',
      tableName: TABLE,
      tableCreated: true,
    });
  } else if (ctx.env.REDIS_URL) {
    limiter = new RateLimiterRedis({
      ...options,
      storeClient: await redisClient(ctx, stores),
      useRedisPackage: true,
    });
  } else {
    limiter = new RateLimiterMemory(options);
  }
  stores.limiters.set(storeName, limiter);
  return limiter;
}

/** Keys fit the table's varchar(255) with their prefix: a long e-mail is counted by its hash. */
export function storeKey(key: string): string {
  return key.length <= 160 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

export function refusal(res: RateLimiterRes, message: string): AppError {
  return tooManyRequests(message, Math.max(1, Math.ceil(res.msBeforeNext / SECOND)));
}

/**
 * Counts one request of `name` for `key` (or `points` of them: a page of ten profiles is ten);
 * throws a 429 (with its Retry-After) once the limit is spent. A store that cannot answer lets
 * the request through: a limit never adds an outage.
 */
export async function consume(
  ctx: AppContext,
  name: LimitName,
  key: string,
  message: string = MESSAGES.tooManyRequests,
  points = 1,
): Promise<void> {
  const refused = await refusalOf(ctx, name, key, message, points);
  if (refused) throw refused;
}

/** Like consume, but answers the refusal instead of throwing it (socket handlers ack with it). */
export async function refusalOf(
  ctx: AppContext,
  name: LimitName,
  key: string,
  message: string = MESSAGES.tooManyRequests,
  points = 1,
): Promise<AppError | null> {
  const refused = await counted(ctx, counterOf(ctx, name), key, message, points);
  if (refused) noteRefusal(ctx, name);
  return refused;
}

/**
 * Like refusalOf, but the refusal is not yet counted in the metrics: for a caller that gives it
 * only in some cases (a sign-in refused only when its password is wrong), and calls noteRefusal then.
 */
export function possibleRefusalOf(
  ctx: AppContext,
  name: LimitName,
  key: string,
  message: string = MESSAGES.tooManyRequests,
): Promise<AppError | null> {
  return counted(ctx, counterOf(ctx, name), key, message);
}

/** Counts a refusal of limit `name` in the metrics. */
export function noteRefusal(ctx: AppContext, name: LimitName): void {
  ctx.metrics.rateLimitRefusals.inc({ limit: name });
}

/**
 * Like refusalOf, counted in this process's memory: for what exists on one instance only (a
 * socket), so the count costs no round trip to the store.
 */
export async function localRefusalOf(
  ctx: AppContext,
  name: LimitName,
  key: string,
  message: string = MESSAGES.tooManyRequests,
): Promise<AppError | null> {
  const refused = await counted(ctx, counterOf(ctx, name, true), key, message);
  if (refused) noteRefusal(ctx, name);
  return refused;
}

async function counted(
  ctx: AppContext,
  counter: Counter,
  key: string,
  message: string,
  points = 1,
): Promise<AppError | null> {
  const name = counter.prefix;
  try {
    await (await limiterFor(ctx, counter)).consume(storeKey(key), points);
    return null;
  } catch (err) {
    if (err instanceof RateLimiterRes) return refusal(err, message);
    ctx.logger.warn({ err, limit: name }, 'rate-limit store unavailable; request let through');
    return null;
  }
}

const nameOf = (counter: LimitName | Counter): string =>
  typeof counter === 'string' ? counter : counter.prefix;

/** Gives back one point: the request it counted turned out not to be one the limit is about. */
export async function refund(
  ctx: AppContext,
  name: LimitName | Counter,
  key: string,
): Promise<void> {
  try {
    await (await limiterFor(ctx, name)).reward(storeKey(key));
  } catch (err) {
    ctx.logger.warn({ err, limit: nameOf(name) }, 'rate-limit refund failed');
  }
}

/** Starts the counter of `key` afresh (a successful sign-in clears that address's failures). */
export async function forget(
  ctx: AppContext,
  name: LimitName | Counter,
  key: string,
): Promise<void> {
  try {
    await (await limiterFor(ctx, name)).delete(storeKey(key));
  } catch (err) {
    ctx.logger.warn({ err, limit: nameOf(name) }, 'rate-limit reset failed');
  }
}

/** The client address (after the trusted proxies); IPv6 clients are counted per /64 network. */
export function ipKey(req: Request): string {
  const ip = req.ip ?? 'unknown';
  if (!isIPv6(ip) || ip.startsWith('::ffff:')) return `ip:${ip.replace(/^::ffff:/, '')}`;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `ip:${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** The e-mail of the body, normalised the way accounts store it; the address when there is none. */
export function emailKey(req: Request): string {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim()
    ? `email:${email.trim().toLowerCase()}`
    : ipKey(req);
}

/** The signed-in account; the address for a guest. */
export function accountKey(req: Request): string {
  return req.user ? `user:${req.user.id}` : ipKey(req);
}

export interface LimitOptions {
  /** The 429 text; sign-in and code limits speak of attempts. */
  message?: string;
  /** Count only requests that succeed (answers below 400): a refused listing is not a listing. */
  successesOnly?: boolean;
}

/** Route middleware: one point of `name` per request, keyed by `keyOf`. */
export function limit(
  ctx: AppContext,
  name: LimitName,
  keyOf: (req: Request) => string,
  options: LimitOptions = {},
): RequestHandler {
  return rateLimited((req, res, next) => {
    const key = keyOf(req);
    consume(ctx, name, key, options.message ?? MESSAGES.tooManyRequests).then(() => {
      if (options.successesOnly) {
        res.once('finish', () => {
          if (res.statusCode >= 400) void refund(ctx, name, key);
        });
      }
      next();
    }, next);
  });
}

/**
 * Waits until this process may make the next call of `name`, at most one every `intervalMs`
 * (rounded up to whole seconds) across every instance sharing the store: a third party's rate
 * (the public geocoder's one request a second) holds however many replicas run. A store that
 * cannot answer lets the call go, as limits do.
 */
export async function waitForTurn(
  ctx: AppContext,
  name: string,
  intervalMs: number,
): Promise<void> {
  const counter: Counter = { prefix: `turn:${name}`, points: 1, windowMs: intervalMs };
  for (;;) {
    try {
      await (await limiterFor(ctx, counter)).consume(storeKey(name));
      return;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) {
        ctx.logger.warn({ err }, 'rate-limit store unavailable; call made without its turn');
        return;
      }
      // A little apart, so callers that woke together do not all ask again at once.
      await new Promise((resolve) => setTimeout(resolve, err.msBeforeNext + Math.random() * 50));
    }
  }
}
