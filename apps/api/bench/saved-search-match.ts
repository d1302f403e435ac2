/**
 * Matching a new listing against 100,000 saved searches: the query the listing.activated job runs
 * (repository.matchingSearches), timed for 500 random listings, on PostgreSQL and on the embedded
 * PGlite, plus EXPLAIN ANALYZE of one run to show the index range scans.
 *
 *   pnpm bench:saved-searches   (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 *                                BENCH_ENGINES=postgres,pglite by default)
 */
import { CITY_VALUES, PROPERTY_TYPES, type City, type PropertyType } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, queryRows, type Database } from '../src/db/client';
import { matchingSearches, recordMatches } from '../src/modules/saved-searches/repository';

const SEARCHES = Number(process.env.BENCH_ROWS ?? 100_000);
const USERS = Math.ceil(SEARCHES / 10);
const LISTINGS = 500;
const base =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

/**
 * Searches as renters make them: a city on 90 %, a type on 60 %, a budget floor on half and a
 * ceiling on 70 % (bounds between ₹2,000 and ₹1,00,000); a quarter drawn on the map (an eighth a
 * box, an eighth a point and radius, around 18–19° N 73–74° E). Deterministic, so runs compare.
 */
async function seed(database: Database): Promise<void> {
  const { db } = database;
  await db.execute(
    sql.raw(`insert into users (first_name, last_name, email, phone, password_hash, role)
      select 'Renter', 'R' || g, 'renter' || g || '@example.com', (8000000000 + g)::text, 'x', 'TENANT'
      from generate_series(1, ${USERS}) g`),
  );
  const cities = `array[${CITY_VALUES.map((c) => `'${c}'`).join(',')}]::city[]`;
  const types = `array[${PROPERTY_TYPES.map((c) => `'${c}'`).join(',')}]::property_type[]`;
  await db.execute(
    sql.raw(`insert into saved_searches (user_id, name, filters, frequency, city, property_type,
        min_rent, max_rent, last_seen_at, created_at, updated_at)
      select 1 + g % ${USERS}, 'Search ' || g,
        case g % 8
          when 0 then jsonb_build_object('bbox', jsonb_build_object('west', 73 + (g % 97) / 100.0,
            'south', 18 + (g % 89) / 100.0, 'east', 73.1 + (g % 97) / 100.0, 'north', 18.1 + (g % 89) / 100.0))
          when 1 then jsonb_build_object('near', jsonb_build_object('lat', 18 + (g % 89) / 100.0,
            'lng', 73 + (g % 97) / 100.0), 'radiusKm', 1 + g % 10)
          else '{}'::jsonb end,
        (array['INSTANT', 'DAILY', 'OFF'])[1 + g % 3],
        case when g % 10 = 0 then null else (${cities})[1 + (g * 13) % ${CITY_VALUES.length}] end,
        case when g % 5 < 2 then null else (${types})[1 + (g * 7) % ${PROPERTY_TYPES.length}] end,
        case when g % 2 = 0 then 0 else 2000 + (g::bigint * 7919) % 30000 end,
        case when g % 10 < 3 then 2147483647 else 32000 + (g::bigint * 104729) % 68000 end,
        now(), now(), now()
      from generate_series(1, ${SEARCHES}) g`),
  );
  await db.execute(sql`analyze`);
}

async function run(label: string, database: Database): Promise<void> {
  await database.migrate();
  console.log(`\n[${label}] seeding ${SEARCHES.toLocaleString('en-IN')} saved searches…`);
  const started = Date.now();
  await seed(database);
  console.log(`[${label}] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const times: number[] = [];
  const matched: number[] = [];
  let rng = 42;
  const random = () => (rng = (rng * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < LISTINGS + 20; i++) {
    const listing = {
      city: CITY_VALUES[Math.floor(random() * CITY_VALUES.length)] as City,
      propertyType: PROPERTY_TYPES[Math.floor(random() * PROPERTY_TYPES.length)] as PropertyType,
      rent: 3000 + Math.floor(random() * 60) * 1000,
      latitude: 18 + random(),
      longitude: 73 + random(),
      ownerId: 0,
    };
    const t0 = performance.now();
    const rows = await matchingSearches(database.db, listing);
    const ms = performance.now() - t0;
    // The first runs warm the caches and the plan; they are not counted.
    if (i >= 20) {
      times.push(ms);
      matched.push(rows.length);
    }
  }
  const s = [...times].sort((a, b) => a - b);
  const m = [...matched].sort((a, b) => a - b);
  console.log(
    `[${label}] matching one listing against ${SEARCHES.toLocaleString('en-IN')} saved searches (n=${LISTINGS})`,
  );
  console.log(
    `  p50 ${fmt(percentile(s, 50))}  p95 ${fmt(percentile(s, 95))}  p99 ${fmt(percentile(s, 99))}  max ${fmt(s.at(-1)!)}`,
  );
  console.log(`  searches matched per listing: median ${percentile(m, 50)}  max ${m.at(-1)}`);

  // The whole job's write: match rows and notifications for every search matched, one statement.
  await database.db.execute(
    sql.raw(`insert into users (first_name, last_name, email, phone, password_hash, role)
      values ('Bench', 'Owner', 'owner@example.com', '7000000000', 'x', 'LANDLORD')`),
  );
  const [owner] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from users where email = 'owner@example.com'`,
  );
  const writes: number[] = [];
  let notified = 0;
  for (let i = 0; i < 10; i++) {
    const [p] = await queryRows<{ id: number }>(
      database.db,
      sql.raw(`insert into properties (owner_id, title, description, property_type, rent, security_deposit,
          bedrooms, bathrooms, area_sq_ft, furnished, facing, available_from, hospital_distance,
          property_contact_name, property_contact_email, address_line1, city, postal_code, state, country,
          latitude, longitude)
        values (${owner!.id}, 'Bench room ${i}', 'x', 'PG', ${5000 + i * 3000}, 0, 1, 1, 300, 'SEMI', 'EAST',
          '2026-01-01', 1, 'O', 'o@example.com', 'x', 'pune', '411001', 'MH', 'India', 18.5, 73.8)
        returning id`),
    );
    const t0 = performance.now();
    const recorded = await recordMatches(
      database.db,
      {
        id: p!.id,
        ownerId: owner!.id,
        title: 'Bench room',
        city: 'pune',
        propertyType: 'PG',
        rent: 5000 + i * 3000,
        latitude: 18.5,
        longitude: 73.8,
      },
      '/room-details?id=1',
      new Date(),
    );
    writes.push(performance.now() - t0);
    notified += recorded.notifications.length;
  }
  const w = [...writes].sort((a, b) => a - b);
  console.log(
    `[${label}] recording one listing's matches and notifications (n=10): p50 ${fmt(percentile(w, 50))}  max ${fmt(w.at(-1)!)}  (${Math.round(notified / 10)} notifications each)`,
  );

  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    database.db,
    sql`explain analyze select id from saved_searches
        where city = 'pune' and property_type = 'PG' and min_rent <= 15000 and max_rent >= 15000
        union all select id from saved_searches
        where city is null and property_type is null and min_rent <= 15000 and max_rent >= 15000`,
  );
  console.log(`[${label}] EXPLAIN ANALYZE: two of the four branches (city+type, neither)`);
  for (const r of rows) console.log(`  ${r['QUERY PLAN']}`);
}

async function main(): Promise<void> {
  if (engines.includes('postgres')) {
    const name = `roomsetu_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 4);
    try {
      await run('postgres', database);
    } finally {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }
  if (engines.includes('pglite')) {
    const database = await openPglite();
    try {
      await run('pglite', database);
    } finally {
      await database.close();
    }
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
