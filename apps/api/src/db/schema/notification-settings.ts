import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** E-mail on or off per category; a user without a row gets every e-mail. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  searchAlerts: boolean().notNull().default(true),
  priceDrops: boolean().notNull().default(true),
  messages: boolean().notNull().default(true),
  accountSafety: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
