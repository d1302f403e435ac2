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
import { MAX_PREFERRED_LOCALITIES } from '@roomsetu/shared';
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
    /**
     * The preferred localities lower-cased, kept by the database, so best-match ranking compares
     * them with a plain `&&`. Element by element (an array's text form is not immutable); the
     * check below holds the list to the five the profile allows.
     */
    localitiesLower: text()
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `array_remove(array[${Array.from({ length: MAX_PREFERRED_LOCALITIES }, (_, i) => `lower(preferred_localities[${i + 1}])`).join(', ')}], null)`,
        ),
      ),
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
    check(
      'profiles_preferred_localities_max',
      sql`cardinality(${t.preferredLocalities}) <= ${sql.raw(String(MAX_PREFERRED_LOCALITIES))}`,
    ),
    check('profiles_preferred_age_order', sql`${t.preferredAgeMin} <= ${t.preferredAgeMax}`),
  ],
);
