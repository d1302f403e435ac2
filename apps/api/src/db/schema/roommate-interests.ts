import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** "Interested" in a roommate; two rows each way make a match. */
export const roommateInterests = pgTable(
  'roommate_interests',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetId] }),
    index('roommate_interests_target_idx').on(t.targetId, t.userId),
    check('roommate_interests_not_self', sql`${t.userId} <> ${t.targetId}`),
  ],
);

/** People a user has hidden from their roommate results. */
export const roommateHides = pgTable(
  'roommate_hides',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetId] }),
    check('roommate_hides_not_self', sql`${t.userId} <> ${t.targetId}`),
  ],
);
