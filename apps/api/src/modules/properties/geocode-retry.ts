import { getCity } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import type { GeoPoint } from '../../lib/geocoder';
import { findProperty } from './repository';
import { placeListing, type Tx } from './write-repository';

export const GEOCODE_RETRY = 'properties.geocode-retry';
/** The first retry after this long, each next one twice as late: about 5 hours in all. */
const RETRY_BACKOFF_MS = 10 * 60_000;
const RETRY_ATTEMPTS = 6;

/**
 * A listing saved while the geocoder could not be asked stands at a stand-in point (its locality or
 * the city centre): asks again later, so it lands where it is. Only after an outage: an address
 * the geocoder answered "not found" for is not asked again.
 */
export async function retryGeocodingIfUnavailable(
  ctx: AppContext,
  point: GeoPoint,
  propertyId: number,
  db?: Tx,
): Promise<void> {
  if (!point.unavailable) return;
  await ctx.jobs.send(
    GEOCODE_RETRY,
    { propertyId },
    { delayMs: RETRY_BACKOFF_MS, ...(db && { db }) },
  );
}

async function geocodeAgain(ctx: AppContext, propertyId: number): Promise<void> {
  const listing = await findProperty(ctx.database.db, propertyId);
  // Gone, or placed since (a new address, a pin the owner moved): nothing left to do.
  if (!listing?.locationApproximate) return;
  const city = getCity(listing.city);
  if (!city) return;
  const point = await ctx.geocoder.geocode({
    line1: listing.addressLine1,
    area: listing.area,
    city: city.value,
    postalCode: listing.postalCode,
  });
  if (point.unavailable) throw new Error('the geocoder is still unavailable');
  if (point.approximate) return;
  // Only while the address is still the one asked about and nobody placed it meanwhile.
  await placeListing(ctx.database.db, listing, point);
}

export function registerGeocodeRetry(ctx: AppContext): void {
  ctx.jobs.register<{ propertyId: number }>(
    GEOCODE_RETRY,
    ({ payload }) => geocodeAgain(ctx, payload.propertyId),
    {
      description:
        'asks the geocoder again for a listing saved during a geocoder outage, and moves it from its stand-in point to its address',
      idempotent:
        'writes the point only while the listing is still approximate at the address asked about; a second run finds it placed and stops',
      maxAttempts: RETRY_ATTEMPTS,
      backoffMs: RETRY_BACKOFF_MS,
    },
  );
}
