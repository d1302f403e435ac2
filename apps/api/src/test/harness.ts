import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp, type CreatedApp } from '../app';
import { openPglite, openPostgres, type Database } from '../db/client';
import { parseEnv, type Env } from '../env';
import { createContext } from '../context';
import { registerJobs } from '../jobs-registry';
import type { AppContext } from '../lib/context';
import { createLogger } from '../lib/logger';
import type { ReceivedMail, TestSmtp } from './smtp';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A clock tests can move; like a real one, it never answers the same instant twice. */
export class TestClock {
  constructor(private current = new Date()) {}
  now = (): Date => {
    this.current = new Date(this.current.getTime() + 1);
    return new Date(this.current);
  };
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestEnv extends CreatedApp {
  ctx: AppContext;
  /** The fresh database's URL, when on a PostgreSQL server. */
  databaseUrl?: string;
  clock: TestClock;
  /**
   * Mails go out through the job queue: runs what is queued (as a worker would), then waits for
   * a mail the capture server received.
   */
  waitForMail(
    smtp: TestSmtp,
    predicate: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

interface Templates {
  pgliteTemplate?: string;
  postgresTemplate?: string;
}

/**
 * The migrated database the suite's global setup made (src/test/global-setup.ts), when running
 * under vitest; a benchmark that borrows this harness starts from an empty one and migrates.
 */
async function templates(): Promise<Templates> {
  if (!process.env.VITEST) return {};
  const { inject } = await import('vitest');
  return { pgliteTemplate: inject('pgliteTemplate'), postgresTemplate: inject('postgresTemplate') };
}

let pgliteSnapshot: Blob | undefined;

/** An embedded database in memory with every migration applied (a copy of the suite's template). */
export async function migratedPglite(): Promise<Database> {
  const { pgliteTemplate } = await templates();
  if (pgliteTemplate) pgliteSnapshot ??= new Blob([readFileSync(pgliteTemplate)]);
  const database = await openPglite(undefined, pgliteSnapshot);
  await database.migrate();
  return database;
}

/** A fresh database of its own: PGlite in memory, or a new database on TEST_DATABASE_URL's server. */
async function freshDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { database: await migratedPglite(), drop: async () => {} };
  const { postgresTemplate } = await templates();
  const name = `roomsetu_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(
    `create database "${name}"${postgresTemplate ? ` template "${postgresTemplate}"` : ''}`,
  );
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

export interface TestEnvOptions {
  /** A certificate the push sender trusts (a test push service's); nothing else is trusted more. */
  pushCa?: string;
}

export async function createTestEnv(
  overrides: Partial<Record<keyof Env, string>> = {},
  options: TestEnvOptions = {},
): Promise<TestEnv> {
  const { database, url: databaseUrl, drop } = await freshDatabase();
  await database.migrate();
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: '.data/test',
    SEED_DEMO: 'false',
    ...overrides,
  });
  const clock = new TestClock();
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'roomsetu-uploads-'));
  const ctx = createContext({
    env,
    database,
    logger: createLogger('silent'),
    now: clock.now,
    uploadsDir,
    privateDir: `${uploadsDir}-private`,
    geocoderIntervalMs: 0,
    pushCa: options.pushCa,
  });
  const created = createApp(ctx);
  // The test process is API and worker at once (ROLE=all), driven by drain() instead of the poll.
  registerJobs(ctx);
  return {
    ...created,
    ctx,
    databaseUrl,
    clock,
    waitForMail: async (smtp, predicate, timeoutMs) => {
      await ctx.jobs.drain();
      return smtp.waitForMail(predicate, timeoutMs);
    },
    close: async () => {
      await ctx.jobs.stop();
      ctx.mailer.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      rmSync(`${uploadsDir}-withdrawn`, { recursive: true, force: true });
      rmSync(`${uploadsDir}-private`, { recursive: true, force: true });
      await database.close();
      await drop();
    },
  };
}
