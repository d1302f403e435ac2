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
  ROOMMATE_SORTS,
} from '../enums';
import {
  CLEANLINESS_MAX,
  CLEANLINESS_MIN,
  GUEST_FREQUENCIES,
  LANGUAGES,
  MAX_PREFERRED_LOCALITIES,
} from '../compatibility';
import { UI_LANGUAGE_CODES, type UiLanguage } from '../i18n/languages';
import { VALIDATION } from '../messages';
import {
  INT_MAX,
  isIsoDate,
  optionalNumber,
  queryCity,
  queryInt,
  queryList,
  queryValue,
  triState,
} from './fields';

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

/** A whole number in [min, max]; '' or null clears it. */
function clearableInt(min: number, max: number, invalid: string) {
  return z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx): number | null | undefined => {
      if (value === undefined) return undefined;
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === null || text === '') return null;
      const n = typeof text === 'number' ? text : /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (Number.isInteger(n) && n >= min && n <= max) return n;
      ctx.addIssue({ code: 'custom', message: invalid, input: value });
      return z.NEVER;
    });
}

const clearableDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx): string | null | undefined => {
    if (value === undefined) return undefined;
    const text = value?.trim() ?? '';
    if (text === '') return null;
    if (isIsoDate(text)) return text;
    ctx.addIssue({ code: 'custom', message: VALIDATION.dateInvalid, input: value });
    return z.NEVER;
  });

/** A list from checkboxes or comma-separated text; null or '' clears it (an empty list). */
function clearableList<T extends string>(
  item: z.ZodType<T, string>,
  maxItems: number,
  tooMany: string,
) {
  return z
    .union([z.array(z.string()), z.string(), z.null()])
    .optional()
    .transform((value): string[] | undefined => {
      if (value === undefined) return undefined;
      const items = value === null ? [] : Array.isArray(value) ? value : value.split(',');
      return [...new Set(items.map((i) => i.trim()).filter(Boolean))];
    })
    .pipe(z.array(item).max(maxItems, tooMany).optional());
}

/** The roommate-matching answers (all optional), as PATCH /api/auth/user-profile takes them. */
export const roommateAnswersInput = {
  budgetMin: clearableInt(0, INT_MAX, VALIDATION.budgetAmountInvalid),
  budgetMax: clearableInt(0, INT_MAX, VALIDATION.budgetAmountInvalid),
  moveInDate: clearableDate,
  preferredLocalities: clearableList(
    z.string().max(80, VALIDATION.localityTooLong),
    MAX_PREFERRED_LOCALITIES,
    VALIDATION.localitiesTooMany,
  ),
  cleanlinessLevel: clearableInt(CLEANLINESS_MIN, CLEANLINESS_MAX, VALIDATION.cleanlinessInvalid),
  guests: clearable(GUEST_FREQUENCIES),
  worksFromHome: clearableYesNo,
  languages: clearableList(
    z.enum(LANGUAGES, { error: VALIDATION.languagesInvalid }),
    LANGUAGES.length,
    VALIDATION.languagesInvalid,
  ),
  preferredAgeMin: clearableInt(SIGNUP_AGE_MIN, SIGNUP_AGE_MAX, VALIDATION.ageRange),
  preferredAgeMax: clearableInt(SIGNUP_AGE_MIN, SIGNUP_AGE_MAX, VALIDATION.ageRange),
};

/** PATCH /api/auth/user-profile. */
/** The language of a person's mails and notifications (and of the app, once they sign in). */
export const preferredLanguageField = z.enum(UI_LANGUAGE_CODES as [UiLanguage, ...UiLanguage[]], {
  error: VALIDATION.preferredLanguageInvalid,
});

export const profileUpdateInput = z
  .object({
    preferredLanguage: preferredLanguageField.optional(),
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
    ...roommateAnswersInput,
  })
  .superRefine((v, ctx) => {
    // Only a pair sent together can be compared; the service checks against what is stored.
    if (v.budgetMin != null && v.budgetMax != null && v.budgetMin > v.budgetMax) {
      ctx.addIssue({ code: 'custom', path: ['budgetMax'], message: VALIDATION.budgetRangeOrder });
    }
    if (
      v.preferredAgeMin != null &&
      v.preferredAgeMax != null &&
      v.preferredAgeMin > v.preferredAgeMax
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferredAgeMax'],
        message: VALIDATION.ageRangeOrder,
      });
    }
  });
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;
export type ProfileUpdateFormValues = z.input<typeof profileUpdateInput>;

const roommateAge = (fallback: number) => queryInt(fallback, ROOMMATE_AGE_MIN, ROOMMATE_AGE_MAX);

/** GET /api/users-public/roommates; also the /find-roommates query string. */
export const roommateFiltersInput = z
  .object({
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
    /** NEWEST (the default) or BEST_MATCH, which needs a signed-in user. */
    sort: queryValue(z.enum(ROOMMATE_SORTS)),
    /** With BEST_MATCH: only people scoring at least this. */
    minScore: optionalNumber({
      min: 0,
      max: 100,
      integer: true,
      invalid: VALIDATION.minScoreInvalid,
    }),
  })
  .superRefine((f, ctx) => {
    if (f.minAge > f.maxAge) {
      ctx.addIssue({ code: 'custom', path: ['minAge'], message: VALIDATION.ageFilterOrder });
    }
  });
export type RoommateFilters = z.infer<typeof roommateFiltersInput>;
export type RoommateFiltersQuery = z.input<typeof roommateFiltersInput>;
