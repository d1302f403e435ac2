import type { PushCategory } from '@roomsetu/shared';
import { boolean, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * E-mail on or off per category, and web push per category in `push` (a category missing there is
 * on); a user without a row gets every e-mail and every push.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  searchAlerts: boolean().notNull().default(true),
  priceDrops: boolean().notNull().default(true),
  messages: boolean().notNull().default(true),
  accountSafety: boolean().notNull().default(true),
  push: jsonb().$type<Partial<Record<PushCategory, boolean>>>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
