import type { ListingReviewReason, PropertyStatus } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import type { PhotoSignature } from '../../lib/photo-hash';
import { holdForReview, nearPhoto, reviewReasonOf } from './duplicate-photos-repository';
import { listingStatusChanged } from './events';

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
    const found = await nearPhoto(db, ownerId, signature.probes);
    if (found) return found;
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
    return reviewReasonOf(tx, propertyId);
  }
  await holdForReview(tx, propertyId, 'DUPLICATE_PHOTOS', ctx.now());
  await listingStatusChanged(ctx, propertyId, before, 'PENDING', tx);
  return 'DUPLICATE_PHOTOS';
}
