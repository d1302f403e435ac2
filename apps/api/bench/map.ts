/**
 * Map search on 100,000 listings spread over the seven cities (20,000 in Bengaluru), on PostgreSQL
 * and on PGlite: bbox search page 1, near (5 km, by distance) page 1, the map of a whole city at
 * city zoom, and place autocomplete. Each is timed over HTTP against the real app, and the very
 * statements the app sent (captured from its driver) are replayed bare through `pg` (or straight
 * into PGlite) in the same run: the ratio is what the app adds. EXPLAIN ANALYZE shows the indexes.
 *
 *   pnpm bench:map      (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 *                        BENCH_ENGINES=postgres,pglite; BENCH_ROWS=100000; BENCH_RUNS=100)
 */
import { gzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { CITIES, CITY_BOUNDS, LANDMARKS, PROPERTY_TYPES, type City } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { captureQueries, serveBenchApp, type Statement } from './support';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((e) => e.trim());
const base =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

interface Engine {
  name: string;
  database: Database;
  /** Statements sent since the last `take()`. */
  take(): Statement[];
  /** Runs statements one after the other outside the app. */
  bare(statements: Statement[]): Promise<void>;
  /** EXPLAIN ANALYZE of one captured statement, as text lines. */
  explain(statement: Statement): Promise<string[]>;
  close(): Promise<void>;
}

function textOf(statement: Statement): { text: string; values: unknown[] } {
  const [first, values] = statement as [string | { text: string }, unknown[] | undefined];
  return { text: typeof first === 'string' ? first : first.text, values: values ?? [] };
}

async function postgresEngine(): Promise<Engine> {
  const name = `roomsetu_bench_map_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 10);
  const { take } = captureQueries(database.pool!);
  const bareClient = new pg.Client({ connectionString: url.toString() });
  await bareClient.connect();
  return {
    name: 'PostgreSQL',
    database,
    take,
    bare: async (statements) => {
      for (const s of statements)
        await (bareClient.query as (...a: unknown[]) => Promise<unknown>)(...s);
    },
    explain: async (statement) => {
      const { text, values } = textOf(statement);
      const res = await bareClient.query<{ 'QUERY PLAN': string }>(
        `explain analyze ${text}`,
        values,
      );
      return res.rows.map((r) => r['QUERY PLAN']);
    },
    close: async () => {
      await bareClient.end();
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

async function pgliteEngine(): Promise<Engine> {
  const database = await openPglite();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const { take, original } = captureQueries(client);
  return {
    name: 'PGlite',
    database,
    take,
    bare: async (statements) => {
      for (const s of statements) await original(...s);
    },
    explain: async (statement) => {
      const { text, values } = textOf(statement);
      const res = (await original(`explain analyze ${text}`, values)) as {
        rows: { 'QUERY PLAN': string }[];
      };
      return res.rows.map((r) => r['QUERY PLAN']);
    },
    close: () => database.close(),
  };
}

/** 100,000 listings scattered around each city's landmarks (a few km), 1 in 19 pending, 1 in 17 at the city centre (approximate). */
async function seed(database: Database): Promise<void> {
  const { db } = database;
  await db.execute(sql`insert into users (first_name, last_name, email, phone, password_hash, role)
    values ('Bench', 'Owner', 'bench@example.com', '9000000000', 'x', 'LANDLORD')`);
  const landmarks = (Object.entries(LANDMARKS) as [City, typeof LANDMARKS.delhi][]).flatMap(
    ([city, list]) =>
      list.map((l, i) => `('${city}', ${i}, '${l.name.replace(/'/g, "''")}', ${l.lat}, ${l.lng})`),
  );
  const centres = CITIES.map((c) => `('${c.value}', ${c.latitude}, ${c.longitude})`);
  const others = CITIES.filter((c) => c.value !== 'bengaluru').map((c) => `'${c.value}'`);
  const types = `array[${PROPERTY_TYPES.map((c) => `'${c}'`).join(',')}]::property_type[]`;
  await db.execute(
    sql.raw(`with landmark(city, idx, name, lat, lng) as (values ${landmarks.join(',')}),
      counted as (select city, count(*)::int as n from landmark group by city),
      centre(city, lat, lng) as (values ${centres.join(',')}),
      row as (
        select g, (case when g % 5 = 0 then 'bengaluru' else (array[${others.join(',')}])[1 + g % 6] end) as city
        from generate_series(1, ${ROWS}) g
      )
      insert into properties (owner_id, title, description, property_type, rent, security_deposit, bedrooms, bathrooms,
        area_sq_ft, furnished, facing, available_from, hospital_distance, property_contact_name, property_contact_email,
        address_line1, area, city, postal_code, state, country, latitude, longitude, location_approximate, status, created_at)
      select 1, 'Listing ' || r.g, 'Bench listing', (${types})[1 + (r.g * 7) % 5], 2000 + (r.g * 7919) % 98000, 20000,
        1 + r.g % 4, 1 + r.g % 3, 500, 'SEMI', 'EAST', date '2026-01-01', 1.5, 'Owner', 'o@example.com',
        r.g || ' Main Road', case when r.g % 3 = 0 then l.name || ' Extension' else l.name end, r.city::city, '000000', 'State', 'India',
        case when r.g % 17 = 1 then c.lat else l.lat + ((random() + random() + random()) / 3 - 0.5) * 0.08 end,
        case when r.g % 17 = 1 then c.lng else l.lng + ((random() + random() + random()) / 3 - 0.5) * 0.08 end,
        r.g % 17 = 1,
        (case when r.g % 19 = 0 then 'PENDING' else 'ACTIVE' end)::property_status, now() - (r.g || ' minutes')::interval
      from row r
      join counted k on k.city = r.city
      join landmark l on l.city = r.city and l.idx = (hashint4(r.g) & 2147483647) % k.n
      join centre c on c.city = r.city`),
  );
  await db.execute(sql`insert into property_photos (property_id, storage_key, card_key, is_primary)
    select id, 'properties/' || id || '/a.webp', 'properties/' || id || '/a-card.webp', true from properties`);
  await db.execute(sql`insert into property_amenities (property_id, amenity_id)
    select p.id, a.id from properties p join amenities a on a.id <= 3`);
  // Steady state: autovacuum has set the visibility map, so counts can use index-only scans.
  await db.execute(sql`vacuum analyze`);
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;

interface Case {
  label: string;
  /** The n-th request's path and query: the place varies so no single page stays hot. */
  path: (n: number) => string;
}

const bboxAround = (lat: number, lng: number, d: number) =>
  [lng - d, lat - d, lng + d, lat + d].map((x) => x.toFixed(4)).join(',');
const allLandmarks = (Object.entries(LANDMARKS) as [City, typeof LANDMARKS.delhi][]).flatMap(
  ([city, list]) => list.map((l) => ({ ...l, city })),
);
const pick = <T>(list: readonly T[], n: number) => list[(n * 7) % list.length]!;
const PLACE_QUERIES: [string, City | undefined][] = [
  ['kora', 'bengaluru'],
  ['koramangla', 'bengaluru'],
  ['manyata', 'bengaluru'],
  ['white', 'bengaluru'],
  ['hinjewadi', 'pune'],
  ['powai', 'mumbai'],
  ['gachi', 'hyderabad'],
  ['nehru', undefined],
  ['malviya', 'jaipur'],
  ['station', undefined],
];

const CASES: Case[] = [
  {
    label: 'bbox search, page 1 (≈5.5 km box, newest)',
    path: (n) => {
      const l = pick(allLandmarks, n);
      return `/api/properties?bbox=${bboxAround(l.lat, l.lng, 0.025)}&limit=10`;
    },
  },
  {
    label: 'near 5 km, by distance, page 1',
    path: (n) => {
      const l = pick(allLandmarks, n);
      return `/api/properties?near=${l.lat},${l.lng}&radiusKm=5&limit=10`;
    },
  },
  {
    label: 'map, Bengaluru whole city, zoom 11',
    path: () => `/api/properties/map?bbox=${CITY_BOUNDS.bengaluru.join(',')}&zoom=11`,
  },
  {
    label: 'places ?q=',
    path: (n) => {
      const [q, city] = pick(PLACE_QUERIES, n);
      return `/api/places?q=${encodeURIComponent(q)}${city ? `&city=${city}` : ''}`;
    },
  },
];

const INDEX_PATTERN =
  /(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on|(Seq) Scan on) (\w+)/g;

async function runEngine(engine: Engine): Promise<string[]> {
  const { database } = engine;
  await database.migrate();
  console.log(`\n== ${engine.name}: seeding ${ROWS.toLocaleString('en-IN')} listings…`);
  const started = Date.now();
  await seed(database);
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  engine.take();

  const { origin, close } = await serveBenchApp(database);
  const lines: string[] = [];
  try {
    for (const c of CASES) {
      for (let n = 0; n < 10; n++) await (await fetch(origin + c.path(n))).arrayBuffer();
      engine.take();
      const http: number[] = [];
      const bare: number[] = [];
      let sample: Statement[] = [];
      let bytes = 0;
      let gzipped = 0;
      let shape = '';
      for (let n = 0; n < RUNS; n++) {
        const t0 = performance.now();
        const res = await fetch(origin + c.path(n));
        const body = Buffer.from(await res.arrayBuffer());
        http.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`${res.status} for ${c.path(n)}: ${body}`);
        const statements = engine.take();
        const t1 = performance.now();
        await engine.bare(statements);
        bare.push(performance.now() - t1);
        if (n === 0) {
          sample = statements;
          bytes = body.length;
          gzipped = gzipSync(body).length;
          const data = (JSON.parse(body.toString()) as { data: unknown }).data as Record<
            string,
            unknown[]
          >;
          shape = Array.isArray(data)
            ? `${data.length} results`
            : Object.entries(data)
                .map(([k, v]) => (Array.isArray(v) ? `${v.length} ${k}` : `${k} ${String(v)}`))
                .join(', ');
        }
      }
      const h = median(http);
      const b = median(bare);
      const line = `${engine.name.padEnd(10)} ${c.label.padEnd(44)} http p50 ${ms(h).padStart(9)}   bare SQL p50 ${ms(b).padStart(9)}   ratio ${(h / b).toFixed(1)}×`;
      console.log(
        `\n${line}\n  first answer: ${shape}; ${(bytes / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzip; ${sample.length} statements`,
      );
      lines.push(`${line}   (${shape}; ${(gzipped / 1024).toFixed(1)} KB gzip)`);
      // The listing statements (rows, count; the map's points, clusters; places): photos and
      // amenities by id are primary-key lookups and left out.
      for (const statement of sample) {
        const { text } = textOf(statement);
        if (/from "property_photos"|from "property_amenities"/i.test(text)) continue;
        const plan = await engine.explain(statement);
        const indexes = [
          ...new Set(
            Array.from(plan.join('\n').matchAll(INDEX_PATTERN), (m) =>
              m[1] ? `seq scan of ${m[2]}` : m[2]!,
            ),
          ),
        ];
        console.log(`  EXPLAIN ANALYZE ${text.replace(/\s+/g, ' ').slice(0, 100)}…`);
        for (const row of plan) console.log(`    ${row}`);
        lines.push(
          `  ${text.replace(/\s+/g, ' ').slice(0, 60)}… → ${indexes.join(', ') || 'no index'}`,
        );
      }
    }
  } finally {
    close();
  }
  return lines;
}

async function main(): Promise<void> {
  const summary: string[] = [];
  for (const name of ENGINES) {
    const engine = name === 'pglite' ? await pgliteEngine() : await postgresEngine();
    try {
      summary.push(...(await runEngine(engine)));
    } finally {
      await engine.close();
    }
  }
  console.log(`\n== Summary (${ROWS.toLocaleString('en-IN')} listings, ${RUNS} requests each)`);
  for (const line of summary) console.log(line);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
