import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import type { ConnectionStats } from '../lib/metrics';
import { errorSummary } from '../lib/failures';
import { lockDataDir } from './data-dir-lock';
import { pgliteTemplateFile, pgliteTemplateKey } from './pglite-template';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both engines share this surface: the code never knows which one it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The node-postgres pool, when on a PostgreSQL server (the socket.io adapter uses it). */
  pool?: pg.Pool;
  /**
   * A connection of its own, outside the pool, for LISTEN: it lives as long as the process, so it
   * must not hold a pool slot, and losing it must not crash anything.
   */
  dedicatedClient?: () => Promise<pg.Client>;
  /** The embedded database's whole data directory as a tarball, to start copies from it. */
  snapshot?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  /**
   * Calls `listener` whenever a statement of this process writes listings, their photos or
   * amenities (a page view's counter aside), so in-process caches of public answers empty. On
   * PostgreSQL another instance's writes are not seen: such caches must also expire.
   */
  onListingWrite?: (listener: () => void) => void;
}

/** A statement that changes what searches answer (the view counter does not). */
const LISTING_WRITE =
  /\b(insert\s+into|update|delete\s+from)\s+"?(properties|property_photos|property_amenities|amenities|localities)"?[\s(]/i;
const VIEW_COUNT = /^update "properties" set "views" = /;

/** Drizzle's logger sees every statement (transactions and raw SQL too) before it runs. */
function listingWrites() {
  const listeners: (() => void)[] = [];
  return {
    logger: {
      logQuery: (query: string) => {
        // A select writes nothing: the searches skip the scan of their text.
        if (!listeners.length || query.startsWith('select ')) return;
        if (LISTING_WRITE.test(query) && !VIEW_COUNT.test(query))
          for (const listener of listeners) listener();
      },
    },
    onListingWrite: (listener: () => void) => void listeners.push(listener),
  };
}

/** How long the readiness probe waits for `select 1` before calling the database unreachable. */
const PING_TIMEOUT_MS = 2000;
/**
 * How long a request waits for a connection (queueing in the pool included) before it answers 503:
 * long enough that a burst never trips it, short enough that an unreachable server does not hang
 * requests for minutes.
 */
const CONNECT_TIMEOUT_MS = 10_000;
/** Any constant both instances agree on: the key of the advisory lock migrations run under. */
const MIGRATION_LOCK_KEY = 7_342_001;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The committed migrations, found from src/db (tsx, vitest) and from dist (bundled). */
export function resolveMigrations(): string {
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  return (
    candidates.find((p) => existsSync(path.join(p, 'meta', '_journal.json'))) ?? candidates[0]!
  );
}

/**
 * The migrated database the build made (`pnpm --filter @roomsetu/api build`), for a data
 * directory still empty: its first start then skips creating the cluster and running every
 * migration (about 2.7 s), and the migrations that follow it still run as usual. None when the
 * directory holds a database, or the build made none for these migrations and this PGlite.
 */
function builtTemplate(dir: string, template?: string): Blob | undefined {
  if (readdirSync(dir).length > 0) return undefined;
  const migrations = resolveMigrations();
  const file = template ?? pgliteTemplateFile(migrations, pgliteTemplateKey(migrations));
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * The embedded database: in `dataDir`, or in memory, empty or started from a `snapshot()` of
 * another (a copy skips creating the cluster, which costs seconds; in a `dataDir` only when it
 * is empty).
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<Database> {
  // pg_trgm serves place autocomplete; PostgreSQL ships it in contrib, PGlite must load it here.
  const extensions = { pg_trgm };
  const options = { extensions, ...(from && { loadDataDir: from }) };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  let closing: Promise<void> | undefined;
  // PGlite runs one statement or transaction at a time, so a read queued after a write sees it.
  const writes = listingWrites();
  const db = drizzlePglite({ client, schema, casing: 'snake_case', logger: writes.logger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    onListingWrite: writes.onListingWrite,
    migrate: () => migratePglite(db, { migrationsFolder: resolveMigrations() }),
    ping: async () => {
      await withTimeout(client.query('select 1'), PING_TIMEOUT_MS, 'database ping');
    },
    close: () => (closing ??= client.close()),
    snapshot: (compression = 'none') => client.dumpDataDir(compression),
  };
}

export async function openPostgres(url: string, max = 10, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  const lost = (where: string) => (err: Error) =>
    logger?.warn({ err: errorSummary(err), where }, 'database connection lost');
  // An idle connection the server closed (restart, failover, pg_terminate_backend): the pool drops
  // it and reconnects on the next query. Without a listener the process would crash on it.
  pool.on('error', lost('idle pool client'));
  // A checked-out client (a transaction between two statements) has no pool listener: the same
  // error would be unhandled there. The query in flight, if any, still fails and answers 503.
  pool.on('connect', (client) => client.on('error', lost('pool client')));
  const writes = listingWrites();
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger: writes.logger });
  let closing: Promise<void> | undefined;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    pool,
    onListingWrite: writes.onListingWrite,
    migrate: async () => {
      // Two instances starting together on a fresh database would both create the migrations
      // table and the schema; the advisory lock runs them one after the other, and the second
      // finds nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          const locked = drizzlePg({ client, schema, casing: 'snake_case' });
          await migratePg(locked, { migrationsFolder: resolveMigrations() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await withTimeout(pool.query('select 1'), PING_TIMEOUT_MS, 'database ping');
    },
    close: () => (closing ??= pool.end()),
    dedicatedClient: async () => {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      client.on('error', lost('dedicated client'));
      await client.connect();
      return client;
    },
  };
}

/**
 * The database the server (or a CLI command) uses. The embedded one is locked to this process
 * first: DataDirLockedError when another process has it open.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger?: Logger;
  /** The migrated database to start an empty `dataDir` from (default: the build's). */
  template?: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 10, options.logger);
  const lock = lockDataDir(options.dataDir);
  try {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const database = await openPglite(dir, builtTemplate(dir, options.template));
    const close = database.close;
    return { ...database, close: () => close().finally(lock.release) };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/**
 * The connections at this moment: node-postgres's pool (checked out, queued for one, its size);
 * the embedded database has one connection, always open, and queues its statements itself.
 */
export function connectionStats(database: Pick<Database, 'pool'>): ConnectionStats {
  const { pool } = database;
  if (!pool) return { inUse: 1, waiting: 0, max: 1 };
  return {
    inUse: pool.totalCount - pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max,
  };
}

/** Raw SQL rows on either engine (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
