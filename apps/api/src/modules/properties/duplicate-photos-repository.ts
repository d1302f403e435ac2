import { eq, sql, type SQL } from 'drizzle-orm';
import type { ListingReviewReason } from '@roomsetu/shared';
import { queryRows, type Db } from '../../db/client';
import { properties } from '../../db/schema';
import { chunkProbes, DUPLICATE_MAX_DISTANCE, HASH_CHUNKS, CHUNK_BITS } from '../../lib/photo-hash';

/** The SQL each chunk index is built on (db/schema/properties.ts). */
const chunkExpression = (i: number) =>
  sql.raw(`((pp.photo_hash >> ${CHUNK_BITS * (HASH_CHUNKS - 1 - i)}) & 65535)`);

/** Numbers the code computed (never user text), written as SQL literals so the planner sees them. */
const bigintLiteral = (n: bigint) => sql.raw(`${n.toString()}::bigint`);
const intArray = (values: Iterable<number>) =>
  sql.raw(`array[${[...new Set(values)].join(',')}]::bigint[]`);

/**
 * Per chunk, the values a lookup with these probes asks for: each probe's chunk and its one-bit
 * neighbours.
 */
function chunkValues(probes: readonly bigint[]): Set<number>[] {
  const perChunk = Array.from({ length: HASH_CHUNKS }, () => new Set<number>());
  for (const probe of probes) {
    chunkProbes(probe).forEach((values, i) => values.forEach((v) => perChunk[i]!.add(v)));
  }
  return perChunk;
}

/**
 * Photos of another owner's listing (not deleted) within DUPLICATE_MAX_DISTANCE of one of the
 * probes. Candidates come from the chunk indexes (a chunk equal to a probe's, or one bit away;
 * about 70 index probes and a few hundred rows among a million random hashes), then the exact
 * distance is checked on those rows only. The candidates are a materialized CTE on purpose: with
 * `limit 1` over one flat query the planner hopes to meet a match early in a sequential scan.
 */
export function nearPhotosQuery(ownerId: number, probes: readonly bigint[]): SQL {
  const candidates = sql.join(
    chunkValues(probes).map((values, i) => sql`${chunkExpression(i)} = any(${intArray(values)})`),
    sql` or `,
  );
  const close = sql.join(
    probes.map(
      (p) =>
        sql`bit_count((c.photo_hash # ${bigintLiteral(p)})::bit(64)) <= ${sql.raw(String(DUPLICATE_MAX_DISTANCE))}`,
    ),
    sql` or `,
  );
  return sql`with candidates as materialized (
      select pp.id, pp.property_id, pp.photo_hash from property_photos pp where ${candidates}
    )
    select c.id as photo_id, c.property_id
    from candidates c join properties p on p.id = c.property_id
    where (${close}) and p.owner_id <> ${ownerId} and p.deleted_at is null
    limit 1`;
}

/** The first photo `nearPhotosQuery` finds, if any. */
export async function nearPhoto(
  db: Db,
  ownerId: number,
  probes: readonly bigint[],
): Promise<{ photoId: number; propertyId: number } | null> {
  const [row] = await queryRows<{ photo_id: number; property_id: number }>(
    db,
    nearPhotosQuery(ownerId, probes),
  );
  return row ? { photoId: Number(row.photo_id), propertyId: Number(row.property_id) } : null;
}

export async function reviewReasonOf(
  db: Db,
  propertyId: number,
): Promise<ListingReviewReason | null> {
  const [row] = await db
    .select({ reviewReason: properties.reviewReason })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.reviewReason ?? null;
}

/** PENDING for an admin's review, with the reason its owner sees. */
export async function holdForReview(
  tx: Db,
  propertyId: number,
  reason: ListingReviewReason,
  at: Date,
): Promise<void> {
  await tx
    .update(properties)
    .set({ status: 'PENDING', reviewReason: reason, updatedAt: at })
    .where(eq(properties.id, propertyId));
}
