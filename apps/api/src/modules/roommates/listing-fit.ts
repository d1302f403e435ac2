import { listingFit, type FitListing, type ListingFit } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import type { AuthUser } from '../../lib/tokens';
import { findUserWithProfile } from '../users';
import { compatibilityProfileOf } from './service';

/**
 * A signed-in seeker's fit with a listing (budget, move-in, gender, locality), for
 * GET /api/properties/:id; undefined for guests and for anyone not looking for a room.
 */
export async function seekerFit(
  ctx: AppContext,
  user: AuthUser | null | undefined,
  listing: Omit<FitListing, 'area'> & { address: { area: string | null } },
): Promise<ListingFit | undefined> {
  if (!user || user.role !== 'TENANT') return undefined;
  const me = await findUserWithProfile(ctx.database.db, user.id);
  const preference = me?.profile?.roomPreference;
  if (preference !== 'LOOKING_FOR_ROOM' && preference !== 'LOOKING_FOR_ROOMMATE') return undefined;
  return listingFit(compatibilityProfileOf(me!.profile), {
    rent: listing.rent,
    availableFrom: listing.availableFrom,
    genderPreference: listing.genderPreference,
    area: listing.address.area,
  });
}
