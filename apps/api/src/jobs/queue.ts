import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { JOB_COLUMNS, toJobRow, type JobRow } from './rows';
import { errorSummary } from '../lib/failures';
import type { Logger } from '../lib/logger';
import { parseCron, type Cron } from './cron';

export interface Job<P = unknown> {
  id: number;
  name: string;
  payload: P;
  /** 1 on the first run. */
  attempts: number;
  maxAttempts: number;
  runAt: Date;
}

export type JobHandler<P> = (job: Job<P>) => Promise<void>;

export interface HandlerOptions {
  /** What the job does and what queues it: a line of docs/jobs.md, which is generated from it. */
  description?: string;
  /** Runs before the job is dead (state 'failed'). */
  maxAttempts?: number;
  /**
   * How long another worker waits before taking the job over when this one stops answering: the
   * running worker extends the lease (a third of it at a time) for as long as the handler runs.
   */
  leaseMs?: number;
  /** The wait before the first retry; each further retry waits twice as long (capped at 1 h). */
  backoffMs?: number;
  /**
   * Why running the job twice does no harm (runs are at least once: a crash between the work and
   * its completion runs it again), or what a second run repeats. Rendered into docs/jobs.md.
   */
  idempotent?: string;
}

export interface SendOptions {
  runAt?: Date;
  delayMs?: number;
  /** At most one job per (name, key) ever: sending it again is a no-op that answers null. */
  singletonKey?: string;
  /** A transaction to enqueue in, so the job exists exactly when the change that caused it does. */
  db?: Db;
}

export interface JobQueue {
  readonly workerId: string;
  register<P>(name: string, handler: JobHandler<P>, options?: HandlerOptions): void;
  /**
   * A cron expression read in IST; each tick runs once across every instance sharing the database.
   * A tick missed while no instance ran is still run if it is at most `catchUpMs` old (1 day by
   * default); only the latest one is.
   */
  schedule(name: string, cron: string, payload?: unknown, options?: { catchUpMs?: number }): void;
  send(name: string, payload?: unknown, options?: SendOptions): Promise<number | null>;
  /** Every registered job, by name, with its description and cron schedule if it has one. */
  registrations(): JobRegistration[];
  /** Many jobs of one name in a few statements; answers how many were new. */
  sendMany(
    name: string,
    jobs: { payload: unknown; singletonKey?: string }[],
    options?: Omit<SendOptions, 'singletonKey'>,
  ): Promise<number>;
  /** Enqueues due cron ticks, then claims and runs what is due; answers how many jobs ran. */
  runOnce(): Promise<number>;
  /** runOnce until nothing is due (tests). */
  drain(maxRounds?: number): Promise<number>;
  /**
   * Hands every running job back to the queue at once instead of after its lease. Only for a
   * database no other process can reach (the embedded PGlite, locked to this process): there,
   * a job still marked running at start belongs to a process that died.
   */
  recoverOrphans(): Promise<number>;
  /** Polls in the background until stop(). */
  start(): void;
  /** Stops polling and waits for the jobs in flight. */
  stop(): Promise<void>;
}

export interface JobRegistration {
  name: string;
  description: string;
  /** Why a repeated run is harmless (or what it repeats). */
  idempotent: string;
  /** The cron expression (IST) it is scheduled on, if any. */
  cron?: string;
}

export interface QueueOptions {
  db: Db;
  logger: Logger;
  now: () => Date;
  pollMs?: number;
  /** Jobs claimed per round. */
  batchSize?: number;
  workerId?: string;
  /** Told of every failed run (the metrics count them). */
  observer?: QueueObserver;
  /** How often a running job's lease is extended; a third of its lease by default. */
  heartbeatMs?: number;
}

export interface QueueObserver {
  /** A run of `name` failed: `final` when it had no attempt left (state 'failed'), else it is retried. */
  failed(name: string, final: boolean): void;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const DEFAULT_CATCH_UP_MS = 24 * 60 * 60_000;

/** The wait before retry `attempts` + 1: base, 2·base, 4·base, … capped at an hour. */
export function backoffDelay(attempts: number, baseMs = DEFAULT_BACKOFF_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

const ts = (d: Date): SQL => sql`${d.toISOString()}::timestamptz`;

/**
 * The end of a lease `ms` from now on the database's clock: every instance compares leases with
 * the same clock, so one whose clock runs ahead cannot take over a job that is still running.
 */
const leaseEnd = (ms: SQL | number): SQL =>
  sql`clock_timestamp() + ${ms}::int * interval '1 millisecond'`;

/** A job's transaction commits after `send` returns; it is looked for this much later, then polled. */
const AFTER_COMMIT_NUDGES_MS = [25, 250];

interface Registered {
  handler: JobHandler<unknown>;
  description: string;
  idempotent: string;
  maxAttempts: number;
  leaseMs: number;
  backoffMs: number;
}

/**
 * A job queue on one `jobs` table, the same on PostgreSQL and PGlite: pg-boss and graphile-worker
 * each need a node-postgres connection (and their own schema migrations), which the embedded
 * PGlite cannot give, so the server would need two queues with two behaviours. One claim query
 * (FOR UPDATE SKIP LOCKED), a lease, and a unique (name, singleton_key) cover what the app needs.
 */
export function createJobQueue(o: QueueOptions): JobQueue {
  const { db, logger, now } = o;
  const workerId = o.workerId ?? `${process.pid}-${randomBytes(4).toString('hex')}`;
  const pollMs = o.pollMs ?? 1000;
  const batchSize = o.batchSize ?? 5;
  const handlers = new Map<string, Registered>();
  const schedules: {
    name: string;
    expression: string;
    cron: Cron;
    payload: unknown;
    catchUpMs: number;
    lastSlot?: number;
  }[] = [];
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  /** A nudge came during a round: run another before waiting for the poll. */
  let woken = false;
  let stopped = true;
  let round: Promise<number> | undefined;

  async function send(name: string, payload: unknown = {}, options: SendOptions = {}) {
    const at = now();
    const runAt =
      options.runAt ?? (options.delayMs ? new Date(at.getTime() + options.delayMs) : at);
    const maxAttempts = handlers.get(name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const rows = await queryRows<{ id: number }>(
      options.db ?? db,
      sql`insert into jobs (name, payload, max_attempts, run_at, singleton_key, created_at, updated_at)
          values (${name}, ${JSON.stringify(payload)}::jsonb, ${maxAttempts}, ${ts(runAt)},
                  ${options.singletonKey ?? null}, ${ts(at)}, ${ts(at)})
          on conflict (name, singleton_key) where singleton_key is not null do nothing
          returning id::int as "id"`,
    );
    if (rows[0]) wake(options.db);
    return rows[0]?.id ?? null;
  }

  async function sendMany(
    name: string,
    items: { payload: unknown; singletonKey?: string }[],
    options: Omit<SendOptions, 'singletonKey'> = {},
  ): Promise<number> {
    const at = now();
    const runAt =
      options.runAt ?? (options.delayMs ? new Date(at.getTime() + options.delayMs) : at);
    const maxAttempts = handlers.get(name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    let added = 0;
    for (let i = 0; i < items.length; i += 500) {
      const values = items.slice(i, i + 500).map(
        (item) =>
          sql`(${name}, ${JSON.stringify(item.payload)}::jsonb, ${maxAttempts}, ${ts(runAt)},
               ${item.singletonKey ?? null}, ${ts(at)}, ${ts(at)})`,
      );
      const rows = await queryRows<{ id: number }>(
        options.db ?? db,
        sql`insert into jobs (name, payload, max_attempts, run_at, singleton_key, created_at, updated_at)
            values ${sql.join(values, sql`, `)}
            on conflict (name, singleton_key) where singleton_key is not null do nothing
            returning id::int as "id"`,
      );
      added += rows.length;
    }
    if (added) wake(options.db);
    return added;
  }

  async function enqueueCronTicks(at: Date): Promise<void> {
    for (const s of schedules) {
      const slot = s.cron.latestSlot(at, s.catchUpMs);
      if (!slot || slot.getTime() === s.lastSlot) continue;
      await send(s.name, s.payload, { runAt: slot, singletonKey: `cron:${slot.toISOString()}` });
      s.lastSlot = slot.getTime();
    }
  }

  /** `case name when … end` over the registered handlers: one value per job name. */
  function perName(value: (r: Registered) => number): SQL {
    const arms = [...handlers].map(([name, r]) => sql`when ${name} then ${value(r)}::int`);
    return sql`case name ${sql.join(arms, sql` `)} end`;
  }

  /**
   * Due-ness (`run_at`) is read on the injected clock, so tests can move time; leases on the
   * database's. The job's attempts and lease come from this worker's registration, as the process
   * that sent it (an API process registers no handlers) could not know them.
   */
  async function claim(at: Date): Promise<JobRow[]> {
    const names = [...handlers.keys()];
    if (!names.length) return [];
    const nameList = sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    );
    const rows = await queryRows<JobRow>(
      db,
      sql`update jobs set state = 'active', attempts = attempts + 1, locked_by = ${workerId},
            locked_until = ${leaseEnd(perName((r) => r.leaseMs))},
            max_attempts = ${perName((r) => r.maxAttempts)}, updated_at = ${ts(at)}
          where id in (
            select id from jobs
            where name in (${nameList})
              and ((state = 'queued' and run_at <= ${ts(at)})
                or (state = 'active' and locked_until < clock_timestamp()))
            order by run_at, id
            limit ${batchSize}
            for update skip locked)
          returning ${JOB_COLUMNS}`,
    );
    return rows.map(toJobRow);
  }

  /**
   * Extends the lease while the handler runs, so a slow job is not taken over while its worker
   * lives. Answers a function that stops it and waits for the extension in flight.
   */
  function heartbeat(row: JobRow, leaseMs: number): () => Promise<void> {
    let beat: Promise<void> = Promise.resolve();
    const timer = setInterval(
      () => {
        beat = queryRows<{ id: number }>(
          db,
          sql`update jobs set locked_until = ${leaseEnd(leaseMs)}
              where id = ${row.id} and state = 'active' and locked_by = ${workerId}
                and attempts = ${row.attempts}
              returning id::int as "id"`,
        ).then(
          (held) => {
            if (!held.length) {
              logger.warn(
                { job: row.id, name: row.name },
                'job lease lost: another worker took it',
              );
            }
          },
          (err: unknown) =>
            logger.warn({ job: row.id, err: errorSummary(err) }, 'job lease extension failed'),
        );
      },
      o.heartbeatMs ?? Math.max(1, Math.floor(leaseMs / 3)),
    );
    return async () => {
      clearInterval(timer);
      await beat;
    };
  }

  /** Writes the outcome only while this worker still holds the job's lease for this attempt. */
  async function settle(row: JobRow, change: SQL): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update jobs set ${change}, locked_by = null, locked_until = null, updated_at = ${ts(now())}
          where id = ${row.id} and state = 'active' and locked_by = ${workerId}
            and attempts = ${row.attempts}
          returning id::int as "id"`,
    );
    return rows.length > 0;
  }

  async function execute(row: JobRow): Promise<void> {
    const reg = handlers.get(row.name)!;
    if (row.attempts > row.maxAttempts) {
      // Its last run was abandoned (the worker died): that was the final try.
      await settle(
        row,
        sql`state = 'failed', last_error = ${row.lastError ?? 'lease expired: the worker stopped during the run'}`,
      );
      logger.error({ job: row.id, name: row.name }, 'job failed: lease expired on its last try');
      o.observer?.failed(row.name, true);
      return;
    }
    const stopBeating = heartbeat(row, reg.leaseMs);
    try {
      await reg.handler({
        id: row.id,
        name: row.name,
        payload: row.payload,
        attempts: row.attempts,
        maxAttempts: row.maxAttempts,
        runAt: row.runAt,
      });
      await stopBeating();
      await settle(row, sql`state = 'completed', completed_at = ${ts(now())}, last_error = null`);
    } catch (err) {
      await stopBeating();
      const message = err instanceof Error ? err.message : String(err);
      if (row.attempts >= row.maxAttempts) {
        await settle(row, sql`state = 'failed', last_error = ${message}`);
        logger.error(
          { job: row.id, name: row.name, err: errorSummary(err) },
          'job failed for good',
        );
        o.observer?.failed(row.name, true);
      } else {
        const retryAt = new Date(now().getTime() + backoffDelay(row.attempts, reg.backoffMs));
        await settle(row, sql`state = 'queued', run_at = ${ts(retryAt)}, last_error = ${message}`);
        logger.warn(
          { job: row.id, name: row.name, attempts: row.attempts, err: errorSummary(err) },
          'job failed: retrying',
        );
        o.observer?.failed(row.name, false);
      }
    }
  }

  async function runOnceInner(): Promise<number> {
    const at = now();
    await enqueueCronTicks(at);
    const rows = await claim(at);
    await Promise.all(
      rows.map((row) => {
        const p = execute(row).catch((err: unknown) =>
          logger.error({ job: row.id, err: errorSummary(err) }, 'job bookkeeping failed'),
        );
        inFlight.add(p);
        return p.finally(() => inFlight.delete(p));
      }),
    );
    return rows.length;
  }

  function runOnce(): Promise<number> {
    // One round at a time per worker: a nudge during a round waits for it instead of racing it.
    const next = (round ?? Promise.resolve(0)).catch(() => 0).then(runOnceInner);
    round = next;
    return next;
  }

  async function loop(): Promise<void> {
    if (running || stopped) return;
    running = true;
    try {
      // Keep going while rounds find work: a backlog drains without waiting for the poll.
      while (!stopped && ((await runOnce()) > 0 || woken)) woken = false;
    } catch (err) {
      logger.warn({ err: errorSummary(err) }, 'job poll failed');
    } finally {
      running = false;
    }
    if (!stopped) timer = setTimeout(() => void loop(), pollMs);
  }

  function nudge(): void {
    if (stopped) return;
    if (running) {
      woken = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => void loop(), 0);
  }

  /**
   * Runs a job just sent without waiting for the poll. Sent inside a transaction, it is visible
   * only after the commit, which `send` cannot see: it is looked for shortly after.
   */
  function wake(tx: Db | undefined): void {
    if (stopped) return;
    if (!tx) return nudge();
    for (const ms of AFTER_COMMIT_NUDGES_MS) setTimeout(nudge, ms).unref();
  }

  return {
    workerId,
    register(name, handler, options = {}) {
      handlers.set(name, {
        handler: handler as JobHandler<unknown>,
        description: options.description ?? '',
        idempotent: options.idempotent ?? '',
        maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
        backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
      });
    },
    schedule(name, cron, payload = {}, options = {}) {
      schedules.push({
        name,
        expression: cron,
        cron: parseCron(cron),
        payload,
        catchUpMs: options.catchUpMs ?? DEFAULT_CATCH_UP_MS,
      });
    },
    send,
    registrations() {
      return [...handlers].map(([name, { description, idempotent }]) => {
        const cron = schedules.find((s) => s.name === name)?.expression;
        return { name, description, idempotent, ...(cron ? { cron } : {}) };
      });
    },
    sendMany,
    runOnce,
    async drain(maxRounds = 100) {
      let total = 0;
      for (let i = 0; i < maxRounds; i++) {
        const ran = await runOnce();
        if (!ran) return total;
        total += ran;
      }
      return total;
    },
    async recoverOrphans() {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update jobs set state = 'queued', run_at = ${ts(now())}, locked_by = null,
              locked_until = null, updated_at = ${ts(now())}
            where state = 'active' returning id::int as "id"`,
      );
      return rows.length;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(() => void loop(), 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
