/**
 * Free visit slots of a busy listing: a listing with visit hours every day 09:00–20:00 and 1,000
 * confirmed 30-minute visits from tomorrow on, two of every three half hours taken (about 15 a day,
 * so some 440 of them fall in the next 30 days and a free half hour follows every second one), on
 * PostgreSQL. GET /api/properties/{id}/visit-slots for the next 30 days is
 * timed over HTTP against the real app (p50 and p99), and the very statements the app sent for it
 * (captured from its driver) are replayed bare through `pg` as named prepared statements in the same
 * run (median): the difference is what the app adds, the slot walk included.
 *
 *   pnpm bench:visit-slots   (BENCH_DATABASE_URL or TEST_DATABASE_URL, default
 *                             postgres://postgres@127.0.0.1:5432/test; BENCH_RUNS=200)
 */
import { todayInIndia, WEEKDAYS } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, queryRows } from '../src/db/client';
import { captureQueries, freshPostgres, pct, serveBenchApp, type Statement } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BARE_RUNS = 25;
const VISITS = 1000;
const PER_DAY = 22; // half hours from 09:00 to 19:30
const DAY_MS = 86_400_000;

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function main(): Promise<void> {
  const fresh = await freshPostgres('roomsetu_bench_visit_slots');
  const database = await openPostgres(fresh.url, 10);
  const bareClient = new pg.Client({ connectionString: fresh.url });
  let close = () => {};
  try {
    await database.migrate();
    const { db } = database;
    const { take } = captureQueries(database.pool!);

    // One owner, 1,000 tenants (one open visit per tenant and listing), one listing.
    await db.execute(sql`insert into users (first_name, last_name, email, phone, password_hash, role)
      select 'Bench', 'Person ' || g, 'bench' || g || '@example.com', (9000000000 + g)::text, 'x',
        (case when g = 0 then 'LANDLORD' else 'TENANT' end)::role
      from generate_series(0, ${VISITS}) g`);
    const [owner] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where email = 'bench0@example.com'`,
    );
    const [listing] = await queryRows<{ id: number }>(
      db,
      sql`insert into properties (owner_id, title, description, property_type, rent,
        security_deposit, bedrooms, bathrooms, area_sq_ft, furnished, facing, available_from,
        hospital_distance, property_contact_name, property_contact_email, address_line1, area, city,
        postal_code, state, country, latitude, longitude, status)
      values (${owner!.id}, 'Busy room', 'Bench listing', 'PRIVATE_ROOM', 12000, 20000, 2, 1, 500,
        'SEMI', 'EAST', date '2026-01-01', 1.5, 'Owner', 'o@example.com', '1 Main Road', 'Centre',
        'jaipur', '302001', 'Rajasthan', 'India', 26.9, 75.8, 'ACTIVE') returning id`,
    );
    const weekly = WEEKDAYS.map((day) => ({ day, from: '09:00', to: '20:00' }));
    await db.execute(sql`insert into visit_hours (property_id, weekly, updated_at)
      values (${listing!.id}, ${JSON.stringify(weekly)}::jsonb, now())`);
    // Tomorrow 09:00 IST (03:30 UTC) on: visit g takes half hour p = g + g / 2 (every third is
    // left free), on day p / 22 at slot p % 22.
    const tomorrow = todayInIndia(new Date(Date.now() + DAY_MS));
    await db.execute(sql`insert into visits (property_id, tenant_id, owner_id, status, slots,
        proposed_by, starts_at, duration_minutes, created_at, updated_at)
      select ${listing!.id}, u.id, ${owner!.id}, 'CONFIRMED', array[s.at], 'TENANT', s.at, 30, now(), now()
      from (select id, (row_number() over (order by id) - 1) * 3 / 2 as p
        from users where role = 'TENANT') u
      cross join lateral (select ((${tomorrow}::date + (u.p / ${PER_DAY})::int)::timestamp
        + interval '3 hours 30 minutes' + (u.p % ${PER_DAY}) * interval '30 minutes')
        at time zone 'UTC' as at) s`);
    await db.execute(sql`vacuum analyze`);

    const from = tomorrow;
    const to = todayInIndia(new Date(Date.now() + 30 * DAY_MS));
    const path = `/api/properties/${listing!.id}/visit-slots?from=${from}&to=${to}&durationMinutes=30`;
    const served = await serveBenchApp(database);
    close = served.close;

    for (let n = 0; n < 20; n++) await (await fetch(served.origin + path)).arrayBuffer();
    take();
    const http: number[] = [];
    let sample: Statement[] = [];
    let shape = '';
    for (let n = 0; n < RUNS; n++) {
      const t0 = performance.now();
      const res = await fetch(served.origin + path);
      const body = await res.text();
      http.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${res.status} for ${path}: ${body}`);
      const statements = take();
      if (n === 0) {
        sample = statements;
        const data = (JSON.parse(body) as { data: { slots: string[] } }).data;
        shape = `${data.slots.length} free slots`;
      }
    }

    // The same statements, bare: named prepared statements on a connection of their own.
    await bareClient.connect();
    const bare: number[] = [];
    const prepared = sample.map((s, i) => {
      const [first, values] = s as [string | Record<string, unknown>, unknown[] | undefined];
      const config = typeof first === 'string' ? { text: first, values } : { ...first };
      return {
        ...config,
        values: values ?? (config as { values?: unknown[] }).values,
        name: `bench_${i}`,
      };
    });
    for (let n = 0; n < BARE_RUNS + 5; n++) {
      const t0 = performance.now();
      for (const q of prepared) await bareClient.query(q as pg.QueryConfig);
      if (n >= 5) bare.push(performance.now() - t0);
    }

    const sorted = [...http].sort((a, b) => a - b);
    const [visitsInRange] = (
      await bareClient.query<{ n: number }>(
        `select count(*)::int as n from visits where starts_at < $1::date + 1`,
        [to],
      )
    ).rows;
    console.log(
      `\nGET /api/properties/{id}/visit-slots, ${from} to ${to}, 30 min: ${shape}; ${VISITS} confirmed visits, ${visitsInRange!.n} in range`,
    );
    console.log(
      `http over ${RUNS} requests: p50 ${ms(pct(sorted, 50))}, p99 ${ms(pct(sorted, 99))}   bare SQL (${sample.length} prepared statements) median of ${BARE_RUNS}: ${ms(median(bare))}`,
    );
  } finally {
    close();
    await bareClient.end().catch(() => {});
    await database.close();
    await fresh.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
