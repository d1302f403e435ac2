import { z } from 'zod';
import { type City, normalizeCity } from '../cities';
import {
  MAX_PAGE_SIZE,
  PRICE_RANGE_VALUES,
  ROOMMATE_AGE_MAX,
  ROOMMATE_AGE_MIN,
  ROOMMATE_PAGE_SIZE,
  SIGNUP_AGE_MAX,
  SIGNUP_AGE_MIN,
} from '../constants';
import {
  EDUCATIONS,
  FOOD_PREFERENCES,
  GENDER_PREFERENCES,
  GENDERS,
  LIFESTYLES,
  ROOM_PREFERENCES,
} from '../enums';
import { VALIDATION } from '../messages';
import { queryCity, queryInt, queryList, queryValue, triState } from './fields';

/**
 * Profile edits: `undefined` (absent) leaves a field as it is, `null` or '' clears it. Keys the
 * profile form must not change (role, email, name, phone) are not in the shape and are dropped.
 */
function clearable<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.enum(values), z.literal(''), z.null()])
    .optional()
    .transform((value): T[number] | null | undefined => (value === '' ? null : value));
}

const clearableCity = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx): City | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const city = normalizeCity(value);
    if (city) return city;
    ctx.addIssue({ code: 'custom', message: VALIDATION.cityInvalid, input: value });
    return z.NEVER;
  });

const clearableText = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? value : value.trim() || null));

/** Spec §5: 'age parsed as an integer, or null if not a number'; a number must be an adult age. */
const profileAge = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx): number | null | undefined => {
    if (value === undefined) return undefined;
    const age =
      typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
    if (!Number.isFinite(age)) return null;
    if (age >= SIGNUP_AGE_MIN && age <= SIGNUP_AGE_MAX) return age;
    ctx.addIssue({ code: 'custom', message: VALIDATION.ageRange, input: value });
    return z.NEVER;
  });

const clearableYesNo = z
  .union([z.boolean(), z.string(), z.null()])
  .optional()
  .transform((value, ctx): boolean | null | undefined => {
    if (value === undefined || typeof value === 'boolean') return value;
    const text = value?.trim().toLowerCase() ?? '';
    if (text === '') return null;
    if (text === 'yes' || text === 'true') return true;
    if (text === 'no' || text === 'false') return false;
    ctx.addIssue({ code: 'custom', message: VALIDATION.booleanInvalid, input: value });
    return z.NEVER;
  });

/** PATCH /api/auth/user-profile. */
export const profileUpdateInput = z.object({
  city: clearableCity,
  occupation: clearableText,
  age: profileAge,
  gender: clearable(GENDERS),
  drinking: clearableYesNo,
  smoking: clearableYesNo,
  pets: clearableYesNo,
  education: clearable(EDUCATIONS),
  budget: clearable(PRICE_RANGE_VALUES),
  lifestyle: clearable(LIFESTYLES),
  foodPreference: clearable(FOOD_PREFERENCES),
  roomPreference: clearable(ROOM_PREFERENCES),
  preferredRoommateGender: clearable(GENDER_PREFERENCES),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;
export type ProfileUpdateFormValues = z.input<typeof profileUpdateInput>;

const roommateAge = (fallback: number) => queryInt(fallback, ROOMMATE_AGE_MIN, ROOMMATE_AGE_MAX);

/** GET /api/users-public/roommates; also the /find-roommates query string. */
export const roommateFiltersInput = z.object({
  page: queryInt(1, 1, Number.MAX_SAFE_INTEGER),
  limit: queryInt(ROOMMATE_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  search: queryValue(z.string()),
  city: queryCity,
  gender: queryList(z.enum(GENDERS)),
  minAge: roommateAge(ROOMMATE_AGE_MIN),
  maxAge: roommateAge(ROOMMATE_AGE_MAX),
  budget: queryValue(z.enum(PRICE_RANGE_VALUES)),
  verified: triState,
  smoking: triState,
  pets: triState,
  drinking: triState,
  foodPreference: queryList(z.enum(FOOD_PREFERENCES)),
  lifestyle: queryList(z.enum(LIFESTYLES)),
});
export type RoommateFilters = z.infer<typeof roommateFiltersInput>;
export type RoommateFiltersQuery = z.input<typeof roommateFiltersInput>;
