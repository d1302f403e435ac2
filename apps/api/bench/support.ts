import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { CITY_VALUES, PROPERTY_TYPES } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../src/app';
import type { Database, Db } from '../src/db/client';
import { parseEnv } from '../src/env';
import { createContext } from '../src/context';
import { createLogger } from '../src/lib/logger';

/** A port nothing listens on right now, for a server the benchmark starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The p-th percentile of an ascending list; 0 for an empty one. */
export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/** Where the benchmarks create their databases. */
export const benchDatabaseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** A new, empty PostgreSQL database for one benchmark run, and how to drop it afterwards. */
export async function freshPostgres(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: benchDatabaseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(benchDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const LANDLORDS = 1000;

/**
 * `rows` listings spread evenly over the seven cities and five room types, rents 2,000 to 1,00,000,
 * 1 in 20 pending, each with a primary photo and three amenities, owned by 1,000 landlords; then
 * VACUUM ANALYZE, the steady state in which autovacuum has set the visibility map.
 */
export async function seedListings(db: Db, rows: number): Promise<void> {
  await db.execute(sql`insert into users (first_name, last_name, email, phone, password_hash, role)
    select 'Bench', 'Owner ' || g, 'bench' || g || '@example.com', (9000000000 + g)::text, 'x', 'LANDLORD'
    from generate_series(1, ${LANDLORDS}) g`);
  const cities = `array[${CITY_VALUES.map((c) => `'${c}'`).join(',')}]::city[]`;
  const types = `array[${PROPERTY_TYPES.map((c) => `'${c}'`).join(',')}]::property_type[]`;
  await db.execute(
    sql.raw(`insert into properties (owner_id, title, description, property_type, rent, security_deposit, bedrooms, bathrooms,
      area_sq_ft, furnished, facing, available_from, hospital_distance, property_contact_name, property_contact_email,
      address_line1, area, city, postal_code, state, country, latitude, longitude, status, created_at)
    select 1 + g % ${LANDLORDS}, 'Listing ' || g, 'Bench listing', (${types})[1 + (g * 7) % 5], 2000 + (g * 7919) % 98000, 20000, 1 + g % 4, 1 + g % 3,
      500, 'SEMI', 'EAST', date '2026-01-01', 1.5, 'Owner', 'o@example.com', g || ' Main Road', 'Centre',
      (${cities})[1 + (g * 13) % 7], '302001', 'State', 'India', 26.9, 75.8,
      (case when g % 20 = 0 then 'PENDING' else 'ACTIVE' end)::property_status, now() - (g || ' minutes')::interval
    from generate_series(1, ${rows}) g`),
  );
  await db.execute(sql`insert into property_photos (property_id, storage_key, card_key, is_primary)
    select id, 'properties/' || id || '/a.webp', 'properties/' || id || '/a-card.webp', true from properties`);
  await db.execute(sql`insert into property_amenities (property_id, amenity_id)
    select p.id, a.id from properties p join amenities a on a.id <= 3`);
  await db.execute(sql`vacuum analyze`);
}

/** RoomSetu on `database`, listening on a free loopback port, silent: its origin and how to stop it. */
export async function serveBenchApp(
  database: Database,
): Promise<{ origin: string; close: () => void }> {
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/roomsetu-bench', SEED_DEMO: 'false' });
  const { app } = createApp(
    createContext({
      env,
      database,
      logger: createLogger('silent'),
      uploadsDir: '/tmp/roomsetu-bench/uploads',
    }),
  );
  const server = createHttpServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => server.close() };
}

/** One statement as a driver received it (its `query` arguments), to replay unchanged, bare. */
export type Statement = unknown[];
type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Records every statement sent through `client.query` (a pg pool or a PGlite client) from now on:
 * `take()` answers those sent since the last call; `original` sends one without recording it.
 */
export function captureQueries(client: object): { take: () => Statement[]; original: Query } {
  const target = client as { query: Query };
  const original = target.query.bind(target);
  let captured: Statement[] = [];
  target.query = (...args) => {
    captured.push(args);
    return original(...args);
  };
  return {
    take: () => {
      const out = captured;
      captured = [];
      return out;
    },
    original,
  };
}
