import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, queryRows, type Database } from '../db/client';
import { createLogger } from '../lib/logger';
import { bearer } from '../test/auth';
import { createUser } from '../test/factories';
import { createTestEnv, TestClock, usingPostgres, type TestEnv } from '../test/harness';
import { backoffDelay, createJobQueue, type JobQueue, type QueueOptions } from './queue';

let t: TestEnv;
let second: Database | undefined;
const queues: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestEnv();
  // A second instance on PostgreSQL has connections of its own, as another API process would.
  if (usingPostgres) second = await openPostgres(t.databaseUrl!, 5);
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
  await t.ctx.database.db.execute(sql`delete from jobs`);
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const MINUTE = 60_000;
const LEASE_MS = 400;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function queue(
  clock: TestClock,
  db = t.ctx.database.db,
  options: Partial<QueueOptions> = {},
): JobQueue {
  const q = createJobQueue({ db, logger: createLogger('silent'), now: clock.now, ...options });
  queues.push(q);
  return q;
}

interface Row {
  state: string;
  attempts: number;
  lastError: string | null;
  runAt: Date;
}
const lease = async (id: number): Promise<Date | null> => {
  const [row] = await queryRows<{ lockedUntil: Date | string | null }>(
    t.ctx.database.db,
    sql`select locked_until as "lockedUntil" from jobs where id = ${id}`,
  );
  return row?.lockedUntil ? new Date(row.lockedUntil) : null;
};
const jobRow = async (id: number) =>
  (
    await queryRows<Row>(
      t.ctx.database.db,
      sql`select state, attempts, last_error as "lastError", run_at as "runAt" from jobs where id = ${id}`,
    )
  )[0]!;

describe('job queue', () => {
  it('runs a queued job once with its payload and marks it completed', async () => {
    const clock = new TestClock();
    const q = queue(clock);
    const seen: unknown[] = [];
    q.register<{ n: number }>('echo', async (job) => {
      seen.push(job.payload);
    });
    const id = (await q.send('echo', { n: 7 }))!;
    expect(await q.drain()).toBe(1);
    expect(await q.drain()).toBe(0);
    expect(seen).toEqual([{ n: 7 }]);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', attempts: 1, lastError: null });
  });

  it('keeps one job per singleton key however often it is sent', async () => {
    const q = queue(new TestClock());
    let runs = 0;
    q.register('once', async () => {
      runs++;
    });
    const ids = await Promise.all([1, 2, 3].map(() => q.send('once', {}, { singletonKey: 'k' })));
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    await q.drain();
    expect(await q.send('once', {}, { singletonKey: 'k' })).toBeNull();
    await q.drain();
    expect(runs).toBe(1);
  });

  it('sends many jobs at once, one per singleton key', async () => {
    const q = queue(new TestClock());
    const seen: unknown[] = [];
    q.register('bulk', async (job) => {
      seen.push(job.payload);
    });
    const items = Array.from({ length: 1200 }, (_, i) => ({
      payload: { i },
      singletonKey: `k${i % 1000}`,
    }));
    expect(await q.sendMany('bulk', items)).toBe(1000);
    expect(await q.sendMany('bulk', [{ payload: { i: -1 }, singletonKey: 'k5' }])).toBe(0);
    await q.drain(1000);
    expect(seen).toHaveLength(1000);
  });

  it('does not run a job before its run_at', async () => {
    const clock = new TestClock();
    const q = queue(clock);
    let runs = 0;
    q.register('later', async () => {
      runs++;
    });
    await q.send('later', {}, { delayMs: 10 * MINUTE });
    clock.advance(9 * MINUTE);
    expect(await q.drain()).toBe(0);
    clock.advance(MINUTE);
    expect(await q.drain()).toBe(1);
    expect(runs).toBe(1);
  });

  it('retries with exponential backoff and is dead after max attempts, listed for admins', async () => {
    const clock = new TestClock();
    const q = queue(clock);
    let runs = 0;
    q.register(
      'flaky',
      async () => {
        runs++;
        throw new Error(`boom ${runs}`);
      },
      { maxAttempts: 3, backoffMs: 1000 },
    );
    const id = (await q.send('flaky', { what: 'x' }))!;
    await q.drain();
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'boom 1' });
    clock.advance(900);
    expect(await q.drain()).toBe(0);
    clock.advance(200);
    await q.drain();
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 2, lastError: 'boom 2' });
    clock.advance(1800);
    expect(await q.drain()).toBe(0);
    clock.advance(300);
    await q.drain();
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'boom 3' });
    clock.advance(60 * MINUTE);
    expect(await q.drain()).toBe(0);
    expect(runs).toBe(3);

    const admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
    const res = await request(t.app)
      .get('/api/admin/jobs?state=failed')
      .set(...bearer(t, admin));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id,
        name: 'flaky',
        state: 'failed',
        attempts: 3,
        maxAttempts: 3,
        lastError: 'boom 3',
        payload: { what: 'x' },
      }),
    ]);
    expect(res.body.pagination).toMatchObject({ total: 1, page: 1 });
    const queued = await request(t.app)
      .get('/api/admin/jobs?state=queued')
      .set(...bearer(t, admin));
    expect(queued.body.data).toEqual([]);
  });

  it('answers 403 to a non-admin and 401 to a guest on /api/admin/jobs', async () => {
    const user = await createUser(t.ctx.database.db);
    expect(
      (
        await request(t.app)
          .get('/api/admin/jobs')
          .set(...bearer(t, user))
      ).status,
    ).toBe(403);
    expect((await request(t.app).get('/api/admin/jobs')).status).toBe(401);
  });

  it('retries a job whose worker stopped heartbeating once its lease expires, and settles it once', async () => {
    // Leases are on the database's clock, so this waits for real (a short lease), not on the test clock.
    const clock = new TestClock();
    // A worker that hangs without extending its lease, as one whose process froze or died.
    const dead = queue(clock, t.ctx.database.db, { heartbeatMs: 60 * MINUTE });
    const alive = queue(clock, second?.db);
    const effects: string[] = [];
    let hang: (() => void) | undefined;
    dead.register(
      'deliver',
      async () => {
        await new Promise<void>((resolve) => (hang = resolve));
        effects.push('dead worker');
      },
      { leaseMs: LEASE_MS },
    );
    alive.register(
      'deliver',
      async () => {
        effects.push('second worker');
      },
      { leaseMs: LEASE_MS },
    );
    const id = (await dead.send('deliver'))!;
    const stuck = dead.runOnce();
    await expect.poll(() => hang).toBeDefined();
    expect(await jobRow(id)).toMatchObject({ state: 'active', attempts: 1 });

    expect(await alive.drain()).toBe(0);
    await sleep(LEASE_MS + 100);
    expect(await alive.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', attempts: 2 });

    // The first worker coming back late must not overwrite the outcome.
    hang!();
    await stuck;
    expect(await jobRow(id)).toMatchObject({ state: 'completed', attempts: 2 });
    expect(await alive.drain()).toBe(0);
    expect(effects).toEqual(['second worker', 'dead worker']);
  });

  it('keeps a job slower than its lease with its worker while it heartbeats: another worker polling never takes it', async () => {
    const clock = new TestClock();
    const slow = queue(clock);
    const other = queue(clock, second?.db);
    let runs = 0;
    const handler = async () => {
      runs++;
      await sleep(LEASE_MS * 4);
    };
    slow.register('slow', handler, { leaseMs: LEASE_MS });
    other.register('slow', handler, { leaseMs: LEASE_MS });
    const id = (await slow.send('slow'))!;
    const running = slow.runOnce();
    await expect.poll(() => runs).toBe(1);
    const leases: number[] = [];
    const deadline = Date.now() + LEASE_MS * 3;
    while (Date.now() < deadline) {
      expect(await other.runOnce()).toBe(0);
      leases.push((await lease(id))!.getTime());
      await sleep(50);
    }
    // The lease moved forward while the handler ran.
    expect(leases.at(-1)! - leases[0]!).toBeGreaterThan(LEASE_MS);
    expect(await running).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', attempts: 1 });
    expect(await lease(id)).toBeNull();
    expect(await other.drain()).toBe(0);
  });

  it('gives a job queued by a process without its handler the attempts and lease of the worker that runs it', async () => {
    const clock = new TestClock();
    // A ROLE=api process registers no handler: it cannot know the job's options.
    const api = queue(clock);
    const worker = queue(clock, second?.db);
    let runs = 0;
    worker.register(
      'flaky',
      async () => {
        runs++;
        throw new Error('no');
      },
      { maxAttempts: 2, backoffMs: 1000, leaseMs: LEASE_MS },
    );
    const id = (await api.send('flaky'))!;
    expect(await api.drain()).toBe(0);
    await worker.drain();
    clock.advance(1000);
    await worker.drain();
    clock.advance(60 * MINUTE);
    await worker.drain();
    expect(runs).toBe(2);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('on a database only this process uses, hands a dead run back at start without waiting for its lease', async () => {
    const clock = new TestClock();
    const before = queue(clock);
    let hang: (() => void) | undefined;
    before.register('orphan', () => new Promise<void>((resolve) => (hang = resolve)));
    const id = (await before.send('orphan'))!;
    void before.runOnce();
    await expect.poll(() => hang).toBeDefined();

    const restarted = queue(clock);
    let runs = 0;
    restarted.register('orphan', async () => {
      runs++;
    });
    expect(await restarted.drain()).toBe(0);
    expect(await restarted.recoverOrphans()).toBe(1);
    expect(await restarted.drain()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', attempts: 2 });
    hang!();
  });

  it('two workers on one database run each of many jobs exactly once', async () => {
    const clock = new TestClock();
    const a = queue(clock);
    const b = queue(clock, second?.db);
    const runs = new Map<number, number>();
    const handler = async (job: { payload: { n: number } }) => {
      runs.set(job.payload.n, (runs.get(job.payload.n) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 1));
    };
    a.register('work', handler);
    b.register('work', handler);
    for (let n = 0; n < 40; n++) await a.send('work', { n });
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(40);
    expect([...runs.values()].every((v) => v === 1)).toBe(true);
    expect(runs.size).toBe(40);
  });

  it('runs a cron tick (IST) once across two instances, not before it is due', async () => {
    // 07:59 IST on 23 Nov 2026.
    const clock = new TestClock(new Date('2026-11-23T02:29:00.000Z'));
    const a = queue(clock);
    const b = queue(clock, second?.db);
    const ticks: Date[] = [];
    for (const q of [a, b]) {
      q.register('digest', async (job) => {
        ticks.push(job.runAt);
      });
      q.schedule('digest', '0 8 * * *');
    }
    // Yesterday's 08:00 tick is the latest one due: it runs (a server that was down catches up).
    await Promise.all([a.drain(), b.drain()]);
    expect(ticks.map((d) => d.toISOString())).toEqual(['2026-11-22T02:30:00.000Z']);
    clock.advance(30_000);
    await Promise.all([a.drain(), b.drain()]);
    expect(ticks).toHaveLength(1);
    clock.advance(60_000);
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.drain(), b.drain()]);
    expect(ticks.map((d) => d.toISOString())).toEqual([
      '2026-11-22T02:30:00.000Z',
      '2026-11-23T02:30:00.000Z',
    ]);
  });

  it('polls by itself once started and stops cleanly', async () => {
    const q = queue(new TestClock());
    let runs = 0;
    q.register('bg', async () => {
      runs++;
    });
    q.start();
    await q.send('bg');
    await expect.poll(() => runs).toBe(1);
    await q.stop();
  });
});

describe('backoffDelay', () => {
  it('doubles from the base and caps at an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(30, 1000)).toBe(60 * MINUTE);
  });
});
