import {
  compatibilityResult,
  hiddenRoommate,
  idParam,
  roommateFiltersInput,
  roommateHideState,
  roommateInterestState,
  roommateListItem,
  roommateMatch,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import * as roommates from './service';

export function roommateRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/users-public/roommates',
    summary:
      'Public profiles of people looking for a room or a roommate, filtered and paginated; sort=BEST_MATCH (signed in) ranks by the mutual compatibility score',
    tag: 'roommates',
    auth: 'optional',
    access: 'guest',
    query: roommateFiltersInput,
    // 401: sort=BEST_MATCH without signing in.
    errors: [401],
    paginated: true,
    response: z.array(roommateListItem),
    handler: async ({ query, user }) => {
      const { data, total } = await roommates.searchRoommates(ctx, query, user ?? null);
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
    errors: [404],
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
