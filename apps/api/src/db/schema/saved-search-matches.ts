import type { SavedSearchFrequency } from '@roomsetu/shared';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { savedSearches } from './saved-searches';
import { users } from './users';

/**
 * One row per (saved search, listing) ever matched: the key that makes every alert happen once,
 * whatever retries or second instances do. E-mail delivery is claimed by a job (mail_job_id)
 * before the mail goes out and stamped (emailed_at) after.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The search's frequency when the listing matched: which mail (if any) carries it. */
    frequency: text().$type<SavedSearchFrequency>().notNull(),
    mailJobId: bigint({ mode: 'number' }),
    emailedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId] }),
    index('saved_search_matches_search_idx').on(t.savedSearchId, t.createdAt),
    index('saved_search_matches_unsent_idx').on(t.userId, t.frequency, t.emailedAt),
  ],
);
