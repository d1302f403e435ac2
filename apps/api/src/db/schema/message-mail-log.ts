import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { conversations } from './conversations';
import { users } from './users';

/** When a user was last e-mailed about unread messages of a conversation: at most once an hour. */
export const messageMailLog = pgTable(
  'message_mail_log',
  {
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);
