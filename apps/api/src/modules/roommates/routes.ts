import {
  compatibilityResult,
  hiddenRoommate,
  idParam,
  roommateFiltersInput,
  roommateHideState,
  roommateInterestState,
  roommateCard,
  roommateMatch,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import * as roommates from './service';

/** How long a shared cache may keep a guest's page of previews. */
const DIRECTORY_CACHE_SECONDS = 30;
/** A signed-in caller's view depends on their verification and allowance: never the guests' one. */
const signedInAnswer = () => Promise.resolve(true);

export function roommateRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/users-public/roommates',
    summary:
      'People looking for a room or a roommate, filtered and paginated. Accounts with a verified e-mail get full profiles (each card counts against 100 an hour) and may sort=BEST_MATCH by the mutual compatibility score; guests and unverified accounts get previews (first name and initial, age and budget bands, city), filtered by city, budget and first name only (other filters are ignored)',
    tag: 'roommates',
    auth: 'none',
    access: 'guest',
    query: roommateFiltersInput,
    // Guests share the previews; a signed-in caller's answer is computed for them alone.
    publicCacheSeconds: DIRECTORY_CACHE_SECONDS,
    personal: signedInAnswer,
    // 401: sort=BEST_MATCH as a guest; 403: as an unverified account; 429: over 100 full profiles an hour.
    errors: [401, 403, 429],
    paginated: true,
    response: z.array(roommateCard),
    handler: async ({ query, user, personal }) => {
      const viewer = personal ? user : null;
      const { data, total } = await roommates.searchRoommates(ctx, query, viewer);
      return {
        data,
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          pages: Math.ceil(total / query.limit),
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/users/:id/compatibility',
    summary: 'The mutual compatibility score with that user, every factor explained',
    tag: 'roommates',
    auth: 'user',
    access: 'user',
    params: idParam,
    // 403: an account whose e-mail is not verified.
    errors: [403, 404],
    response: compatibilityResult,
    handler: async ({ user, params }) => ({
      data: await roommates.getCompatibility(ctx, user, params.id),
    }),
  });

  table.add({
    method: 'post',
    path: '/roommates/:id/interest',
    summary:
      'Mark a roommate Interested; when they are interested too it is a match and a conversation opens',
    tag: 'roommates',
    auth: 'user',
    access: 'user',
    params: idParam,
    // 400: oneself, or either person not looking for a room or roommate; 403: a block stands
    // between the two; 429: over 100 a day.
    errors: [403, 404, 429],
    response: roommateInterestState,
    handler: async ({ user, params }) => ({
      data: await roommates.markInterest(ctx, user, params.id),
    }),
  });

  table.add({
    method: 'delete',
    path: '/roommates/:id/interest',
    summary: 'No longer interested in a roommate',
    tag: 'roommates',
    auth: 'user',
    access: 'user',
    params: idParam,
    response: roommateInterestState,
    handler: async ({ user, params }) => ({
      data: await roommates.withdrawInterest(ctx, user, params.id),
    }),
  });

  table.add({
    method: 'post',
    path: '/roommates/:id/hide',
    summary: 'Hide someone from my roommate results',
    tag: 'roommates',
    auth: 'user',
    access: 'user',
    params: idParam,
    errors: [404],
    response: roommateHideState,
    handler: async ({ user, params }) => ({
      data: await roommates.setHidden(ctx, user, params.id, true),
    }),
  });

  table.add({
    method: 'delete',
    path: '/roommates/:id/hide',
    summary: 'Show a hidden person in my roommate results again',
    tag: 'roommates',
    auth: 'user',
    access: 'user',
    params: idParam,
    response: roommateHideState,
    handler: async ({ user, params }) => ({
      data: await roommates.setHidden(ctx, user, params.id, false),
    }),
  });

  table.add({
    method: 'get',
    path: '/roommates/hidden',
    summary: 'The people I hid from my roommate results, newest first',
    tag: 'roommates',
    auth: 'user',
    access: 'user',
    response: z.array(hiddenRoommate),
    handler: async ({ user }) => ({ data: await roommates.listHidden(ctx, user) }),
  });

  table.add({
    method: 'get',
    path: '/roommates/matches',
    summary: 'The people I matched with (interested both ways), with our conversation',
    tag: 'roommates',
    auth: 'user',
    access: 'user',
    response: z.array(roommateMatch),
    handler: async ({ user }) => ({ data: await roommates.listMatches(ctx, user) }),
  });
}
