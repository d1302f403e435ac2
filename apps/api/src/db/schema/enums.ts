import {
  CITY_VALUES,
  CONTACT_TYPES,
  EDUCATIONS,
  FACINGS,
  FAVORITE_TYPES,
  FOOD_PREFERENCES,
  FURNISHINGS,
  GENDER_PREFERENCES,
  GENDERS,
  GUEST_FREQUENCIES,
  LIFESTYLES,
  MESSAGE_CATEGORIES,
  MESSAGE_KINDS,
  MESSAGE_PRIORITIES,
  MESSAGE_STATUSES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  ROLES,
  ROOM_PREFERENCES,
  TENANT_TYPES,
} from '@roomsetu/shared';
import { pgEnum } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLES);
export const genderEnum = pgEnum('gender', GENDERS);
export const genderPreferenceEnum = pgEnum('gender_preference', GENDER_PREFERENCES);
export const educationEnum = pgEnum('education', EDUCATIONS);
export const foodPreferenceEnum = pgEnum('food_preference', FOOD_PREFERENCES);
export const guestFrequencyEnum = pgEnum('guest_frequency', GUEST_FREQUENCIES);
export const lifestyleEnum = pgEnum('lifestyle', LIFESTYLES);
export const roomPreferenceEnum = pgEnum('room_preference', ROOM_PREFERENCES);
export const cityEnum = pgEnum('city', CITY_VALUES);
export const facingEnum = pgEnum('facing', FACINGS);
export const propertyStatusEnum = pgEnum('property_status', PROPERTY_STATUSES);
export const propertyTypeEnum = pgEnum('property_type', PROPERTY_TYPES);
export const tenantTypeEnum = pgEnum('tenant_type', TENANT_TYPES);
export const furnishingEnum = pgEnum('furnishing', FURNISHINGS);
export const favoriteTypeEnum = pgEnum('favorite_type', FAVORITE_TYPES);
export const contactTypeEnum = pgEnum('contact_type', CONTACT_TYPES);
export const messageCategoryEnum = pgEnum('message_category', MESSAGE_CATEGORIES);
export const messageKindEnum = pgEnum('message_kind', MESSAGE_KINDS);
export const messagePriorityEnum = pgEnum('message_priority', MESSAGE_PRIORITIES);
export const messageStatusEnum = pgEnum('message_status', MESSAGE_STATUSES);
export const codePurposeEnum = pgEnum('code_purpose', ['VERIFY_EMAIL', 'RESET_PASSWORD']);
