import { eq, sql, type SQL } from 'drizzle-orm';
import type { ListingReviewReason, PropertyStatus } from '@roomsetu/shared';
import { queryRows, type Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import {
  chunkProbes,
  DUPLICATE_MAX_DISTANCE,
  HASH_CHUNKS,
  CHUNK_BITS,
  type PhotoSignature,
} from '../../lib/photo-hash';
import { listingStatusChanged } from './events';

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

/**
 * A photo of another owner's listing (not deleted) that matches one of `signatures`, if any.
 * The owner's own photos never count: a landlord re-uses pictures of the same flat.
 */
export async function findDuplicatePhoto(
  db: Db,
  ownerId: number,
  signatures: readonly (PhotoSignature | null)[],
): Promise<{ photoId: number; propertyId: number } | null> {
  for (const signature of signatures) {
    if (!signature) continue;
    const [row] = await queryRows<{ photo_id: number; property_id: number }>(
      db,
      nearPhotosQuery(ownerId, signature.probes),
    );
    if (row) return { photoId: Number(row.photo_id), propertyId: Number(row.property_id) };
  }
  return null;
}

/** States a duplicate-photo hold applies to: an admin's suspension or an earlier hold stays as it is. */
const HOLDABLE: readonly PropertyStatus[] = ['DRAFT', 'ACTIVE', 'PAUSED', 'LET_AGREED'];

/**
 * Holds a listing for an admin's review because of its photos: PENDING (search, the map and
 * alerts leave it out) with the reason its owner sees. Answers the reason it is held for now.
 */
export async function holdForDuplicatePhotos(
  ctx: AppContext,
  tx: Db,
  propertyId: number,
  before: PropertyStatus,
): Promise<ListingReviewReason | null> {
  if (!HOLDABLE.includes(before)) {
    const [row] = await tx
      .select({ reviewReason: properties.reviewReason })
      .from(properties)
      .where(eq(properties.id, propertyId));
    return row?.reviewReason ?? null;
  }
  await tx
    .update(properties)
    .set({ status: 'PENDING', reviewReason: 'DUPLICATE_PHOTOS', updatedAt: ctx.now() })
    .where(eq(properties.id, propertyId));
  await listingStatusChanged(ctx, propertyId, before, 'PENDING', tx);
  return 'DUPLICATE_PHOTOS';
}
