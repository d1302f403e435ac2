import {
  idParam,
  propertyCard,
  propertyDetail,
  propertyMapQuery,
  propertyMapResponse,
  propertySearchQuery,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import { seekerFit } from '../roommates/listing-fit';
import { getDetail, mapSearch, search, showcase } from './service';

/** Searches, the map and details a guest sees may be reused this long: new listings show within a minute. */
export const PUBLIC_CACHE_SECONDS = 30;

const showcaseQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export function propertyReadRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/properties/all',
    summary: 'Live listings for the landing showcase, featured first',
    tag: 'properties',
    auth: 'none',
    access: 'guest',
    query: showcaseQuery,
    publicCacheSeconds: PUBLIC_CACHE_SECONDS,
    response: z.array(propertyCard),
    handler: async ({ query }) => ({ data: await showcase(ctx, query.limit) }),
  });

  table.add({
    method: 'get',
    path: '/properties',
    summary: 'Search live listings with filters, sort and pagination',
    tag: 'properties',
    auth: 'none',
    access: 'guest',
    query: propertySearchQuery,
    paginated: true,
    publicCacheSeconds: PUBLIC_CACHE_SECONDS,
    response: z.array(propertyCard),
    handler: async ({ query }) => search(ctx, query),
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
    response: propertyMapResponse,
    handler: async ({ query }) => ({ data: await mapSearch(ctx, query) }),
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
      const data = await getDetail(ctx, params.id, user);
      // A signed-in seeker also gets how the listing fits their roommate-matching answers.
      const fit = await seekerFit(ctx, user, data);
      return { data: fit ? { ...data, fit } : data };
    },
  });
}
