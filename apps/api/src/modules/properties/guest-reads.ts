import { propertySearchQuery, showcaseQuery } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import type { GuestReads } from '../../middleware/live-pages';
import { getDetail, search, showcase } from './service';

/** What a guest reads of the listings, for the pages drawn with their data (middleware/live-pages.ts). */
export function guestReads(ctx: AppContext): GuestReads {
  return {
    search: (params) => search(ctx, { ...propertySearchQuery.parse(params), hiddenOwners: [] }),
    showcase: (params) => showcase(ctx, showcaseQuery.parse(params).limit, []),
    detail: (id) => getDetail(ctx, id, null),
  };
}
