import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { conversations } from './conversations';
import {
  contactTypeEnum,
  messageCategoryEnum,
  messagePriorityEnum,
  messageStatusEnum,
} from './enums';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    lastName: text(),
    email: text().notNull(),
    subject: text(),
    message: text().notNull(),
    type: contactTypeEnum().notNull().default('contact'),
    category: messageCategoryEnum().notNull().default('SUPPORT'),
    priority: messagePriorityEnum().notNull().default('NORMAL'),
    status: messageStatusEnum().notNull().default('UNREAD'),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    conversationId: integer().references(() => conversations.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);
