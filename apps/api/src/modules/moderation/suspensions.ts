import { MESSAGES } from '@roomsetu/shared';
import type { Database } from '../../db/client';
import type { AppContext } from '../../lib/context';
import type { AppError } from '../../lib/errors';
import { unauthorized } from '../../lib/errors';
import { activeSuspension, suspendedError } from '../../lib/suspension';
import { suspendedAfter, suspensionOf } from './repository';

export {
  activeSuspension,
  isPermanent,
  PERMANENT_SUSPENSION,
  suspendedError,
  suspensionMessage,
  suspensionNotice,
} from '../../lib/suspension';

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
