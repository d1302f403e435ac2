import {
  markNotificationsReadInput,
  NOTIFICATION_TYPES,
  notificationSettingsInput,
  notificationsQuery,
  PUSH_CATEGORIES,
  type PushCategory,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import * as service from './service';

const notificationItem = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
const unread = z.object({ count: z.number().int() });
const settings = z.object({
  searchAlerts: z.boolean(),
  priceDrops: z.boolean(),
  messages: z.boolean(),
  accountSafety: z.boolean(),
  push: z.object(
    Object.fromEntries(PUSH_CATEGORIES.map((c) => [c, z.boolean()])) as Record<
      PushCategory,
      z.ZodBoolean
    >,
  ),
});

export function notificationRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/notifications',
    summary: "The caller's notifications, newest first; pass nextCursor as cursor for older ones",
    tag: 'notifications',
    auth: 'user',
    access: 'user',
    query: notificationsQuery,
    response: z.object({ items: z.array(notificationItem), nextCursor: z.string().nullable() }),
    handler: async ({ query, user }) => ({
      data: await service.listNotifications(ctx, user, query),
    }),
  });

  table.add({
    method: 'get',
    path: '/notifications/unread-count',
    summary: 'How many of the caller’s notifications are unread',
    tag: 'notifications',
    auth: 'user',
    access: 'user',
    response: unread,
    handler: async ({ user }) => ({ data: await service.unreadCount(ctx, user) }),
  });

  table.add({
    method: 'post',
    path: '/notifications/read',
    summary: 'Mark notifications read: { ids } (the caller’s own) or { all: true }',
    tag: 'notifications',
    auth: 'user',
    access: 'user',
    body: markNotificationsReadInput,
    response: unread.extend({ updated: z.number().int() }),
    handler: async ({ body, user }) => ({ data: await service.markRead(ctx, user, body) }),
  });

  table.add({
    method: 'get',
    path: '/users/self/notification-settings',
    summary:
      'E-mail on or off per category, and web push per category under push (in-app notifications always stay on)',
    tag: 'notifications',
    auth: 'user',
    access: 'user',
    response: settings,
    handler: async ({ user }) => ({ data: await service.getSettings(ctx, user.id) }),
  });

  table.add({
    method: 'put',
    path: '/users/self/notification-settings',
    summary:
      'Switch e-mail, or web push (push: {...}), on or off per category; categories left out keep their setting',
    tag: 'notifications',
    auth: 'user',
    access: 'user',
    body: notificationSettingsInput,
    response: settings,
    handler: async ({ body, user }) => ({
      data: await service.updateSettings(ctx, user, body),
    }),
  });
}
