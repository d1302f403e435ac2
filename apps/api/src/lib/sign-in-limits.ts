import { MESSAGES } from '@roomsetu/shared';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from './context';
import { AppError } from './errors';
import {
  forget,
  limiterFor,
  noteRefusal,
  possibleRefusalOf,
  rateLimitSettings,
  refund,
  refusal,
  refusalOf,
  storeKey,
  type Counter,
} from './rate-limit';

const SECOND = 1000;
const DAY = 86_400 * SECOND;

/** The longest wait the per-account ceiling imposes between two attempts. */
export const MAX_SIGN_IN_DELAY_MS = 15 * 60 * SECOND;

/**
 * How long an address is remembered as one an account signed in from (the in-memory store keeps
 * a key with a timer, and a timer cannot run past 24.8 days).
 */
const KNOWN_NETWORK_MS = 21 * DAY;

const message = MESSAGES.tooManyAttempts;

function failuresCounter(ctx: AppContext): Counter {
  const rule = rateLimitSettings(ctx).loginFailuresPerAccount;
  // Counts every failure of the window (never refuses by itself): the rule's limit is compared
  // with the count, and the attempts past it go through the gate one at a time.
  return {
    prefix: `loginFailuresPerAccount:${rule.limit}:${Math.ceil(rule.windowMs / SECOND)}`,
    points: Number.MAX_SAFE_INTEGER - 1,
    windowMs: rule.windowMs,
  };
}

function gateCounter(ctx: AppContext): Counter {
  const rule = rateLimitSettings(ctx).loginFailuresPerAccount;
  return {
    prefix: `loginDelayPerAccount:${rule.limit}:${Math.ceil(rule.windowMs / SECOND)}`,
    points: 1,
    windowMs: MAX_SIGN_IN_DELAY_MS,
  };
}

const knownNetworks: Counter = {
  prefix: 'loginKnownNetwork',
  points: 1,
  windowMs: KNOWN_NETWORK_MS,
};

/** Whether the account signed in from this address lately (a store that cannot answer: no). */
async function signedInFrom(ctx: AppContext, accountIp: string): Promise<boolean> {
  try {
    const seen = await (await limiterFor(ctx, knownNetworks)).get(storeKey(accountIp));
    return Boolean(seen && seen.msBeforeNext > 0);
  } catch (err) {
    ctx.logger.warn({ err }, 'rate-limit store unavailable; address taken as unknown');
    return false;
  }
}

async function rememberNetwork(ctx: AppContext, accountIp: string): Promise<void> {
  try {
    await (
      await limiterFor(ctx, knownNetworks)
    ).set(storeKey(accountIp), 1, KNOWN_NETWORK_MS / SECOND);
  } catch (err) {
    ctx.logger.warn({ err }, 'rate-limit store unavailable; address not remembered');
  }
}

/**
 * The per-account ceiling across networks. Every attempt is counted first (so parallel guesses
 * cannot slip past together) and given back unless it fails. From the `limit`-th failure in the
 * window on, each attempt must come at least 2^k s after the one before it (1 s, 2 s, 4 s… at most
 * 15 min): one attempt at a time through a gate whose window is that wait. Nothing
 * locks the account: the owner's right password after the wait signs in, and a reset by mail is
 * never limited by it.
 */
async function accountRefusal(ctx: AppContext, account: string): Promise<AppError | null> {
  const key = storeKey(account);
  try {
    const failures = await (await limiterFor(ctx, failuresCounter(ctx))).consume(key);
    // The attempt that reaches the limit is the first through the gate: the next one waits 1 s.
    const beyond =
      failures.consumedPoints - rateLimitSettings(ctx).loginFailuresPerAccount.limit + 1;
    if (beyond <= 0) return null;
    const waitMs = Math.min(2 ** (beyond - 1) * SECOND, MAX_SIGN_IN_DELAY_MS);
    try {
      await (
        await limiterFor(ctx, gateCounter(ctx))
      ).consume(key, 1, {
        customDuration: waitMs / SECOND,
      });
      return null;
    } catch (err) {
      await refund(ctx, failuresCounter(ctx), account);
      if (err instanceof RateLimiterRes) {
        noteRefusal(ctx, 'loginFailuresPerAccount');
        return refusal(err, message);
      }
      throw err;
    }
  } catch (err) {
    ctx.logger.warn({ err }, 'rate-limit store unavailable; request let through');
    return null;
  }
}

/**
 * Runs a sign-in attempt under the sign-in limits. Only failures (401) count.
 *
 * - Per (account, address): a stranger's wrong guesses slow down only the stranger's address, and
 *   the owner still signs in from their own network; the right password starts it afresh.
 * - Per address, whatever the accounts (credential stuffing): it counts failures only, and past it
 *   a wrong password from that address answers 429 (with Retry-After) instead of 401. The password
 *   is still checked, so someone's failures on a shared network (a hostel, an office, a carrier's
 *   NAT) never keep another person's right password out; guesses at any one account stay bounded
 *   by the two limits below.
 * - Per account, across addresses: past it each further attempt waits twice as long as the one
 *   before (see accountRefusal); not from the addresses the account signed in from lately.
 */
export async function limitFailedSignIns<T>(
  ctx: AppContext,
  email: string,
  ip: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const normalised = email.trim().toLowerCase();
  const accountIp = `${normalised}|${ip}`;
  const account = `email:${normalised}`;
  // Counted before the attempt, so parallel guesses cannot slip past the limits together.
  const known = await signedInFrom(ctx, accountIp);
  const ipRefused = await possibleRefusalOf(ctx, 'loginPerIp', ip, message);
  const pairRefused = await refusalOf(ctx, 'loginPerAccountIp', accountIp, message);
  if (pairRefused) {
    await refund(ctx, 'loginPerIp', ip);
    throw pairRefused;
  }
  // The owner's usual network is not slowed by guesses from elsewhere (its own failures are
  // limited per address above), so guesses spread over many addresses cannot keep them out.
  const accountRefused = known ? null : await accountRefusal(ctx, account);
  if (accountRefused) {
    await Promise.all([refund(ctx, 'loginPerIp', ip), refund(ctx, 'loginPerAccountIp', accountIp)]);
    throw accountRefused;
  }
  const notAFailure = () =>
    Promise.all([
      refund(ctx, 'loginPerIp', ip),
      forget(ctx, 'loginPerAccountIp', accountIp),
      known ? Promise.resolve() : refund(ctx, failuresCounter(ctx), account),
    ]);
  try {
    const result = await attempt();
    await Promise.all([notAFailure(), rememberNetwork(ctx, accountIp)]);
    return result;
  } catch (err) {
    // Only a wrong e-mail or password is a failure; the right password of an unverified account is not.
    const failed = err instanceof AppError && err.status === 401;
    if (!failed) await notAFailure();
    // Past the address's limit, its failures are answered as refused, with when to try again.
    if (failed && ipRefused) {
      noteRefusal(ctx, 'loginPerIp');
      throw ipRefused;
    }
    throw err;
  }
}
