import {
  idParam,
  savedSearch,
  savedSearchCreateInput,
  savedSearchUpdateInput,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import * as service from './service';

export function savedSearchRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/saved-searches',
    summary: 'The caller’s saved searches, newest first, each with its count of new listings',
    tag: 'saved-searches',
    auth: 'user',
    access: 'user',
    response: z.array(savedSearch),
    handler: async ({ user }) => ({ data: await service.listSavedSearches(ctx, user) }),
  });

  table.add({
    method: 'post',
    path: '/saved-searches',
    summary: 'Save a search (the filters of GET /api/properties); at most 20 per user',
    tag: 'saved-searches',
    auth: 'user',
    access: 'user',
    body: savedSearchCreateInput,
    errors: [409],
    successStatus: 201,
    response: savedSearch,
    handler: async ({ body, user }) => ({
      status: 201,
      data: await service.createSavedSearch(ctx, user, body),
    }),
  });

  table.add({
    method: 'patch',
    path: '/saved-searches/:id',
    summary: 'Rename a saved search, change its filters or its alert frequency (owner only)',
    tag: 'saved-searches',
    auth: 'user',
    access: 'owner',
    params: idParam,
    body: savedSearchUpdateInput,
    response: savedSearch,
    handler: async ({ params, body, user }) => ({
      data: await service.updateSavedSearch(ctx, user, params.id, body),
    }),
  });

  table.add({
    method: 'delete',
    path: '/saved-searches/:id',
    summary: 'Delete a saved search (owner only)',
    tag: 'saved-searches',
    auth: 'user',
    access: 'owner',
    params: idParam,
    response: z.object({ id: z.number().int() }),
    handler: async ({ params, user }) => ({
      data: await service.deleteSavedSearch(ctx, user, params.id),
    }),
  });

  table.add({
    method: 'post',
    path: '/saved-searches/:id/seen',
    summary: 'The owner looked at the results: newCount starts again from zero',
    tag: 'saved-searches',
    auth: 'user',
    access: 'owner',
    params: idParam,
    response: savedSearch,
    handler: async ({ params, user }) => ({
      data: await service.markSeen(ctx, user, params.id),
    }),
  });
}
