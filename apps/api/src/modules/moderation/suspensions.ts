import { formatMomentInWords } from '@roomsetu/shared';
import { MESSAGES, type AccountSuspension } from '@roomsetu/shared';
import type { Database } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { AppError, unauthorized } from '../../lib/errors';
import { suspendedAfter, suspensionOf } from './repository';

/** A permanent suspension is stored as this date. */
export const PERMANENT_SUSPENSION = new Date('9999-12-31T00:00:00.000Z');

/** How long an instance trusts its copy of who is suspended before reading it again. */
export const SUSPENSION_REFRESH_MS = 10_000;

interface Registry {
  /** userId -> suspended until (ms). */
  until: Map<number, number>;
  loadedAt: number;
  loading?: Promise<void>;
  /** Changes made here while a reload was reading: applied over what it read. */
  recent: Map<number, { until: number | null; at: number }>;
}

/**
 * Who is suspended, kept in memory per database so checking an access token costs no query: one
 * read of the (few) suspended accounts every SUSPENSION_REFRESH_MS, and a suspension made on this
 * instance counts at once. Another instance sees it within that interval.
 */
const registries = new WeakMap<Database, Registry>();

function registryOf(database: Database): Registry {
  let r = registries.get(database);
  if (!r) {
    r = { until: new Map(), loadedAt: Number.NEGATIVE_INFINITY, recent: new Map() };
    registries.set(database, r);
  }
  return r;
}

async function reload(ctx: AppContext, r: Registry): Promise<void> {
  const at = ctx.now();
  const started = Date.now();
  const rows = await suspendedAfter(ctx.database.db, at);
  const until = new Map(rows.map((row) => [row.id, row.until!.getTime()]));
  for (const [id, change] of r.recent) {
    if (change.at < started) r.recent.delete(id);
    else if (change.until === null) until.delete(id);
    else until.set(id, change.until);
  }
  r.until = until;
  r.loadedAt = started;
}

/** Whether the account is suspended now; an expired suspension has lifted by itself. */
export async function isSuspended(ctx: AppContext, userId: number): Promise<boolean> {
  const r = registryOf(ctx.database);
  if (Date.now() - r.loadedAt > SUSPENSION_REFRESH_MS) {
    r.loading ??= reload(ctx, r).finally(() => {
      r.loading = undefined;
    });
    try {
      await r.loading;
    } catch (err) {
      // A database hiccup must not sign everyone out: the last known list stays in force.
      ctx.logger.warn({ err }, 'suspension list could not be read');
    }
  }
  const until = r.until.get(userId);
  return until !== undefined && until > ctx.now().getTime();
}

/** Tells this instance at once (the database already says so). */
export function noteSuspension(ctx: AppContext, userId: number, until: Date | null): void {
  const r = registryOf(ctx.database);
  if (until) r.until.set(userId, until.getTime());
  else r.until.delete(userId);
  r.recent.set(userId, { until: until ? until.getTime() : null, at: Date.now() });
}

export const isPermanent = (until: Date) => until.getTime() >= PERMANENT_SUSPENSION.getTime();

/** What sign-in answers a suspended account. */
export function suspensionMessage(until: Date, reason: string | null): string {
  const when = isPermanent(until)
    ? 'Your account has been suspended permanently'
    : `Your account is suspended until ${formatMomentInWords(until)} IST`;
  return reason ? `${when}. Reason: ${reason}` : `${when}.`;
}

/** What the suspended person is told, on their open tabs and at their next request. */
export function suspensionNotice(until: Date, reason: string | null): AccountSuspension {
  return {
    message: suspensionMessage(until, reason),
    reason,
    until: isPermanent(until) ? null : until.toISOString(),
  };
}

/** The 403 a suspended account gets: the message, and the suspension for the tab to show. */
export function suspendedError(until: Date, reason: string | null): AppError {
  const suspension = suspensionNotice(until, reason);
  return new AppError(403, suspension.message, undefined, undefined, { suspension });
}

/**
 * The answer to a request whose (still valid) token belongs to a suspended account: the same
 * suspension the open tab was told of. Read once, only for such a request.
 */
export async function suspensionRefusal(ctx: AppContext, userId: number): Promise<AppError> {
  const row = await suspensionOf(ctx.database.db, userId);
  const suspension = row && activeSuspension(row, ctx.now());
  return suspension
    ? suspendedError(suspension.until, suspension.reason)
    : unauthorized(MESSAGES.sessionExpired);
}

/** The suspension in force for a user row, or null. */
export function activeSuspension(
  user: { suspendedUntil: Date | null; suspensionReason: string | null },
  at: Date,
): { until: Date; reason: string | null } | null {
  if (!user.suspendedUntil || user.suspendedUntil.getTime() <= at.getTime()) return null;
  return { until: user.suspendedUntil, reason: user.suspensionReason };
}
