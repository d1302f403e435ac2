import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { MESSAGES } from '@roomsetu/shared';
import type { AppContext } from './context';
import { tooManyRequests } from './errors';
import { rateLimited } from './route';

export interface LimitRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

export interface RateLimitSettings {
  /** Failed sign-ins against one e-mail: slows password guessing on one account. */
  loginPerEmail: LimitRule;
  /** Every sign-in from one address: slows credential stuffing across accounts. */
  loginPerIp: LimitRule;
  signupPerIp: LimitRule;
  /** Duplicate checks reveal whether an e-mail or phone is registered. */
  checkDuplicatePerIp: LimitRule;
  /** Mails with a code (resend verification, forgot password) to one address. */
  codeMailPerEmail: LimitRule;
  codeMailPerIp: LimitRule;
  /** Code submissions (verify e-mail, reset password); each code also dies after 5 wrong tries. */
  codeCheckPerIp: LimitRule;
  /** Contact and report messages: each one lands in the support inbox. */
  contactPerIp: LimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 50, windowMs: 15 * MINUTE },
  signupPerIp: { limit: 20, windowMs: 60 * MINUTE },
  checkDuplicatePerIp: { limit: 60, windowMs: 15 * MINUTE },
  codeMailPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  codeMailPerIp: { limit: 30, windowMs: 15 * MINUTE },
  codeCheckPerIp: { limit: 50, windowMs: 15 * MINUTE },
  contactPerIp: { limit: 5, windowMs: 10 * MINUTE },
};

export function rateLimitSettings(ctx: AppContext): RateLimitSettings {
  return { ...DEFAULT_RATE_LIMITS, ...ctx.rateLimits };
}

const byIp = (req: Request) => `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;

/** The e-mail of the body, normalised the way accounts store it; the address when there is none. */
const byEmail = (req: Request) => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim()
    ? `email:${email.trim().toLowerCase()}`
    : byIp(req);
};

export interface LimiterOptions {
  key: 'ip' | 'email';
  /** Count only answers of 400 and above (failed sign-ins). */
  failuresOnly?: boolean;
  /** The 429 text; sign-in and code limits speak of attempts. */
  message?: string;
}

/**
 * One limiter with its own in-memory counters. Create limiters while registering routes so
 * every app instance (and every test) starts from zero. With several API replicas each counts
 * on its own, which still bounds an attacker to replicas × limit.
 */
export function createLimiter(rule: LimitRule, options: LimiterOptions): RequestHandler {
  const limiter = rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: options.failuresOnly ?? false,
    keyGenerator: options.key === 'email' ? byEmail : byIp,
    handler: (_req, _res, next) =>
      next(tooManyRequests(options.message ?? MESSAGES.tooManyAttempts)),
  });
  return rateLimited(limiter);
}
