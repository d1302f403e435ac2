import {
  deleted,
  favoriteCreateInput,
  favoriteEntry,
  favoriteLookupParams,
  idParam,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import { addFavorite, findFavorite, listFavorites, removeFavorite } from './service';

export function favoriteRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/favorite',
    summary: "The caller's favorite listings and conversations, newest first",
    tag: 'favorites',
    auth: 'user',
    access: 'user',
    response: z.array(favoriteEntry),
    handler: async ({ user }) => ({ data: await listFavorites(ctx, user) }),
  });

  table.add({
    method: 'get',
    path: '/favorite/one/:type/:id',
    summary: "The caller's favorite for one property or conversation id (data null when none)",
    tag: 'favorites',
    auth: 'user',
    access: 'user',
    params: favoriteLookupParams,
    response: favoriteEntry.nullable(),
    handler: async ({ params, user }) => ({ data: await findFavorite(ctx, user, params) }),
  });

  table.add({
    method: 'post',
    path: '/favorite',
    summary: 'Favorite a live listing or one of your conversations (201 new, 200 already there)',
    tag: 'favorites',
    auth: 'user',
    access: 'user',
    body: favoriteCreateInput,
    errors: [404],
    successStatus: [200, 201],
    response: favoriteEntry,
    handler: async ({ body, user }) => {
      const { favorite, created } = await addFavorite(ctx, user, body);
      return { status: created ? 201 : 200, data: favorite };
    },
  });

  table.add({
    method: 'delete',
    path: '/favorite/:id',
    summary: 'Remove one of your favorites (404 for anyone else’s)',
    tag: 'favorites',
    auth: 'user',
    access: 'owner',
    params: idParam,
    response: deleted,
    handler: async ({ params, user }) => ({ data: await removeFavorite(ctx, user, params.id) }),
  });
}
