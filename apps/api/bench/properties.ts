/**
 * GET /api/properties on 100,000 listings in PostgreSQL: every filter combination the
 * /find-rooms page can produce (location × budget × room type × sort), pages 1 and 500 (page 500
 * also by cursor, where the search has that many pages), timed over HTTP against the real app,
 * plus EXPLAIN of the heaviest query shapes.
 *
 *   pnpm bench            (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 */
import { CITY_VALUES, PRICE_RANGES, PROPERTY_TYPES, SORTS } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import { openPostgres, queryRows } from '../src/db/client';
import { freshPostgres, seedListings, serveBenchApp } from './support';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

async function main(): Promise<void> {
  const fresh = await freshPostgres('roomsetu_bench');
  const database = await openPostgres(fresh.url, 10);
  try {
    await database.migrate();
    const { db } = database;
    console.log(`seeding ${ROWS.toLocaleString('en-IN')} listings…`);
    const started = Date.now();
    await seedListings(db, ROWS);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const { origin, close } = await serveBenchApp(database);

    const combos: URLSearchParams[] = [];
    for (const city of [undefined, ...CITY_VALUES])
      for (const range of [undefined, ...PRICE_RANGES])
        for (const type of [undefined, ...PROPERTY_TYPES])
          for (const sort of SORTS)
            for (const page of [1, 500]) {
              const q = new URLSearchParams({ page: String(page), limit: '10', sort });
              if (city) q.set('city', city);
              if (type) q.set('propertyType', type);
              if (range) {
                q.set('minRent', String(range.min));
                q.set('maxRent', String(range.max));
              }
              combos.push(q);
            }
    // Warm-up, then one timed request per combination.
    for (const q of combos.slice(0, 50)) await fetch(`${origin}/api/properties?${q}`);
    const times: Record<string, number[]> = {
      'page 1': [],
      'page 500': [],
      // The searches that have a page 500, by offset and by cursor, one after the other.
      'deep: page 500': [],
      'deep: cursor 500': [],
    };
    const timed = async (label: string, query: URLSearchParams) => {
      const t0 = performance.now();
      const res = await fetch(`${origin}/api/properties?${query}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`status ${res.status} for ${query}`);
      times[label]!.push(performance.now() - t0);
    };
    let slowest = { ms: 0, query: '' };
    for (const q of combos) {
      const t0 = performance.now();
      const res = await fetch(`${origin}/api/properties?${q}`);
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`status ${res.status} for ${q}`);
      times[`page ${q.get('page')}`]!.push(ms);
      if (ms > slowest.ms) slowest = { ms, query: q.toString() };
    }
    // Page 500 by cursor: the cursor page 499 hands on (fetched untimed), where there is a page 500.
    for (const q of combos.filter((c) => c.get('page') === '500')) {
      const before = new URLSearchParams(q);
      before.set('page', '499');
      const previous = (await (await fetch(`${origin}/api/properties?${before}`)).json()) as {
        pagination: { nextCursor: string | null };
      };
      if (!previous.pagination.nextCursor) continue;
      const next = new URLSearchParams(q);
      next.delete('page');
      next.set('cursor', previous.pagination.nextCursor);
      await timed('deep: page 500', q);
      await timed('deep: cursor 500', next);
    }
    console.log(
      `\nGET /api/properties, ${combos.length} filter combinations over ${ROWS.toLocaleString('en-IN')} listings`,
    );
    for (const [label, list] of Object.entries(times)) {
      const s = [...list].sort((a, b) => a - b);
      console.log(
        `  ${label.padEnd(16)} median ${fmt(percentile(s, 50))}  p95 ${fmt(percentile(s, 95))}  max ${fmt(s.at(-1)!)}  (n=${s.length})`,
      );
    }
    console.log(`  slowest: ${fmt(slowest.ms)} for ?${slowest.query}`);

    const plans: [string, string][] = [
      [
        'no filter, newest, page 500',
        `select * from properties where status = 'ACTIVE' and deleted_at is null order by id desc limit 10 offset 4990`,
      ],
      [
        'count, no filter',
        `select count(*) from properties where status = 'ACTIVE' and deleted_at is null`,
      ],
      [
        'city + type + rent, price low',
        `select * from properties where status = 'ACTIVE' and deleted_at is null and city = 'pune' and property_type = 'PG' and rent between 10000 and 20000 order by rent asc, id asc limit 10`,
      ],
      [
        'rent range, price high, page 500',
        `select * from properties where status = 'ACTIVE' and deleted_at is null and rent between 50000 and 1000000 order by rent desc, id desc limit 10 offset 4990`,
      ],
    ];
    for (const [label, query] of plans) {
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql.raw(`explain analyze ${query}`),
      );
      console.log(`\nEXPLAIN ANALYZE: ${label}`);
      for (const r of rows) console.log(`  ${r['QUERY PLAN']}`);
    }
    close();
  } finally {
    await database.close();
    await fresh.drop();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
