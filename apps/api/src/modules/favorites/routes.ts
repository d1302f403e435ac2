import { favoriteCreateInput, favoriteLookupParams, idParam } from '@roomsetu/shared';
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
    handler: async ({ user }) => ({ data: await listFavorites(ctx, user!) }),
  });

  table.add({
    method: 'get',
    path: '/favorite/one/:type/:id',
    summary: "The caller's favorite for one property or conversation id (data null when none)",
    tag: 'favorites',
    auth: 'user',
    access: 'user',
    params: favoriteLookupParams,
    handler: async ({ params, user }) => ({ data: await findFavorite(ctx, user!, params) }),
  });

  table.add({
    method: 'post',
    path: '/favorite',
    summary: 'Favorite a live listing or one of your conversations (201 new, 200 already there)',
    tag: 'favorites',
    auth: 'user',
    access: 'user',
    body: favoriteCreateInput,
    handler: async ({ body, user }) => {
      const { favorite, created } = await addFavorite(ctx, user!, body);
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
    handler: async ({ params, user }) => ({ data: await removeFavorite(ctx, user!, params.id) }),
  });
}
