import { pushSubscriptionInput, pushUnsubscribeInput } from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import * as push from './push';

export function pushRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/push/key',
    summary: 'The VAPID public key (base64url) a browser subscribes with; null while push is off',
    tag: 'notifications',
    auth: 'none',
    access: 'guest',
    response: z.object({ publicKey: z.string().nullable() }),
    handler: () => ({ data: push.publicKey(ctx) }),
  });

  table.add({
    method: 'post',
    path: '/push/subscriptions',
    summary:
      'Get web pushes on this device (its PushSubscription); the same endpoint again updates it, also for another account; at most 10 devices',
    tag: 'notifications',
    auth: 'user',
    access: 'user',
    body: pushSubscriptionInput,
    successStatus: 201,
    errors: [409, 503],
    response: z.object({ endpoint: z.string() }),
    handler: async ({ body, user }) => ({
      status: 201,
      data: await push.subscribe(ctx, user, body),
    }),
  });

  table.add({
    method: 'delete',
    path: '/push/subscriptions',
    summary:
      'Stop web pushes to one of the caller’s devices; removed is false if it was not theirs',
    tag: 'notifications',
    auth: 'user',
    access: 'user',
    body: pushUnsubscribeInput,
    response: z.object({ removed: z.boolean() }),
    handler: async ({ body, user }) => ({ data: await push.unsubscribe(ctx, user, body) }),
  });
}
