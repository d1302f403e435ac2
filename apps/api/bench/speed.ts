/**
 * RoomSetu against a bare `node:http` + `pg` server on 100,000 listings in PostgreSQL, side by side
 * in one run: autocannon at 50 connections on a search (page 1, page 500 by offset and by cursor), a listing's details
 * and the SPA's HTML. The bare server runs the SQL RoomSetu runs and answers byte-identical JSON
 * (checked before the load starts), the HTML from memory. Each server runs in its own process, the
 * load generator in this one; runs alternate between the two, and the medians are printed, with
 * each server's CPU time per request (from /proc: it moves less with the machine's load than req/s).
 * Then the embedded default: 50 concurrent searches on PGlite with the demo data.
 *
 *   pnpm --filter @roomsetu/api bench:speed
 *     BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
 *     BENCH_ROWS=100000  BENCH_RUNS=3  BENCH_SECONDS=8  BENCH_CONNECTIONS=50
 *     BENCH_ONLY=<part of a request's label>  BENCH_ENGINES=postgres,pglite
 *     BENCH_CPU_PROF=<dir>: both servers' CPU profiles (PostgreSQL part), in <dir>/app and <dir>/bare
 *     WEB_DIST (default ../web/dist: build the web first for GET /)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CITY_VALUES, SORTS } from '@roomsetu/shared';
import { openPglite, openPostgres, queryRows } from '../src/db/client';
import { CARD_WIDTH } from '../src/lib/images';
import { cardVariantKey } from '../src/lib/photo-files';
import { freshPostgres, seedListings } from './support';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PUBLIC_URL = 'http://127.0.0.1:5000';
const webDist = process.env.WEB_DIST ?? path.resolve(process.cwd(), '../web/dist');
const self = fileURLToPath(import.meta.url);

// ---------------------------------------------------------------------------------------------
// The servers (child processes): `speed.ts app <db url>` and `speed.ts bare <db url>`.

async function serveApp(url: string): Promise<number> {
  const [{ createApp }, { parseEnv }, { createContext }, { createLogger }] = await Promise.all([
    import('../src/app'),
    import('../src/env'),
    import('../src/context'),
    import('../src/lib/logger'),
  ]);
  const database = await openPostgres(url, 10);
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/roomsetu-bench-speed',
    SEED_DEMO: 'false',
    PUBLIC_URL,
    WEB_DIST: webDist,
  });
  // Logs as in production (info, a line per API request), to /dev/null: the cost of writing them counts.
  const ctx = createContext({ env, database, logger: createLogger('info') });
  const server = createServer(createApp(ctx).listener);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

interface PhotoJson {
  id: number;
  storage_key: string;
  card_key: string;
  card_widths: number[] | null;
  alt_text: string | null;
  is_primary: boolean;
}
type Row = Record<string, unknown> & {
  photos: PhotoJson[];
  amenities: { id: number; name: string }[];
};

const photoColumns = `coalesce((select json_agg(json_build_object('id', ph.id, 'storage_key', ph.storage_key,
    'card_key', ph.card_key, 'card_widths', ph.card_widths, 'alt_text', ph.alt_text, 'is_primary', ph.is_primary)
    order by ph.is_primary desc, ph.position, ph.id) from property_photos ph where ph.property_id = p.id), '[]') as photos,
  coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.id)
    from property_amenities pa join amenities a on a.id = pa.amenity_id where pa.property_id = p.id), '[]') as amenities`;

function card(p: Row) {
  const url = (key: string) => `${PUBLIC_URL}/uploads/${key}`;
  return {
    id: p.id,
    title: p.title,
    propertyType: p.property_type,
    rent: p.rent,
    period: p.period,
    securityDeposit: p.security_deposit,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    areaSqFt: p.area_sq_ft,
    furnished: p.furnished,
    availableFrom: p.available_from,
    status: p.status,
    letAgreedAt: p.let_agreed_at ? (p.let_agreed_at as Date).toISOString() : null,
    confirmedAt: (p.confirmed_at as Date).toISOString(),
    verified: p.verified,
    verifiedAt: p.verified && p.verified_at ? (p.verified_at as Date).toISOString() : null,
    featured: p.featured,
    genderPreference: p.gender_preference,
    tenantType: p.tenant_type,
    address: {
      line1: p.address_line1,
      area: p.area,
      city: p.city,
      postalCode: p.postal_code,
      state: p.state,
      country: p.country,
    },
    latitude: p.latitude,
    longitude: p.longitude,
    locationApproximate: p.location_approximate,
    features: p.features,
    photos: p.photos.map((ph) => ({
      id: ph.id,
      url: url(ph.storage_key),
      cardUrl: url(ph.card_key),
      cardVariants: ph.card_widths?.length
        ? ph.card_widths.map((width) => ({
            width,
            url: url(cardVariantKey(ph.storage_key, width)),
          }))
        : [{ width: CARD_WIDTH, url: url(ph.card_key) }],
      altText: ph.alt_text,
      isPrimary: ph.is_primary,
    })),
    amenities: p.amenities,
    propertyContactName: p.property_contact_name,
    createdAt: (p.created_at as Date).toISOString(),
  };
}

/** What a bare server would do: hand-written SQL, no framework, JSON built by hand, HTML from memory. */
async function serveBare(url: string, boundedCount: boolean): Promise<number> {
  pg.types.setTypeParser(1082, (v) => v); // dates stay 'YYYY-MM-DD', as the app answers them
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The page the app sends for `/`: the landing page prerendered by the web build when it has one.
  const page = ['_pages/index.html', 'index.html']
    .map((name) => path.join(webDist, name))
    .find((file) => existsSync(file));
  const html = page ? readFileSync(page) : Buffer.from('no web build');
  const json = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  };
  const count = boundedCount
    ? `select count(*)::int as total from (select 1 from properties p
        where p.status = 'ACTIVE' and p.deleted_at is null and p.city = $1 limit 1001) s`
    : `select count(*)::int as total from properties p
        where p.status = 'ACTIVE' and p.deleted_at is null and p.city = $1`;
  // The page's ids first (from an index alone, one more than the page: is there a next one?), then
  // those rows with their photos and amenities; after a cursor, the ids below the cursor's, uncounted.
  const pageSql = (after: string) => `select p.*, count(*) over () as fetched, ${photoColumns}
    from (select id from properties where status = 'ACTIVE' and deleted_at is null and city = $1 ${after}
    order by id desc limit $2 + 1 offset $3) page join properties p on p.id = page.id order by p.id desc limit $2`;
  const firstPages = pageSql('');
  const nextPages = pageSql('and id < $4');
  const cursorOf = (id: number, page: number, total: number, lowerBound: boolean) =>
    Buffer.from(JSON.stringify([1, 'NEWEST', null, id, page, total, lowerBound ? 1 : 0])).toString(
      'base64url',
    );
  const detailSql = `select p.*, ${photoColumns},
      json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'avatar', u.avatar,
        'verified', u.is_email_verified, 'responseTime', u.response_time,
        'propertiesCount', (select count(*)::int from properties o where o.owner_id = u.id and o.status = 'ACTIVE' and o.deleted_at is null),
        'createdAt', u.created_at) as owner
    from properties p join users u on u.id = p.owner_id
    where p.id = $1 and p.deleted_at is null and p.status = 'ACTIVE'`;
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
      return;
    }
    if (u.pathname === '/api/properties') {
      const city = u.searchParams.get('city') ?? 'jaipur';
      const cursorText = u.searchParams.get('cursor');
      const cursor = cursorText
        ? (JSON.parse(Buffer.from(cursorText, 'base64url').toString()) as number[])
        : undefined;
      const page = cursor ? cursor[4]! : Number(u.searchParams.get('page') ?? 1);
      const limit = 10;
      void Promise.all([
        cursor
          ? pool.query<Row>(nextPages, [city, limit, 0, cursor[3]])
          : pool.query<Row>(firstPages, [city, limit, (page - 1) * limit]),
        cursor ? undefined : pool.query<{ total: number }>(count, [city]),
      ]).then(([rows, counted]) => {
        const exact = counted ? counted.rows[0]!.total : cursor![5]!;
        const lowerBound = counted ? boundedCount && exact > 1000 : cursor![6] === 1;
        const total = lowerBound
          ? Math.max(counted ? 1000 : exact, (page - 1) * limit + rows.rows.length)
          : exact;
        const last = rows.rows.at(-1);
        json(res, 200, {
          success: true,
          data: rows.rows.map(card),
          pagination: {
            page,
            limit,
            total,
            pages:
              lowerBound && rows.rows.length === limit
                ? Math.max(Math.ceil(total / limit), page + 1)
                : Math.ceil(total / limit),
            ...(lowerBound && { totalIsLowerBound: true }),
            nextCursor:
              last && Number(rows.rows[0]!.fetched) > limit
                ? cursorOf(last.id as number, page + 1, total, lowerBound)
                : null,
          },
        });
      });
      return;
    }
    const id = /^\/api\/properties\/(\d+)$/.exec(u.pathname)?.[1];
    if (id) {
      void pool.query<Row>(detailSql, [Number(id)]).then(({ rows: [p] }) => {
        if (!p) return json(res, 404, { success: false, error: 'Property not found' });
        const owner = p.owner as Record<string, unknown>;
        json(res, 200, {
          success: true,
          data: {
            ...card(p),
            description: p.description,
            maintenance: p.maintenance,
            floor: p.floor,
            facing: p.facing,
            buildingAge: p.building_age,
            hospitalDistance: p.hospital_distance,
            shoppingMallDistance: p.shopping_mall_distance,
            metroStationDistance: p.metro_station_distance,
            allowedPolicies: p.allowed_policies,
            restrictions: p.restrictions,
            views: p.views,
            inquiries: p.inquiries,
            updatedAt: (p.updated_at as Date).toISOString(),
            owner: { ...owner, createdAt: new Date(owner.createdAt as string).toISOString() },
          },
        });
      });
      return;
    }
    json(res, 404, { success: false, error: 'Not found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

// ---------------------------------------------------------------------------------------------
// The load generator (this process).

function start(
  kind: 'app' | 'bare',
  url: string,
  extra: string[] = [],
): Promise<{
  child: ChildProcess;
  origin: string;
}> {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}/${kind}`]
    : [];
  const child = fork(self, [kind, url, ...extra], {
    execArgv: [...profile, '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (port) => resolve({ child, origin: `http://127.0.0.1:${String(port)}` }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `/api/properties/{id}` goes round `ids`; anything else is requested as is. */
function requestsFor(url: string, ids: number[]): autocannon.Request[] | undefined {
  if (!/\/api\/properties\/\d+$/.test(url)) return undefined;
  let next = 0;
  return [
    {
      setupRequest: (req) => ({
        ...req,
        path: `/api/properties/${ids[next++ % ids.length]!}`,
      }),
    },
  ];
}

interface Measured extends Result {
  /** The server process's CPU time (user and system) per request answered, in microseconds. */
  cpu: number;
}

/** A process's CPU time so far, in clock ticks (100 a second), from /proc. */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

async function load(
  url: string,
  headers: Record<string, string>,
  ids: number[],
  pid: number,
): Promise<Measured> {
  const before = cpuTicks(pid);
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: requestsFor(url, ids),
  });
  return {
    cpu: ((cpuTicks(pid) - before) * 10_000) / Math.max(r.requests.total, 1),
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const fresh = await freshPostgres('roomsetu_bench_speed');
  const database = await openPostgres(fresh.url, 2);
  const children: ChildProcess[] = [];
  try {
    await database.migrate();
    console.log(`seeding ${ROWS.toLocaleString('en-IN')} listings…`);
    await seedListings(database.db, ROWS);
    // Details of 1,000 listings in turn, as visitors spread over them (one hot row would measure
    // its row lock, not the request path).
    const ids = (
      await queryRows<{ id: number }>(
        database.db,
        sql`select id from properties where status = 'ACTIVE' order by id desc limit 1000`,
      )
    ).map((r) => r.id);
    await database.close();

    const app = await start('app', fresh.url);
    children.push(app.child);
    const probe = (await (
      await fetch(`${app.origin}/api/properties?city=jaipur&page=1`)
    ).json()) as { pagination: { totalIsLowerBound?: boolean } };
    const bare = await start('bare', fresh.url, [
      probe.pagination.totalIsLowerBound ? 'bounded' : 'exact',
    ]);
    children.push(bare.child);

    // Page 500 by cursor: the cursor page 499 hands on, as infinite scroll would have it by then.
    const deep = (await (
      await fetch(`${app.origin}/api/properties?city=jaipur&page=499`)
    ).json()) as { pagination: { nextCursor: string } };
    const cursor500 = `/api/properties?city=jaipur&cursor=${deep.pagination.nextCursor}`;

    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const targets: [string, string, Record<string, string>][] = [
      ['GET /api/properties?city=jaipur&page=1', '/api/properties?city=jaipur&page=1', browser],
      ['GET /api/properties?city=jaipur&page=500', '/api/properties?city=jaipur&page=500', browser],
      ['GET /api/properties?city=jaipur&cursor={page 500}', cursor500, browser],
      ['GET /api/properties/{id}', `/api/properties/${ids[0]!}`, browser],
      ['GET / (the SPA HTML)', '/', browser],
    ];
    // Same bytes first (bare before app: a detail view may count itself).
    for (const [label, p] of targets) {
      const b = await (await fetch(`${bare.origin}${p}`)).text();
      const a = await (await fetch(`${app.origin}${p}`)).text();
      console.log(`${a === b ? 'identical' : 'DIFFERENT'} bodies (${a.length} bytes): ${label}`);
      if (a !== b) {
        const at = [...a].findIndex((c, i) => c !== b[i]);
        console.log(`  app:  …${a.slice(Math.max(0, at - 60), at + 60)}`);
        console.log(`  bare: …${b.slice(Math.max(0, at - 60), at + 60)}`);
      }
    }

    console.log(
      `\n${CONNECTIONS} connections, ${RUNS} runs of ${SECONDS} s each, alternating; medians`,
    );
    const rows: string[] = [
      '| request | RoomSetu | bare | throughput ratio | p99 ratio |',
      '|---|---|---|---|---|',
    ];
    const only = process.env.BENCH_ONLY;
    for (const [label, p, headers] of targets) {
      if (only && !label.includes(only)) continue;
      const runs: Record<'app' | 'bare', Measured[]> = { app: [], bare: [] };
      // Warm up both (JIT, pools, plans).
      await autocannon({ url: `${app.origin}${p}`, connections: 10, duration: 1, headers });
      await autocannon({ url: `${bare.origin}${p}`, connections: 10, duration: 1, headers });
      for (let i = 0; i < RUNS; i++) {
        runs.app.push(await load(`${app.origin}${p}`, headers, ids, app.child.pid!));
        runs.bare.push(await load(`${bare.origin}${p}`, headers, ids, bare.child.pid!));
      }
      const m = (list: Measured[]) => ({
        rps: median(list.map((r) => r.rps)),
        cpu: median(list.map((r) => r.cpu)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        errors: list.reduce((s, r) => s + r.errors, 0),
      });
      const a = m(runs.app);
      const b = m(runs.bare);
      const show = (r: typeof a) =>
        `${Math.round(r.rps).toLocaleString('en-IN')} req/s, CPU ${Math.round(r.cpu)} µs/req, p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}`;
      rows.push(
        `| \`${label}\` | ${show(a)} | ${show(b)} | ${(a.rps / b.rps).toFixed(2)} | ${(a.p99 / Math.max(b.p99, 1)).toFixed(2)} |`,
      );
      console.log(rows.at(-1));
    }
    console.log(`\n${rows.join('\n')}`);
  } finally {
    // Stopped before the database is dropped under them.
    await Promise.all(
      children.map(
        (c) =>
          new Promise((resolve) => {
            if (c.exitCode !== null) return resolve(null);
            c.once('exit', resolve);
            c.kill();
          }),
      ),
    );
    await fresh.drop();
  }
}

/**
 * The embedded default: the demo data on an in-memory PGlite, 50 connections going round the
 * searches /find-rooms makes (8 locations × 4 sorts × pages 1 to 3), timed over HTTP in a process
 * of its own.
 */
async function servePgliteDemo(): Promise<number> {
  const [{ createApp }, { parseEnv }, { createContext }, { createLogger }, { seedDemo }] =
    await Promise.all([
      import('../src/app'),
      import('../src/env'),
      import('../src/context'),
      import('../src/lib/logger'),
      import('../src/db/seed'),
    ]);
  const database = await openPglite();
  await database.migrate();
  const dir = '/tmp/roomsetu-bench-speed-pglite';
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir, SEED_DEMO: 'true', PUBLIC_URL });
  const ctx = createContext({
    env,
    database,
    logger: createLogger('info'),
    uploadsDir: `${dir}/uploads`,
  });
  await seedDemo(ctx);
  const server = createServer(createApp(ctx).app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

async function pgliteDemo(): Promise<void> {
  const child = fork(self, ['pglite'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (p) => resolve(Number(p)));
      child.once('exit', (code) => reject(new Error(`pglite server exited with ${code}`)));
    });
    const paths: string[] = [];
    for (const city of ['', ...CITY_VALUES])
      for (const sort of SORTS)
        for (const page of [1, 2, 3])
          paths.push(
            `/api/properties?${new URLSearchParams({ ...(city && { city }), sort, page: String(page) })}`,
          );
    let next = 0;
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
      });
      runs.push({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.non2xx + r.errors + r.timeouts,
      });
    }
    const m = (k: 'rps' | 'p50' | 'p99') => median(runs.map((r) => r[k]));
    console.log(
      `\nPGlite, demo data, ${CONNECTIONS} connections over ${paths.length} searches: ${Math.round(m('rps'))} req/s, p50 ${m('p50')} ms, p99 ${m('p99')} ms${runs.some((r) => r.errors) ? ' (errors!)' : ''}`,
    );
  } finally {
    child.kill();
  }
}

const [kind, url, extra] = process.argv.slice(2);
// A stop from the load generator ends the server normally, so a CPU profile is written.
process.on('SIGTERM', () => process.exit(0));
if (kind === 'pglite') {
  void servePgliteDemo().then((port) => process.send!(port));
} else if (kind === 'app' || kind === 'bare') {
  void (kind === 'app' ? serveApp(url!) : serveBare(url!, extra === 'bounded')).then((port) =>
    process.send!(port),
  );
} else {
  const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
  void (async () => {
    if (engines.includes('postgres')) await main();
    if (engines.includes('pglite')) await pgliteDemo();
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
