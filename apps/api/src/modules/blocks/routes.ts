import { blockState, blockedUser, idParam } from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import { block, listBlocked, unblock } from './service';

const userIdParam = z.object({ userId: idParam.shape.id });

export function blockRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/blocks',
    summary: 'The people I blocked, most recent first',
    tag: 'blocks',
    auth: 'user',
    access: 'user',
    response: z.array(blockedUser),
    handler: async ({ user }) => ({ data: await listBlocked(ctx, user) }),
  });

  table.add({
    method: 'post',
    path: '/blocks/:userId',
    summary:
      'Block someone: they cannot message me, leave my roommate results and their listings leave my searches',
    tag: 'blocks',
    auth: 'user',
    access: 'user',
    params: userIdParam,
    // 400: oneself.
    errors: [404],
    response: blockState,
    handler: async ({ user, params }) => ({ data: await block(ctx, user, params.userId) }),
  });

  table.add({
    method: 'delete',
    path: '/blocks/:userId',
    summary: 'Unblock someone',
    tag: 'blocks',
    auth: 'user',
    access: 'user',
    params: userIdParam,
    response: blockState,
    handler: async ({ user, params }) => ({ data: await unblock(ctx, user, params.userId) }),
  });
}
