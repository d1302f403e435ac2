/**
 * Roommate compatibility: a two-way, explainable score. Pure and shared, so the API ranks with the
 * same weights and words the web shows in the breakdown. The SQL the API ranks with
 * (apps/api/src/modules/roommates/match-sql.ts) mirrors the fit rules below; a test keeps them equal.
 *
 * Every factor's fit is symmetric (A's preference against B's answer and B's against A's, combined
 * with the lower of the two), so score(a, b) === score(b, a) and a one-sided fit ranks low.
 * A factor either person has not answered counts neither way: it drops out of the average.
 */
import type { City } from './cities';
import { PRICE_RANGES } from './constants';
import type { FoodPreference, Gender, GenderPreference, Lifestyle } from './enums';

export const GUEST_FREQUENCIES = ['RARELY', 'SOMETIMES', 'OFTEN'] as const;
export type GuestFrequency = (typeof GUEST_FREQUENCIES)[number];
export const GUEST_FREQUENCY_LABELS: Readonly<Record<GuestFrequency, string>> = {
  RARELY: 'Rarely',
  SOMETIMES: 'Sometimes',
  OFTEN: 'Often',
};

export const LANGUAGES = [
  'Hindi',
  'English',
  'Marathi',
  'Kannada',
  'Telugu',
  'Tamil',
  'Gujarati',
  'Bengali',
  'Malayalam',
  'Punjabi',
  'Urdu',
  'Odia',
  'Other',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const CLEANLINESS_MIN = 1;
export const CLEANLINESS_MAX = 5;
export const MAX_PREFERRED_LOCALITIES = 5;

/** What the score reads from a person; null or [] is "not answered". */
export interface CompatibilityProfile {
  city: City | null;
  gender: Gender | null;
  age: number | null;
  preferredRoommateGender: GenderPreference | null;
  budgetMin: number | null;
  budgetMax: number | null;
  /** YYYY-MM-DD. */
  moveInDate: string | null;
  preferredLocalities: readonly string[];
  lifestyle: Lifestyle | null;
  cleanlinessLevel: number | null;
  guests: GuestFrequency | null;
  worksFromHome: boolean | null;
  languages: readonly string[];
  foodPreference: FoodPreference | null;
  smoking: boolean | null;
  drinking: boolean | null;
  pets: boolean | null;
  preferredAgeMin: number | null;
  preferredAgeMax: number | null;
}

export const COMPATIBILITY_FACTORS = [
  'budget',
  'moveIn',
  'locality',
  'sleep',
  'cleanliness',
  'guests',
  'workFromHome',
  'languages',
  'food',
  'smoking',
  'drinking',
  'pets',
  'age',
] as const;
export type CompatibilityFactor = (typeof COMPATIBILITY_FACTORS)[number];

interface FactorText {
  label: string;
  /** A full fit: where it says "Same …", only for equal answers. */
  good: string;
  /** A good fit short of full (FIT_GOOD up to 1), where `good` would claim the same answer. */
  close?: string;
  fair: string;
  poor: string;
  missing: string;
}

/** Weights (they sum to 100) and the words shown for each factor. */
export const COMPATIBILITY_WEIGHTS: Readonly<Record<CompatibilityFactor, number>> = {
  budget: 20,
  moveIn: 8,
  locality: 8,
  sleep: 10,
  cleanliness: 12,
  guests: 5,
  workFromHome: 4,
  languages: 5,
  food: 8,
  smoking: 8,
  drinking: 4,
  pets: 4,
  age: 4,
};

export const COMPATIBILITY_TEXT: Readonly<Record<CompatibilityFactor, FactorText>> = {
  budget: {
    label: 'Budget',
    good: 'Your budgets overlap',
    fair: 'Your budgets are close',
    poor: 'Your budgets do not overlap',
    missing: 'Budget not answered',
  },
  moveIn: {
    label: 'Move-in date',
    good: 'You move in around the same time',
    fair: 'Your move-in dates are a few weeks apart',
    poor: 'Your move-in dates are months apart',
    missing: 'Move-in date not answered',
  },
  locality: {
    label: 'Localities',
    good: 'You want the same locality',
    fair: 'You want nearby localities',
    poor: 'You want different localities',
    missing: 'Preferred localities not answered',
  },
  sleep: {
    label: 'Sleep schedule',
    good: 'Same sleep schedule',
    close: 'One of you has a flexible sleep schedule',
    fair: 'Sleep schedules can work together',
    poor: 'Early bird and night owl',
    missing: 'Sleep schedule not answered',
  },
  cleanliness: {
    label: 'Cleanliness',
    good: 'Similar standards of tidiness',
    fair: 'Somewhat different standards of tidiness',
    poor: 'Very different standards of tidiness',
    missing: 'Cleanliness not answered',
  },
  guests: {
    label: 'Guests',
    good: 'Same habits with guests',
    fair: 'Slightly different habits with guests',
    poor: 'Very different habits with guests',
    missing: 'Guests not answered',
  },
  workFromHome: {
    label: 'Work from home',
    good: 'Same work-from-home routine',
    fair: 'One of you works from home',
    poor: 'One of you works from home',
    missing: 'Work from home not answered',
  },
  languages: {
    label: 'Languages',
    good: 'You speak a common language',
    fair: 'You speak a common language',
    poor: 'No language in common',
    missing: 'Languages not answered',
  },
  food: {
    label: 'Food',
    good: 'Same food preference',
    close: 'One of you has no food preference',
    fair: 'Both vegetarian, in different ways',
    poor: 'Different food preferences',
    missing: 'Food preference not answered',
  },
  smoking: {
    label: 'Smoking',
    good: 'Same about smoking',
    fair: 'Different about smoking',
    poor: 'Different about smoking',
    missing: 'Smoking not answered',
  },
  drinking: {
    label: 'Drinking',
    good: 'Same about drinking',
    fair: 'Different about drinking',
    poor: 'Different about drinking',
    missing: 'Drinking not answered',
  },
  pets: {
    label: 'Pets',
    good: 'Same about pets',
    fair: 'Different about pets',
    poor: 'Different about pets',
    missing: 'Pets not answered',
  },
  age: {
    label: 'Age',
    good: "Each of you is in the other's preferred age range",
    fair: "Close to each other's preferred age range",
    poor: "Outside each other's preferred age range",
    missing: 'Age preference not answered',
  },
};

/** Fit tiers for the reason text. */
export const FIT_GOOD = 0.75;
export const FIT_FAIR = 0.4;

/** Budgets that do not overlap keep at most this share of the budget factor. */
export const BUDGET_NO_OVERLAP_SHARE = 0.25;
/** Move-in dates this many days apart fit fully; at MOVE_IN_ZERO_DAYS they fit not at all. */
export const MOVE_IN_FULL_DAYS = 14;
export const MOVE_IN_ZERO_DAYS = 90;
/** An age this many years outside a preferred range no longer fits. */
export const AGE_ZERO_YEARS = 10;

export const SLEEP_FIT = { same: 1, flexible: 0.75, regular: 0.5, opposite: 0 } as const;
export const FOOD_FIT = { same: 1, noPreference: 0.8, bothVeg: 0.6, other: 0.2 } as const;
export const VEG_FOODS: readonly FoodPreference[] = ['VEGETARIAN', 'VEGAN', 'JAIN', 'EGGETARIAN'];
/** Fit when two yes/no answers differ. */
export const DIFFERENT_FIT: Readonly<
  Record<'workFromHome' | 'smoking' | 'drinking' | 'pets', number>
> = { workFromHome: 0.5, smoking: 0, drinking: 0.4, pets: 0.4 };
export const GUEST_RANK: Readonly<Record<GuestFrequency, number>> = {
  RARELY: 0,
  SOMETIMES: 1,
  OFTEN: 2,
};

export type HardLimit = 'gender' | 'city';

export interface FactorScore {
  factor: CompatibilityFactor;
  label: string;
  /** Weighted points; 0 when not answered (then `known` is false and it does not count). */
  points: number;
  max: number;
  known: boolean;
  reason: string;
}

export interface Compatibility {
  /** 0-100; 0 when a hard limit excludes. */
  score: number;
  excludedBy: HardLimit | null;
  /** How many factors both people answered, out of COMPATIBILITY_FACTORS.length. */
  answered: number;
  factors: FactorScore[];
}

const DAY_MS = 86_400_000;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

function range(lo: number | null, hi: number | null): [number, number] | null {
  const a = lo ?? hi;
  const b = hi ?? lo;
  if (a === null || b === null) return null;
  return a <= b ? [a, b] : [b, a];
}

function budgetFit(a: CompatibilityProfile, b: CompatibilityProfile): number | null {
  const ra = range(a.budgetMin, a.budgetMax);
  const rb = range(b.budgetMin, b.budgetMax);
  if (!ra || !rb) return null;
  const gap = Math.max(rb[0] - ra[1], ra[0] - rb[1]);
  if (gap <= 0) return 1;
  const scale = Math.max(ra[1], rb[1]);
  return BUDGET_NO_OVERLAP_SHARE * clamp01(1 - gap / scale);
}

function moveInFit(a: CompatibilityProfile, b: CompatibilityProfile): number | null {
  if (!a.moveInDate || !b.moveInDate) return null;
  const ta = Date.parse(`${a.moveInDate}T00:00:00Z`);
  const tb = Date.parse(`${b.moveInDate}T00:00:00Z`);
  if (!Number.isFinite(ta) || !Number.isFinite(tb)) return null;
  const days = Math.abs(ta - tb) / DAY_MS;
  return clamp01(1 - (days - MOVE_IN_FULL_DAYS) / (MOVE_IN_ZERO_DAYS - MOVE_IN_FULL_DAYS));
}

const norm = (s: string) => s.trim().toLowerCase();
function overlapFit(xs: readonly string[], ys: readonly string[]): number | null {
  if (!xs.length || !ys.length) return null;
  const set = new Set(xs.map(norm));
  return ys.some((y) => set.has(norm(y))) ? 1 : 0;
}

function sleepFit(a: Lifestyle | null, b: Lifestyle | null): number | null {
  if (!a || !b) return null;
  if (a === b) return SLEEP_FIT.same;
  if (a === 'FLEXIBLE' || b === 'FLEXIBLE') return SLEEP_FIT.flexible;
  if (a === 'REGULAR' || b === 'REGULAR') return SLEEP_FIT.regular;
  return SLEEP_FIT.opposite;
}

function foodFit(a: FoodPreference | null, b: FoodPreference | null): number | null {
  if (!a || !b) return null;
  if (a === b) return FOOD_FIT.same;
  if (a === 'NO_PREFERENCE' || b === 'NO_PREFERENCE') return FOOD_FIT.noPreference;
  if (VEG_FOODS.includes(a) && VEG_FOODS.includes(b)) return FOOD_FIT.bothVeg;
  return FOOD_FIT.other;
}

function sameFit(
  a: boolean | null,
  b: boolean | null,
  factor: keyof typeof DIFFERENT_FIT,
): number | null {
  if (a === null || b === null) return null;
  return a === b ? 1 : DIFFERENT_FIT[factor];
}

/** How well `age` sits in the range someone prefers; null when either is not given. */
function ageDirection(pref: CompatibilityProfile, other: CompatibilityProfile): number | null {
  if (other.age === null || (pref.preferredAgeMin === null && pref.preferredAgeMax === null)) {
    return null;
  }
  const lo = pref.preferredAgeMin ?? -Infinity;
  const hi = pref.preferredAgeMax ?? Infinity;
  const outside = Math.max(lo - other.age, other.age - hi, 0);
  return clamp01(1 - outside / AGE_ZERO_YEARS);
}

function ageFit(a: CompatibilityProfile, b: CompatibilityProfile): number | null {
  const ab = ageDirection(a, b);
  const ba = ageDirection(b, a);
  if (ab === null) return ba;
  if (ba === null) return ab;
  return Math.min(ab, ba);
}

const FITS: Readonly<
  Record<CompatibilityFactor, (a: CompatibilityProfile, b: CompatibilityProfile) => number | null>
> = {
  budget: budgetFit,
  moveIn: moveInFit,
  locality: (a, b) => overlapFit(a.preferredLocalities, b.preferredLocalities),
  sleep: (a, b) => sleepFit(a.lifestyle, b.lifestyle),
  cleanliness: (a, b) =>
    a.cleanlinessLevel === null || b.cleanlinessLevel === null
      ? null
      : clamp01(
          1 -
            Math.abs(a.cleanlinessLevel - b.cleanlinessLevel) / (CLEANLINESS_MAX - CLEANLINESS_MIN),
        ),
  guests: (a, b) =>
    a.guests === null || b.guests === null
      ? null
      : 1 - Math.abs(GUEST_RANK[a.guests] - GUEST_RANK[b.guests]) / 2,
  workFromHome: (a, b) => sameFit(a.worksFromHome, b.worksFromHome, 'workFromHome'),
  languages: (a, b) => overlapFit(a.languages, b.languages),
  food: (a, b) => foodFit(a.foodPreference, b.foodPreference),
  smoking: (a, b) => sameFit(a.smoking, b.smoking, 'smoking'),
  drinking: (a, b) => sameFit(a.drinking, b.drinking, 'drinking'),
  pets: (a, b) => sameFit(a.pets, b.pets, 'pets'),
  age: ageFit,
};

/** One factor's fit (0-1) between two people, or null when either has not answered it. */
export function factorFit(
  factor: CompatibilityFactor,
  a: CompatibilityProfile,
  b: CompatibilityProfile,
): number | null {
  return FITS[factor](a, b);
}

/** Nobody's answers: a base for fixtures and for asking about a single answer. */
export const BLANK_COMPATIBILITY_PROFILE: CompatibilityProfile = {
  city: null,
  gender: null,
  age: null,
  preferredRoommateGender: null,
  budgetMin: null,
  budgetMax: null,
  moveInDate: null,
  preferredLocalities: [],
  lifestyle: null,
  cleanlinessLevel: null,
  guests: null,
  worksFromHome: null,
  languages: [],
  foodPreference: null,
  smoking: null,
  drinking: null,
  pets: null,
  preferredAgeMin: null,
  preferredAgeMax: null,
};

/** True when `pref` (MALE/FEMALE) rules out someone of `gender`; ANY or unset rules out no one. */
export function genderExcludes(pref: GenderPreference | null, gender: Gender | null): boolean {
  return (pref === 'MALE' || pref === 'FEMALE') && gender !== pref;
}

export function hardLimit(a: CompatibilityProfile, b: CompatibilityProfile): HardLimit | null {
  if (genderExcludes(a.preferredRoommateGender, b.gender)) return 'gender';
  if (genderExcludes(b.preferredRoommateGender, a.gender)) return 'gender';
  if (a.city && b.city && a.city !== b.city) return 'city';
  return null;
}

/** A neutral score when two people have no answer in common to compare. */
export const NO_ANSWERS_SCORE = 50;

function reasonFor(factor: CompatibilityFactor, fit: number | null): string {
  const text = COMPATIBILITY_TEXT[factor];
  if (fit === null) return text.missing;
  if (fit >= FIT_GOOD) return fit < 1 && text.close ? text.close : text.good;
  return fit >= FIT_FAIR ? text.fair : text.poor;
}

/** Mutual compatibility of two people, symmetric in its arguments. */
export function compatibility(a: CompatibilityProfile, b: CompatibilityProfile): Compatibility {
  const excludedBy = hardLimit(a, b);
  let points = 0;
  let max = 0;
  const factors = COMPATIBILITY_FACTORS.map((factor): FactorScore => {
    const weight = COMPATIBILITY_WEIGHTS[factor];
    const fit = FITS[factor](a, b);
    if (fit !== null) {
      points += weight * fit;
      max += weight;
    }
    return {
      factor,
      label: COMPATIBILITY_TEXT[factor].label,
      points: fit === null ? 0 : Math.round(weight * fit * 10) / 10,
      max: weight,
      known: fit !== null,
      reason: reasonFor(factor, fit),
    };
  });
  const answered = factors.filter((f) => f.known).length;
  const score = excludedBy ? 0 : max === 0 ? NO_ANSWERS_SCORE : Math.round((100 * points) / max);
  return { score, excludedBy, answered, factors };
}

/** The strongest reasons (known factors by points), for a card or a list. */
export function topReasons(result: Compatibility, count = 3): string[] {
  return result.factors
    .filter((f) => f.known && f.points > 0)
    .sort((x, y) => y.points - x.points || y.max - x.max)
    .slice(0, count)
    .map((f) => f.reason);
}

/** Which of one person's answers are still empty, for the "Answer N more" nudge. */
export function unansweredFactors(p: CompatibilityProfile): CompatibilityFactor[] {
  const missing: CompatibilityFactor[] = [];
  const has: Record<CompatibilityFactor, boolean> = {
    budget: p.budgetMin !== null || p.budgetMax !== null,
    moveIn: p.moveInDate !== null,
    locality: p.preferredLocalities.length > 0,
    sleep: p.lifestyle !== null,
    cleanliness: p.cleanlinessLevel !== null,
    guests: p.guests !== null,
    workFromHome: p.worksFromHome !== null,
    languages: p.languages.length > 0,
    food: p.foodPreference !== null,
    smoking: p.smoking !== null,
    drinking: p.drinking !== null,
    pets: p.pets !== null,
    age: p.age !== null && (p.preferredAgeMin !== null || p.preferredAgeMax !== null),
  };
  for (const factor of COMPATIBILITY_FACTORS) if (!has[factor]) missing.push(factor);
  return missing;
}

/** The stored profile fields the score reads (a public or self profile has them all). */
export interface ScoredProfileFields extends CompatibilityProfile {
  budget: string | null;
}

/** A budget range code ('5000-10000') as numbers; null when it is not one. */
export function budgetCodeRange(code: string | null): [number, number] | null {
  const range = code ? PRICE_RANGES.find((r) => r.value === code) : undefined;
  return range ? [range.min, range.max] : null;
}

/** The score's view of a profile: without a budget range of their own, the sign-up range code counts. */
export function toCompatibilityProfile(p: ScoredProfileFields): CompatibilityProfile {
  const code = p.budgetMin === null && p.budgetMax === null ? budgetCodeRange(p.budget) : null;
  return {
    city: p.city,
    gender: p.gender,
    age: p.age,
    preferredRoommateGender: p.preferredRoommateGender,
    budgetMin: code ? code[0] : p.budgetMin,
    budgetMax: code ? code[1] : p.budgetMax,
    moveInDate: p.moveInDate,
    preferredLocalities: p.preferredLocalities,
    lifestyle: p.lifestyle,
    cleanlinessLevel: p.cleanlinessLevel,
    guests: p.guests,
    worksFromHome: p.worksFromHome,
    languages: p.languages,
    foodPreference: p.foodPreference,
    smoking: p.smoking,
    drinking: p.drinking,
    pets: p.pets,
    preferredAgeMin: p.preferredAgeMin,
    preferredAgeMax: p.preferredAgeMax,
  };
}

/** What a listing's fit is read from. */
export interface FitListing {
  rent: number;
  /** YYYY-MM-DD. */
  availableFrom: string;
  genderPreference: GenderPreference;
  area: string | null;
}

/** A seeker's fit with a listing: true / false per check, null when the seeker has not said. */
export interface ListingFit {
  budget: boolean | null;
  moveIn: boolean | null;
  gender: boolean | null;
  locality: boolean | null;
}

/**
 * Budget: the rent inside the seeker's range. Move-in: available by their date. Gender: the
 * listing's tenant preference admits them. Locality: the listing's area among their preferred ones.
 */
export function listingFit(seeker: CompatibilityProfile, listing: FitListing): ListingFit {
  const lo = seeker.budgetMin ?? seeker.budgetMax;
  const hi = seeker.budgetMax ?? seeker.budgetMin;
  const area = listing.area ? norm(listing.area) : null;
  return {
    budget: lo === null || hi === null ? null : listing.rent >= lo && listing.rent <= hi,
    moveIn: seeker.moveInDate === null ? null : listing.availableFrom <= seeker.moveInDate,
    gender:
      listing.genderPreference === 'ANY'
        ? true
        : seeker.gender === null
          ? null
          : seeker.gender === listing.genderPreference,
    locality:
      seeker.preferredLocalities.length === 0 || area === null
        ? null
        : seeker.preferredLocalities.some((l) => norm(l) === area),
  };
}

/** "Fits you": at least one check is known and every known one holds. */
export function fitsAll(fit: ListingFit): boolean {
  const known = Object.values(fit).filter((v): v is boolean => v !== null);
  return known.length > 0 && known.every(Boolean);
}
