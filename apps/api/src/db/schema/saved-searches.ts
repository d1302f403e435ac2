import type { SavedSearchFilters, SavedSearchFrequency } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cityEnum, propertyTypeEnum } from './enums';
import { users } from './users';

/**
 * A renter's saved search. The filters are kept as given and also spread into columns, so a new
 * listing finds its matching searches through an index (city, type, rent range) instead of
 * reading every search. A missing bound is stored as the widest one (0, 2^31 - 1).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    filters: jsonb().$type<SavedSearchFilters>().notNull(),
    frequency: text().$type<SavedSearchFrequency>().notNull(),
    city: cityEnum(),
    propertyType: propertyTypeEnum(),
    minRent: integer().notNull(),
    maxRent: integer().notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.id),
    index('saved_searches_match_idx').on(t.city, t.propertyType, t.minRent, t.maxRent),
    check('saved_searches_frequency_known', sql`${t.frequency} in ('INSTANT', 'DAILY', 'OFF')`),
  ],
);
