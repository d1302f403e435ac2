import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  cityEnum,
  educationEnum,
  foodPreferenceEnum,
  genderEnum,
  genderPreferenceEnum,
  guestFrequencyEnum,
  lifestyleEnum,
  roomPreferenceEnum,
} from './enums';
import { users } from './users';

export const profiles = pgTable(
  'profiles',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    age: integer(),
    gender: genderEnum(),
    city: cityEnum(),
    occupation: text(),
    education: educationEnum(),
    roomPreference: roomPreferenceEnum(),
    /** A price range code such as '5000-10000'. */
    budget: text(),
    preferredRoommateGender: genderPreferenceEnum(),
    smoking: boolean(),
    drinking: boolean(),
    pets: boolean(),
    foodPreference: foodPreferenceEnum(),
    lifestyle: lifestyleEnum(),
    cleanliness: text(),
    landlordTermsAcceptedAt: timestamp({ withTimezone: true }),
    // Roommate-matching answers, all optional (packages/shared compatibility reads them).
    budgetMin: integer(),
    budgetMax: integer(),
    moveInDate: date({ mode: 'string' }),
    preferredLocalities: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cleanlinessLevel: smallint(),
    guests: guestFrequencyEnum(),
    worksFromHome: boolean(),
    languages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredAgeMin: smallint(),
    preferredAgeMax: smallint(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_city_idx').on(t.city),
    index('profiles_room_preference_idx').on(t.roomPreference),
    check('profiles_cleanliness_level_range', sql`${t.cleanlinessLevel} between 1 and 5`),
    check('profiles_budget_order', sql`${t.budgetMin} <= ${t.budgetMax}`),
    check('profiles_preferred_age_order', sql`${t.preferredAgeMin} <= ${t.preferredAgeMax}`),
  ],
);
