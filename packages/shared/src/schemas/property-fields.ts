import { z } from 'zod';
import { type City, getCity } from '../cities';
import { MAX_LISTING_IMAGES } from '../constants';
import { AMENITIES, type Amenity } from '../enums';
import { exclusionMessage, findExclusionPhrase } from '../fair-housing';
import { VALIDATION } from '../messages';
import {
  INT_MAX,
  isPhone,
  PINCODE_PATTERN,
  type NumberRule,
  optionalNumber,
  requiredNumber,
  requiredText,
} from './fields';
import { firstFailing } from './util';

/** Rules shared by the listing wizard and the properties API, which name the fields differently. */

const integer = (
  min: number,
  max: number,
  invalid: string = VALIDATION.numberInvalid,
): NumberRule => ({
  min,
  max,
  integer: true,
  invalid,
});

export const BEDROOM_RULE = integer(1, 4, VALIDATION.bedroomsRequired);
export const BATHROOM_RULE = integer(1, 4, VALIDATION.bathroomsRequired);
/** 0 is the ground floor; 6 is the '5+ Floors' option. */
export const FLOOR_RULE = integer(0, 6, VALIDATION.floorRequired);
export const RUPEES_RULE = integer(0, INT_MAX);
export const RENT_RULE = integer(1, INT_MAX);
export const AREA_SQFT_RULE = integer(1, INT_MAX);
export const BUILDING_AGE_RULE = integer(0, 500);
/** Walking minutes to the metro or a mall. */
export const MINUTES_RULE = integer(0, 24 * 60);
/** Kilometres to a hospital, decimals allowed. */
export const KM_RULE: NumberRule = { min: 0, max: 1000, invalid: VALIDATION.numberInvalid };

export const hospitalDistance = requiredNumber(VALIDATION.hospitalDistanceRequired, KM_RULE);
export const walkingMinutes = optionalNumber(MINUTES_RULE);

export const isPincode = (value: string): boolean => PINCODE_PATTERN.test(value);

/** Optional 10-digit phone: blank is absent. */
export const optionalPhone = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx): string | undefined => {
    const phone = value?.trim();
    if (!phone) return undefined;
    if (isPhone(phone)) return phone;
    ctx.addIssue({ code: 'custom', message: VALIDATION.phoneInvalid, input: value });
    return z.NEVER;
  });

/** At least one amenity, each from the list, each once. */
export const amenityList = z
  .array(z.enum(AMENITIES, { error: VALIDATION.amenityInvalid }), {
    error: VALIDATION.amenityRequired,
  })
  .min(1, VALIDATION.amenityRequired)
  .transform((names): Amenity[] => [...new Set(names)]);

export interface NamedItem {
  name: string;
}

/** Free-text policies and restrictions; plain strings are accepted, blanks are dropped. */
export const namedItems = z
  .array(z.union([z.string(), z.object({ name: z.string() })]))
  .max(50)
  .transform((items): NamedItem[] =>
    items
      .map((item) => (typeof item === 'string' ? item : item.name).trim())
      .filter((name) => name !== '')
      .map((name) => ({ name })),
  );

/** Fair housing: the texts may not exclude people by religion, caste or community. */
const excludesNobody = z.superRefine<string | readonly NamedItem[]>((value, ctx) => {
  const texts = typeof value === 'string' ? [value] : value.map((item) => item.name);
  for (const text of texts) {
    const phrase = findExclusionPhrase(text);
    if (phrase) {
      ctx.addIssue({ code: 'custom', message: exclusionMessage(phrase), input: text });
      return;
    }
  }
});

/** A listing's title or description: required, and excluding nobody. */
export const listingText = (required: string) => requiredText(required).check(excludesNobody);

/** A listing's policies or restrictions, excluding nobody. */
export const listingItems = namedItems.check(excludesNobody);

const hasLength = (value: unknown): value is ArrayLike<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { length?: unknown }).length === 'number';

/** The wizard's chosen files: an array or a FileList; only the count is checked here. */
export const listingImages = z
  .custom<ArrayLike<unknown>>(hasLength, { error: VALIDATION.imageRequired })
  .transform((files) => Array.from(files))
  .check(
    firstFailing<unknown[]>(
      [(files) => files.length >= 1, VALIDATION.imageRequired],
      [(files) => files.length <= MAX_LISTING_IMAGES, VALIDATION.imageCount],
    ),
  );

/** State and country are never taken from the client: they follow from the city. */
export function locationOf(city: City): { state: string; country: string } {
  const info = getCity(city);
  return { state: info?.state ?? '', country: info?.country ?? 'India' };
}
