import { z } from 'zod';
import { CITY_VALUES } from '../cities';
import {
  CONTACT_TYPES,
  EDUCATIONS,
  FOOD_PREFERENCES,
  GENDER_PREFERENCES,
  GENDERS,
  LIFESTYLES,
  ROLES,
  ROOM_PREFERENCES,
} from '../enums';
import { GUEST_FREQUENCIES } from '../compatibility';
import { ID_STATUSES } from '../verification';
import { verificationsSchema } from '../schemas/verification';
import { preferredLanguage } from './auth';
import { entityId, isoDateTime } from './envelope';

/** GET /api/users-public/interests. */
export const interestItem = z.object({ id: entityId, name: z.string() });
export type Interest = z.infer<typeof interestItem>;

/** The roommate-matching answers; unanswered is null or an empty list. */
export const roommateAnswerFields = z.object({
  budgetMin: z.number().int().nonnegative().nullable(),
  budgetMax: z.number().int().nonnegative().nullable(),
  /** YYYY-MM-DD. */
  moveInDate: z.string().nullable(),
  preferredLocalities: z.array(z.string()),
  cleanlinessLevel: z.number().int().min(1).max(5).nullable(),
  guests: z.enum(GUEST_FREQUENCIES).nullable(),
  worksFromHome: z.boolean().nullable(),
  languages: z.array(z.string()),
  preferredAgeMin: z.number().int().nullable(),
  preferredAgeMax: z.number().int().nullable(),
});
export type RoommateAnswers = z.infer<typeof roommateAnswerFields>;

/** Every answer empty: for fixtures and people who skipped them. */
export const NO_ROOMMATE_ANSWERS: RoommateAnswers = {
  budgetMin: null,
  budgetMax: null,
  moveInDate: null,
  preferredLocalities: [],
  cleanlinessLevel: null,
  guests: null,
  worksFromHome: null,
  languages: [],
  preferredAgeMin: null,
  preferredAgeMax: null,
};

/** A profile field the user has not filled in is null. */
export const profileFields = roommateAnswerFields.extend({
  age: z.number().int().nonnegative().nullable(),
  gender: z.enum(GENDERS).nullable(),
  city: z.enum(CITY_VALUES).nullable(),
  occupation: z.string().nullable(),
  education: z.enum(EDUCATIONS).nullable(),
  roomPreference: z.enum(ROOM_PREFERENCES).nullable(),
  /** A price range code such as '5000-10000'. */
  budget: z.string().nullable(),
  preferredRoommateGender: z.enum(GENDER_PREFERENCES).nullable(),
  smoking: z.boolean().nullable(),
  drinking: z.boolean().nullable(),
  pets: z.boolean().nullable(),
  foodPreference: z.enum(FOOD_PREFERENCES).nullable(),
  lifestyle: z.enum(LIFESTYLES).nullable(),
});
export type ProfileFields = z.infer<typeof profileFields>;

/** GET /api/users/self (spec §3 'User (from self)'); PATCH /api/auth/user-profile answers it too. */
export const selfUser = z.object({
  id: entityId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(ROLES),
  /** Always sent; optional for clients written before it. */
  preferredLanguage: preferredLanguage.optional(),
  /** With isPhoneVerified, gives the badge: see verificationBadge(). */
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  /** The ladder, one badge each: `id` only once an admin approved a document. */
  verifications: verificationsSchema,
  idStatus: z.enum(ID_STATUSES),
  /** Why the newest ID request was rejected (idStatus REJECTED), else null. */
  idRejectionReason: z.string().nullable(),
  createdAt: isoDateTime,
  profile: profileFields,
  interests: z.array(interestItem),
  /** How many live or pending listings the user owns (the listings themselves: GET /users/self-property). */
  propertiesCount: z.number().int().nonnegative(),
});
export type SelfUser = z.infer<typeof selfUser>;

/**
 * GET /api/users/:id/profile and each roommate card: never the e-mail or the phone number
 * (people are reached through chat; a conversation's participants see each other's e-mail).
 */
export const publicProfile = z.object({
  id: entityId,
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  verifications: verificationsSchema,
  role: z.enum(ROLES),
  createdAt: isoDateTime,
  profile: profileFields.extend({ cleanliness: z.string().nullable() }),
  interests: z.array(interestItem),
});
export type PublicProfile = z.infer<typeof publicProfile>;

/** GET /api/users-public/roommates (paginated). */
export const roommateProfile = publicProfile;
export type RoommateProfile = PublicProfile;

/** POST /api/users-public/send-message: the stored message's receipt. */
export const contactReceipt = z.object({
  id: entityId,
  type: z.enum(CONTACT_TYPES),
  createdAt: isoDateTime,
});
export type ContactSent = z.infer<typeof contactReceipt>;
