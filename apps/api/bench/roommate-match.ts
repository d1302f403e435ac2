/**
 * Best-match ranking on 50,000 roommate seekers in one city (PostgreSQL): the p50 of
 * `GET /api/users-public/roommates?sort=BEST_MATCH` page 1 over HTTP, beside the same page query
 * run bare through pg (the ratio is what the API adds: auth, the viewer's profile, the page's rows,
 * the reasons, JSON), plus EXPLAIN ANALYZE of one run. The one-pass query (every candidate scored
 * exactly) runs in the same rounds, so the two-pass figure has a fair reference on a busy machine,
 * and every page of the two is checked to be the same.
 *
 *   pnpm bench:roommates   (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 *                           BENCH_ROWS=50000, BENCH_RUNS=100, BENCH_REPEATS=3)
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { roommateFiltersInput } from '@roomsetu/shared';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '../src/db/client';
import { bestMatchQuery, plainBestMatchQuery } from '../src/modules/roommates/repository';
import { compatibilityProfileOf } from '../src/modules/roommates/service';
import { findUserWithProfile } from '../src/modules/users/repository';
import { tokenFor } from '../src/test/auth';
import { createTestEnv } from '../src/test/harness';
import { pct } from './support';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const WARMUP = 10;
process.env.TEST_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

async function main() {
  const t = await createTestEnv();
  let server: Server | undefined;
  try {
    const { db } = t.ctx.database;
    console.log(`seeding ${ROWS.toLocaleString('en-IN')} seekers in Pune…`);
    const started = Date.now();
    await db.execute(
      sql.raw(`insert into users (first_name, last_name, email, phone, password_hash, role, created_at)
        select 'Seeker', 'S' || g, 'seeker' || g || '@example.com', (7000000000 + g)::text, 'x', 'TENANT',
          now() - (g || ' minutes')::interval
        from generate_series(1, ${ROWS}) g`),
    );
    // Answers spread the way the seed's are: some left out, genders and preferences mixed.
    await db.execute(
      sql.raw(`insert into profiles (user_id, age, gender, city, room_preference, budget,
          preferred_roommate_gender, smoking, drinking, pets, food_preference, lifestyle,
          budget_min, budget_max, move_in_date, preferred_localities, cleanliness_level, guests,
          works_from_home, languages, preferred_age_min, preferred_age_max)
        select u.id, 19 + g % 16, (array['MALE','FEMALE']::gender[])[1 + g % 2], 'pune',
          (array['LOOKING_FOR_ROOM','LOOKING_FOR_ROOMMATE']::room_preference[])[1 + g % 2],
          (array['5000-10000','10000-20000','20000-30000'])[1 + g % 3],
          case when g % 3 = 0 then 'ANY'::gender_preference when g % 2 = 0 then 'MALE' else 'FEMALE' end,
          g % 7 = 0, g % 3 = 0, g % 4 = 0,
          (array['VEGETARIAN','NON_VEGETARIAN','EGGETARIAN','VEGAN','JAIN','NO_PREFERENCE']::food_preference[])[1 + g % 6],
          (array['EARLY_BIRD','NIGHT_OWL','REGULAR','FLEXIBLE']::lifestyle[])[1 + g % 4],
          case when g % 5 = 0 then null else 4000 + (g * 37) % 12000 end,
          case when g % 5 = 0 then null else 10000 + (g * 37) % 12000 end,
          case when g % 4 = 0 then null else current_date + (g % 120) end,
          case when g % 3 = 0 then '{}'::text[] else array[(array['Baner','Kothrud','Viman Nagar','Hinjewadi','Aundh'])[1 + g % 5]] end,
          case when g % 6 = 0 then null else 1 + g % 5 end,
          (array['RARELY','SOMETIMES','OFTEN']::guest_frequency[])[1 + g % 3],
          case when g % 4 = 0 then null else g % 2 = 0 end,
          case when g % 4 = 0 then '{}'::text[] else array['English', (array['Hindi','Marathi','Kannada'])[1 + g % 3]] end,
          case when g % 3 = 0 then null else 20 + g % 5 end,
          case when g % 3 = 0 then null else 28 + g % 8 end
        from generate_series(1, ${ROWS}) g join users u on u.email = 'seeker' || g || '@example.com'`),
    );
    await db.execute(sql`analyze`);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // The viewer: a woman who prefers women, so the gender limit leaves about a third.
    const [viewer] = await queryRows<{ id: number }>(
      db,
      sql`select user_id as id from profiles where gender = 'FEMALE' and preferred_roommate_gender = 'FEMALE'
          and cleanliness_level is not null and budget_min is not null order by user_id limit 1`,
    );
    const viewerId = Number(viewer!.id);
    const token = tokenFor(t, { id: viewerId, role: 'TENANT' });
    server = t.app.listen(0, '127.0.0.1');
    await new Promise((r) => server!.once('listening', r));
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/users-public/roommates?sort=BEST_MATCH&city=pune`;

    const me = await findUserWithProfile(db, viewerId);
    const f = roommateFiltersInput.parse({ sort: 'BEST_MATCH', city: 'pune' });
    const dialect = new PgDialect({ casing: 'snake_case' });
    const mine = compatibilityProfileOf(me!.profile);
    const query = dialect.sqlToQuery(bestMatchQuery(f, viewerId, mine));
    // Every candidate scored exactly: the one-pass query, timed in the same run for a fair ratio.
    const plain = dialect.sqlToQuery(plainBestMatchQuery(f, viewerId, mine));
    const client = new pg.Client({ connectionString: t.databaseUrl });
    client.on('error', () => {});
    await client.connect();

    // One series: RUNS timed rounds of API, bare two-pass and bare one-pass, side by side.
    let candidates = 0;
    async function series() {
      const api: number[] = [];
      const bare: number[] = [];
      const onePass: number[] = [];
      for (let i = 0; i < RUNS + WARMUP; i++) {
        const t0 = performance.now();
        const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
        const body = (await res.json()) as { data: unknown[]; pagination: { total: number } };
        const t1 = performance.now();
        if (res.status !== 200 || body.data.length === 0) {
          throw new Error(`unexpected ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
        }
        candidates = body.pagination.total;
        const rows = await client.query(query.sql, query.params);
        const t2 = performance.now();
        if (rows.rows.length === 0) throw new Error('bare query found nobody');
        const reference = await client.query(plain.sql, plain.params);
        const t3 = performance.now();
        if (JSON.stringify(reference.rows) !== JSON.stringify(rows.rows)) {
          throw new Error('the two-pass page differs from the one-pass page');
        }
        if (i >= WARMUP) {
          api.push(t1 - t0);
          bare.push(t2 - t1);
          onePass.push(t3 - t2);
        }
      }
      return [api, bare, onePass].map((xs) => {
        xs.sort((a, b) => a - b);
        return { p50: pct(xs, 50), p95: pct(xs, 95) };
      });
    }
    const results: Awaited<ReturnType<typeof series>>[] = [];
    for (let r = 0; r < REPEATS; r++) results.push(await series());
    // The median series of each figure.
    const median = (k: number, key: 'p50' | 'p95') =>
      results.map((r) => r[k]![key]).sort((a, b) => a - b)[Math.floor(REPEATS / 2)]!;
    const [api50, bare50, one50] = [0, 1, 2].map((k) => median(k, 'p50'));
    const [api95, bare95, one95] = [0, 1, 2].map((k) => median(k, 'p95'));
    console.log(
      `\nBEST_MATCH page 1, ${ROWS.toLocaleString('en-IN')} seekers in one city, ${candidates.toLocaleString('en-IN')} left by the hard limits, ${RUNS} runs x ${REPEATS} (medians)`,
    );
    console.log(`  API (HTTP)        p50 ${fmt(api50!)}  p95 ${fmt(api95!)}`);
    console.log(`  bare SQL (pg)     p50 ${fmt(bare50!)}  p95 ${fmt(bare95!)}`);
    console.log(`  ratio API / bare at p50: ${(api50! / bare50!).toFixed(2)}`);
    console.log(
      `  one-pass SQL (pg) p50 ${fmt(one50!)}  p95 ${fmt(one95!)}  (every candidate scored; two-pass / one-pass at p50: ${(bare50! / one50!).toFixed(2)})`,
    );

    const plan = await client.query(`explain (analyze, buffers off) ${query.sql}`, query.params);
    console.log('\nEXPLAIN ANALYZE (bare):');
    for (const row of plan.rows as { 'QUERY PLAN': string }[])
      console.log(`  ${row['QUERY PLAN']}`);
    await client.end();
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    if (server) await new Promise((r) => server!.close(r));
    await t.close();
  }
}

await main();
