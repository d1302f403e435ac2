import { boolean, integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import {
  cityEnum,
  educationEnum,
  foodPreferenceEnum,
  genderEnum,
  genderPreferenceEnum,
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
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_city_idx').on(t.city),
    index('profiles_room_preference_idx').on(t.roomPreference),
  ],
);
