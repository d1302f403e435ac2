import type { ListingVerifyInput } from '@roomsetu/shared';
import { eq } from 'drizzle-orm';
import { properties, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';

export const LISTING_VERIFY_MESSAGES = {
  ownerPhone:
    'This listing cannot be marked Verified yet: its owner has not verified their phone number. Ask them to verify it first.',
  notFound: 'Property not found',
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
    const [row] = await tx
      .select({ listing: properties, ownerPhoneVerified: users.isPhoneVerified })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(eq(properties.id, id))
      .for('update', { of: properties });
    if (!row || row.listing.deletedAt) throw notFound(LISTING_VERIFY_MESSAGES.notFound);
    if (!row.ownerPhoneVerified) throw conflict(LISTING_VERIFY_MESSAGES.ownerPhone);
    const [updated] = await tx
      .update(properties)
      .set({
        verified: true,
        verifiedAt: now,
        verifiedBy: adminId,
        verificationChecklist: { ...checklist },
        updatedAt: now,
      })
      .where(eq(properties.id, id))
      .returning();
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
    const [row] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
    if (!row || row.deletedAt) throw notFound(LISTING_VERIFY_MESSAGES.notFound);
    await tx
      .update(properties)
      .set({
        verified: false,
        verifiedAt: null,
        verifiedBy: null,
        verificationChecklist: null,
        updatedAt: now,
      })
      .where(eq(properties.id, id));
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
