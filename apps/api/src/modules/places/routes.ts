import { placeSearchQuery, placesResponse } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import { PUBLIC_CACHE_SECONDS } from '../properties';
import { suggestPlaces } from './service';

export function placeRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/places',
    summary: 'Autocomplete for places: landmarks and localities of live listings, misspellings too',
    tag: 'places',
    auth: 'none',
    access: 'guest',
    query: placeSearchQuery,
    publicCacheSeconds: PUBLIC_CACHE_SECONDS,
    response: placesResponse,
    handler: async ({ query }) => ({ data: await suggestPlaces(ctx, query) }),
  });
}
