/**
 * The duplicate-photo lookup on 1,000,000 stored hashes (PostgreSQL): 100,000 listings of 1,000
 * landlords with ten photos each, every hash random. Times `findDuplicatePhoto` (the upload's
 * query: chunk-index candidates, then the exact distance) for new photos that match nothing (the
 * usual case) and for new photos that are near copies (1 to 6 bits off) of stored ones, and a
 * sequential scan computing every distance as the baseline. Each series runs BENCH_REPEATS times;
 * the figures printed are the medians of those runs. Ends with EXPLAIN ANALYZE of one lookup.
 *
 *   pnpm bench:photo-hash   (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 *                            BENCH_LISTINGS=100000, BENCH_RUNS=200, BENCH_REPEATS=5)
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client';
import { DUPLICATE_MAX_DISTANCE, type PhotoSignature } from '../src/lib/photo-hash';
import { findDuplicatePhoto } from '../src/modules/properties/duplicate-photos';
import { nearPhotosQuery } from '../src/modules/properties/duplicate-photos-repository';
import { createTestEnv } from '../src/test/harness';
import { pct, seedListings } from './support';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const PHOTOS_PER_LISTING = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const BASELINE_RUNS = 5;
/** New photos that are near copies of random stored ones, uploaded by another owner. */
const NEAR_COPIES = 1000;
process.env.TEST_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

/** Uniform random 64-bit value as PostgreSQL's signed int8. */
const RANDOM_INT8 = `(((random() * 4294967296)::bigint << 32) | (random() * 4294967296)::bigint)`;

function randomHash(): bigint {
  let h = 0n;
  for (let i = 0; i < 4; i++) h = (h << 16n) | BigInt(Math.floor(Math.random() * 65536));
  return BigInt.asIntN(64, h);
}

function flipBits(hash: bigint, bits: number): bigint {
  const positions = new Set<number>();
  while (positions.size < bits) positions.add(Math.floor(Math.random() * 64));
  let h = BigInt.asUintN(64, hash);
  for (const p of positions) h ^= 1n << BigInt(p);
  return BigInt.asIntN(64, h);
}

/**
 * What an upload looks up with: the photo's hash and those of its middle at four other sizes,
 * which sit a few bits from it (lib/photo-hash.ts).
 */
function signatureNear(hash: bigint): PhotoSignature {
  return { hash, probes: [hash, ...[1, 2, 2, 3].map((bits) => flipBits(hash, bits))] };
}

async function timeSeries(
  label: string,
  make: () => Promise<() => Promise<unknown>> | (() => Promise<unknown>),
  runs: number,
  expectFound: boolean | null,
) {
  const p50s: number[] = [];
  const p95s: number[] = [];
  let wrong = 0;
  for (let r = 0; r < REPEATS; r++) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await make();
      const started = performance.now();
      const found = await run();
      times.push(performance.now() - started);
      if (expectFound !== null && Boolean(found) !== expectFound) wrong++;
    }
    times.sort((a, b) => a - b);
    p50s.push(pct(times, 50));
    p95s.push(pct(times, 95));
  }
  p50s.sort((a, b) => a - b);
  p95s.sort((a, b) => a - b);
  const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
  console.log(
    `${label.padEnd(44)} p50 ${fmt(median(p50s)).padStart(10)}   p95 ${fmt(median(p95s)).padStart(10)}` +
      (expectFound === null ? '' : `   wrong answers: ${wrong}`),
  );
}

async function seed(db: Db) {
  await seedListings(db, LISTINGS);
  await db.execute(sql.raw(`update property_photos set photo_hash = ${RANDOM_INT8}`));
  await db.execute(
    sql.raw(`insert into property_photos (property_id, storage_key, card_key, position, photo_hash)
      select p.id, 'properties/' || p.id || '/' || k || '.webp', 'properties/' || p.id || '/' || k || '-card.webp', k, ${RANDOM_INT8}
      from properties p cross join generate_series(1, ${PHOTOS_PER_LISTING - 1}) k`),
  );
  await db.execute(sql`vacuum analyze property_photos`);
}

async function main() {
  const t = await createTestEnv();
  try {
    const { db } = t.ctx.database;
    const started = Date.now();
    console.log(`seeding ${(LISTINGS * PHOTOS_PER_LISTING).toLocaleString('en-IN')} photo hashes…`);
    await seed(db);
    const originals = await queryRows<{ hash: string; owner_id: number }>(
      db,
      sql`select pp.photo_hash::text as hash, p.owner_id from property_photos pp
        join properties p on p.id = pp.property_id order by random() limit ${NEAR_COPIES}`,
    );
    const copies = originals.map((o, i) => ({
      hash: flipBits(BigInt(o.hash), 1 + (i % DUPLICATE_MAX_DISTANCE)),
      owner: o.owner_id,
    }));
    const [{ n }] = (await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from property_photos where photo_hash is not null`,
    )) as [{ n: number }];
    console.log(
      `${n.toLocaleString('en-IN')} hashes in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
    );

    const anyOwner = 0;
    await timeSeries(
      'new photo, no match (5 probes)',
      () => () => findDuplicatePhoto(db, anyOwner, [signatureNear(randomHash())]),
      RUNS,
      false,
    );
    await timeSeries(
      'new photo, no match (1 probe)',
      () => () => {
        const h = randomHash();
        return findDuplicatePhoto(db, anyOwner, [{ hash: h, probes: [h] }]);
      },
      RUNS,
      false,
    );
    let next = 0;
    await timeSeries(
      'near copy of a stored photo (1–6 bits off)',
      () => {
        const copy = copies[next++ % copies.length]!;
        return () => findDuplicatePhoto(db, copy.owner + 1, [signatureNear(copy.hash)]);
      },
      RUNS,
      true,
    );
    await timeSeries(
      'baseline: sequential scan, no match',
      () => () => {
        const h = randomHash();
        return queryRows(
          db,
          sql`select pp.id from property_photos pp join properties p on p.id = pp.property_id
            where bit_count((pp.photo_hash # ${sql.raw(`${h}::bigint`)})::bit(64)) <= ${DUPLICATE_MAX_DISTANCE}
              and p.owner_id <> ${anyOwner} and p.deleted_at is null limit 1`,
        ).then((rows) => rows[0]);
      },
      BASELINE_RUNS,
      false,
    );

    const sample = signatureNear(randomHash());
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql`explain (analyze, buffers) ${nearPhotosQuery(anyOwner, sample.probes)}`,
    );
    console.log('\nEXPLAIN ANALYZE of one lookup (5 probes, no match):');
    for (const row of plan) console.log(`  ${row['QUERY PLAN']}`);
  } finally {
    await t.close();
  }
}

await main();
