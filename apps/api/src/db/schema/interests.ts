import { integer, pgTable, primaryKey, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { users } from './users';

export const interests = pgTable(
  'interests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
  },
  (t) => [uniqueIndex('interests_name_unique').on(t.name)],
);

export const userInterests = pgTable(
  'user_interests',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interestId: integer()
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.interestId] }),
    index('user_interests_interest_idx').on(t.interestId),
  ],
);
