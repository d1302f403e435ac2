import type { NotificationType } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The in-app notification centre; rows older than 90 days are deleted by a nightly job. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<NotificationType>().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    link: text(),
    /**
     * What makes this notification one of a kind ('search:12:345' for saved search 12 and listing
     * 345): a retry or a second instance inserting it again changes nothing.
     */
    dedupeKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key_unique').on(t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_created_at_idx').on(t.createdAt),
  ],
);
