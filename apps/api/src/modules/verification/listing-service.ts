import { API_ERRORS } from '@roomsetu/shared';
import type { ListingVerifyInput } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { lockListing, lockListingWithOwner, setListingVerification } from './repository';

export const LISTING_VERIFY_MESSAGES = {
  ownerPhone:
    'This listing cannot be marked Verified yet: its owner has not verified their phone number. Ask them to verify it first.',
  notFound: API_ERRORS.propertyNotFound,
} as const;

type Listing = { verified: boolean; verifiedAt: Date | null };
const snapshot = (p: Listing) => ({
  verified: p.verified,
  verifiedAt: p.verifiedAt?.toISOString() ?? null,
});

/** Marks a listing Verified by RoomSetu, with what the admin checked; the owner must be phone-verified. */
export async function verifyListing(
  ctx: AppContext,
  adminId: number,
  id: number,
  checklist: ListingVerifyInput,
) {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const row = await lockListingWithOwner(tx, id);
    if (!row || row.listing.deletedAt) throw notFound(LISTING_VERIFY_MESSAGES.notFound);
    if (!row.ownerPhoneVerified) throw conflict(LISTING_VERIFY_MESSAGES.ownerPhone);
    const updated = await setListingVerification(tx, id, { adminId, checklist }, now);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'listing.verify',
      targetType: 'LISTING',
      targetId: id,
      before: snapshot(row.listing),
      after: { ...snapshot(updated!), checklist },
    });
    return { id, verified: true, verifiedAt: now.toISOString() };
  });
}

/** Takes the Verified badge off a listing. */
export async function unverifyListing(ctx: AppContext, adminId: number, id: number) {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const row = await lockListing(tx, id);
    if (!row || row.deletedAt) throw notFound(LISTING_VERIFY_MESSAGES.notFound);
    await setListingVerification(tx, id, null, now);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'listing.unverify',
      targetType: 'LISTING',
      targetId: id,
      before: snapshot(row),
      after: { verified: false, verifiedAt: null },
    });
    return { id, verified: false, verifiedAt: null };
  });
}
