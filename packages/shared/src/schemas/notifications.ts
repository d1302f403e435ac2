import { z } from 'zod';
import { PUSH_CATEGORIES, type PushCategory } from '../enums';
import { idField, INT_MAX, queryInt, queryValue } from './fields';

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_MAX_PAGE_SIZE = 50;

/** GET /api/notifications: newest first; `cursor` is the `nextCursor` of the previous page. */
export const notificationsQuery = z.object({
  // Notification ids are int4: a larger cursor is refused here, not by the database.
  cursor: queryValue(
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(INT_MAX)),
  ),
  limit: queryInt(NOTIFICATION_PAGE_SIZE, 1, NOTIFICATION_MAX_PAGE_SIZE),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

/** POST /api/notifications/read: some of the caller's notifications, or all of them. */
export const markNotificationsReadInput = z.union([
  z.object({ ids: z.array(idField()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadInput>;

/** Web push on or off per category; every category is on until switched off. */
export const pushSettingsInput = z
  .object(
    Object.fromEntries(PUSH_CATEGORIES.map((c) => [c, z.boolean()])) as Record<
      PushCategory,
      z.ZodBoolean
    >,
  )
  .partial()
  .strict();
export type PushSettingsInput = z.infer<typeof pushSettingsInput>;

/**
 * PUT /api/users/self/notification-settings: e-mail on or off per category, and web push per
 * category under `push`; omitted ones (in `push` too) stay as they are.
 */
export const notificationSettingsInput = z
  .object({
    searchAlerts: z.boolean(),
    priceDrops: z.boolean(),
    messages: z.boolean(),
    accountSafety: z.boolean(),
    push: pushSettingsInput,
  })
  .partial()
  .strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;
