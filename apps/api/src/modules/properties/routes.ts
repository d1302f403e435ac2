import {
  idParam,
  propertyCard,
  propertyDetail,
  propertyMapQuery,
  propertyMapResponse,
  propertySearchQuery,
  showcaseQuery,
  type FitListing,
  type ListingFit,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import type { AuthUser } from '../../lib/tokens';
import { getDetail, mapSearch, search, showcase } from './service';

/** Searches, the map and details a guest sees may be reused this long: new listings show within a minute. */
export const PUBLIC_CACHE_SECONDS = 30;

/**
 * A signed-in seeker's fit with a listing, shown on its details; the roommates module computes it
 * and the composition root (app.ts) passes it in, so listings do not depend on roommates.
 */
export type SeekerFit = (
  user: AuthUser | null,
  listing: Omit<FitListing, 'area'> & { address: { area: string | null } },
) => Promise<ListingFit | undefined>;

/** What the read routes need from other modules, handed in by the composition root (app.ts). */
export interface PropertyReadPorts {
  seekerFit: SeekerFit;
  /** Whether `userId` has blocked anyone. */
  hasBlocked(userId: number): Promise<boolean>;
  /** The people `userId` has blocked. */
  blockedIdsOf(userId: number): Promise<number[]>;
  /** Whether `userId` has a confirmed visit to the listing: they may see its exact point. */
  hasConfirmedVisit(userId: number, propertyId: number): Promise<boolean>;
}

export function propertyReadRoutes(
  table: RouteTable,
  ctx: AppContext,
  { seekerFit, hasBlocked, blockedIdsOf, hasConfirmedVisit }: PropertyReadPorts,
): void {
  // Someone who blocked an owner does not see that owner's listings: their answer is their own.
  // Guests and everyone else share the public answer (and its cache) as before. Searches and the
  // map place every listing at its public pin for everyone; only details may show the exact point.
  const personal = (user: AuthUser) => hasBlocked(user.id);
  const hiddenOwners = (user: AuthUser | null, personalised: boolean) =>
    personalised && user ? blockedIdsOf(user.id) : Promise.resolve([]);

  table.add({
    method: 'get',
    path: '/properties/all',
    summary: 'Live listings for the landing showcase, featured first',
    tag: 'properties',
    auth: 'none',
    access: 'guest',
    query: showcaseQuery,
    publicCacheSeconds: PUBLIC_CACHE_SECONDS,
    personal,
    response: z.array(propertyCard),
    handler: async ({ query, user, personal: own }) => ({
      data: await showcase(ctx, query.limit, await hiddenOwners(user, own)),
    }),
  });

  table.add({
    method: 'get',
    path: '/properties',
    summary:
      "Search live listings with filters, sort and pagination: by page number, or by `cursor` (the previous answer's pagination.nextCursor), as fast on page 500 as on page 1",
    tag: 'properties',
    auth: 'none',
    access: 'guest',
    query: propertySearchQuery,
    paginated: true,
    publicCacheSeconds: PUBLIC_CACHE_SECONDS,
    personal,
    response: z.array(propertyCard),
    handler: async ({ query, user, personal: own }) =>
      search(ctx, { ...query, hiddenOwners: await hiddenOwners(user, own) }),
  });

  // Before /properties/:id, which would read 'map' as an id.
  table.add({
    method: 'get',
    path: '/properties/map',
    summary:
      'Every match of the search filters for a map: points up to 2,000, grid clusters for the zoom beyond',
    tag: 'properties',
    auth: 'none',
    access: 'guest',
    query: propertyMapQuery,
    publicCacheSeconds: PUBLIC_CACHE_SECONDS,
    personal,
    response: propertyMapResponse,
    handler: async ({ query, user, personal: own }) => ({
      data: await mapSearch(ctx, query, await hiddenOwners(user, own)),
    }),
  });

  table.add({
    method: 'get',
    path: '/properties/:id',
    summary: 'One listing with photos, amenities, address, map position and owner summary',
    tag: 'properties',
    auth: 'optional',
    access: 'guest',
    params: idParam,
    publicCacheSeconds: PUBLIC_CACHE_SECONDS,
    response: propertyDetail,
    handler: async ({ params, user }) => {
      // Optional sign-in: a signed-in caller's answer is never shared (lib/route.ts), so the exact
      // point an owner, an admin or a confirmed visitor sees stays theirs.
      const data = await getDetail(ctx, params.id, user, hasConfirmedVisit);
      // A signed-in seeker also gets how the listing fits their roommate-matching answers.
      const fit = await seekerFit(user, data);
      return { data: fit ? { ...data, fit } : data };
    },
  });
}
