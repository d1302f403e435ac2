import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { conversations } from './conversations';
import { favoriteTypeEnum } from './enums';
import { properties } from './properties';
import { users } from './users';

export const favorites = pgTable(
  'favorites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: favoriteTypeEnum().notNull(),
    propertyId: integer().references(() => properties.id, { onDelete: 'cascade' }),
    conversationId: integer().references(() => conversations.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_user_property_unique').on(t.userId, t.propertyId),
    uniqueIndex('favorites_user_conversation_unique').on(t.userId, t.conversationId),
    index('favorites_user_idx').on(t.userId, t.createdAt),
    check(
      'favorites_target_matches_type',
      sql`(${t.type} = 'PROPERTY' and ${t.propertyId} is not null and ${t.conversationId} is null) or (${t.type} = 'CONVERSATION' and ${t.conversationId} is not null and ${t.propertyId} is null)`,
    ),
  ],
);
