import { z } from 'zod';
import { COMPATIBILITY_FACTORS } from '../compatibility';
import { PRICE_RANGE_VALUES } from '../constants';
import { ROOMMATE_AGE_BAND_VALUES } from '../roommate-preview';
import { entityId, isoDateTime } from './envelope';
import { publicProfile } from './users';

/** Where the signed-in caller stands with someone: Interested, a match and its conversation. */
export const roommateInterestState = z.object({
  interested: z.boolean(),
  matched: z.boolean(),
  /** The conversation a match opened; null until both are interested. */
  conversationId: entityId.nullable(),
});
export type RoommateInterestState = z.infer<typeof roommateInterestState>;

/**
 * Someone in the roommate directory as a guest or an unverified account sees them: no exact age,
 * habits, languages, food preference or photo (the web draws initials).
 */
export const roommatePreview = z.object({
  view: z.literal('PREVIEW'),
  id: entityId,
  /** "Sneha K.". */
  name: z.string(),
  ageBand: z.enum(ROOMMATE_AGE_BAND_VALUES).nullable(),
  city: z.string().nullable(),
  /** A PRICE_RANGES value (labels there). */
  budgetBand: z.enum(PRICE_RANGE_VALUES).nullable(),
});
export type RoommatePreview = z.infer<typeof roommatePreview>;

/** The full profile, for signed-in accounts with a verified e-mail. */
export const fullRoommateProfile = publicProfile.extend({ view: z.literal('FULL') });
export type FullRoommateProfile = z.infer<typeof fullRoommateProfile>;

/** GET /api/users/{id}/profile: the full profile or, for guests and unverified accounts, the preview. */
export const roommateProfileAnswer = z.discriminatedUnion('view', [
  fullRoommateProfile,
  roommatePreview,
]);
export type RoommateProfileAnswer = z.infer<typeof roommateProfileAnswer>;

/** GET /api/users-public/roommates: a full card; the match fields come with a signed-in caller. */
export const roommateListItem = fullRoommateProfile.extend({
  /** With sort=BEST_MATCH: the mutual score, 0-100. */
  matchScore: z.number().int().min(0).max(100).optional(),
  /** With sort=BEST_MATCH: the three strongest reasons, in words. */
  matchReasons: z.array(z.string()).optional(),
  /** Signed in: whether the caller marked this person Interested, and whether it is a match. */
  interested: z.boolean().optional(),
  matched: z.boolean().optional(),
});
export type RoommateListItem = z.infer<typeof roommateListItem>;

/** GET /api/users-public/roommates: full cards for verified accounts, previews for the others. */
export const roommateCard = z.discriminatedUnion('view', [roommateListItem, roommatePreview]);
export type RoommateCard = z.infer<typeof roommateCard>;

export const compatibilityFactorScore = z.object({
  factor: z.enum(COMPATIBILITY_FACTORS),
  label: z.string(),
  points: z.number().nonnegative(),
  max: z.number().positive(),
  /** False when either person has not answered it: it then counts neither way. */
  known: z.boolean(),
  reason: z.string(),
});

/** GET /api/users/{id}/compatibility. */
export const compatibilityResult = roommateInterestState.extend({
  score: z.number().int().min(0).max(100),
  /** Set when a hard limit (a gender preference, different cities) rules the pair out. */
  excludedBy: z.enum(['gender', 'city']).nullable(),
  /** "Based on `answered` of `total` answers". */
  answered: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  factors: z.array(compatibilityFactorScore),
});
export type CompatibilityResult = z.infer<typeof compatibilityResult>;

/** POST/DELETE /api/roommates/{id}/hide. */
export const roommateHideState = z.object({ hidden: z.boolean() });

/** GET /api/roommates/hidden: someone I hid from my roommate results (newest first). */
export const hiddenRoommate = z.object({
  id: entityId,
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  hiddenAt: isoDateTime,
});
export type HiddenRoommate = z.infer<typeof hiddenRoommate>;

/** GET /api/roommates/matches: newest match first. */
export const roommateMatch = z.object({
  user: publicProfile,
  conversationId: entityId,
  matchedAt: isoDateTime,
});
export type RoommateMatch = z.infer<typeof roommateMatch>;

/** GET /api/properties/{id} for a signed-in seeker: the four checks (null: not answered). */
export const listingFitSchema = z.object({
  budget: z.boolean().nullable(),
  moveIn: z.boolean().nullable(),
  gender: z.boolean().nullable(),
  locality: z.boolean().nullable(),
});
