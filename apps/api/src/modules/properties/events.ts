import type { PropertyStatus } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';

/**
 * What the listings announce to the modules that care, as jobs queued in the transaction that made
 * the change: the event exists exactly when the change does, and a crash after commit loses nothing.
 * Each event has one subscriber, which registers the job's handler (`ctx.jobs.register`); the names
 * are the queue's, kept as they were so jobs already queued still run.
 */
export const LISTING_EVENTS = {
  /** A listing became ACTIVE: saved searches match it. */
  activated: 'listing.activated',
  /** A live listing's rent went down: its favouriters are told (alerts). */
  rentDropped: 'favorites.price-drop',
  /** A live listing left ACTIVE: its favouriters are told (alerts). */
  unavailable: 'favorites.listing-unavailable',
} as const;

export interface ListingActivated {
  propertyId: number;
}

export interface ListingRentDropped {
  propertyId: number;
  oldRent: number;
  newRent: number;
}

export interface ListingUnavailable {
  propertyId: number;
  at: string;
  /** The state it left ACTIVE for; absent in jobs queued before states were recorded. */
  status?: PropertyStatus;
}

/** Announces a listing that just became ACTIVE (pass the transaction that made it so). */
export async function listingActivated(
  ctx: AppContext,
  propertyId: number,
  db: Db = ctx.database.db,
): Promise<void> {
  await ctx.jobs.send(LISTING_EVENTS.activated, { propertyId } satisfies ListingActivated, { db });
}

/** Announces a status change: `activated` when it goes live, `unavailable` when it goes away. */
export async function listingStatusChanged(
  ctx: AppContext,
  propertyId: number,
  before: PropertyStatus,
  after: PropertyStatus,
  db: Db = ctx.database.db,
  /** The state favouriters are told of, when it differs (a pause because the room was rented). */
  toldAs: PropertyStatus = after,
): Promise<void> {
  if (after === before) return;
  if (after === 'ACTIVE') await listingActivated(ctx, propertyId, db);
  else if (before === 'ACTIVE') {
    const at = ctx.now().toISOString();
    await ctx.jobs.send(
      LISTING_EVENTS.unavailable,
      { propertyId, at, status: toldAs } satisfies ListingUnavailable,
      { db, singletonKey: `${propertyId}:${at}` },
    );
  }
}

/** Announces a lower rent on a live listing. */
export async function listingRentChanged(
  ctx: AppContext,
  change: ListingRentDropped & { status: PropertyStatus },
  db: Db = ctx.database.db,
): Promise<void> {
  if (change.status !== 'ACTIVE' || change.newRent >= change.oldRent) return;
  const { propertyId, oldRent, newRent } = change;
  await ctx.jobs.send(
    LISTING_EVENTS.rentDropped,
    { propertyId, oldRent, newRent } satisfies ListingRentDropped,
    { db },
  );
}
