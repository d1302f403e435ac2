import { PRICE_RANGES } from './constants';

/**
 * What a guest (or an account whose e-mail is not verified) learns about someone in the roommate
 * directory: a first name with the last initial, an age band, the city and a budget band. Exact
 * age, habits, languages and food preference are personal data, shown to verified accounts only.
 */

/** Full profiles a verified account may read in an hour (detail views and list cards alike). */
export const ROOMMATE_FULL_PROFILES_PER_HOUR = 100;

/** Age bands: five years wide where people move most, wider after. */
export const ROOMMATE_AGE_BANDS = [
  { value: '18-24', label: '18–24', min: 18, max: 24 },
  { value: '25-29', label: '25–29', min: 25, max: 29 },
  { value: '30-34', label: '30–34', min: 30, max: 34 },
  { value: '35-39', label: '35–39', min: 35, max: 39 },
  { value: '40-49', label: '40–49', min: 40, max: 49 },
  { value: '50+', label: '50+', min: 50, max: Number.POSITIVE_INFINITY },
] as const;
export type RoommateAgeBand = (typeof ROOMMATE_AGE_BANDS)[number]['value'];
export const ROOMMATE_AGE_BAND_VALUES = ROOMMATE_AGE_BANDS.map((b) => b.value) as [
  RoommateAgeBand,
  ...RoommateAgeBand[],
];

/** The band of an age; none below 18 (nobody under 18 may sign up) or when not given. */
export function ageBandOf(age: number | null | undefined): RoommateAgeBand | null {
  if (age == null) return null;
  return ROOMMATE_AGE_BANDS.find((b) => age >= b.min && age <= b.max)?.value ?? null;
}

export function ageBandLabel(band: string | null | undefined): string | null {
  return ROOMMATE_AGE_BANDS.find((b) => b.value === band)?.label ?? null;
}

/**
 * The budget band is one of the price ranges the filters offer (₹5k-₹10k wide at the low end,
 * labelled in PRICE_RANGES): the range the person chose, or the one their own minimum and
 * maximum centre on. Never the exact amounts.
 */
export function budgetBandOf(p: {
  budget: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
}): string | null {
  if (p.budget && PRICE_RANGES.some((r) => r.value === p.budget)) return p.budget;
  const amounts = [p.budgetMin, p.budgetMax].filter((a): a is number => a != null);
  if (amounts.length === 0) return null;
  const centre = amounts.reduce((sum, a) => sum + a, 0) / amounts.length;
  const range =
    PRICE_RANGES.find((r) => centre >= r.min && centre < r.max) ??
    PRICE_RANGES[PRICE_RANGES.length - 1]!;
  return range.value;
}

/** "Sneha K.": the first name and the last name's initial. */
export function previewName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * The roommate filters a guest may use: none of them asks about a personal attribute. Others
 * (age, gender, habits, food, lifestyle, verification) are dropped from a guest's search, which is
 * answered as if they were not given.
 */
export const GUEST_ROOMMATE_FILTERS = [
  'page',
  'limit',
  'search',
  'city',
  'budget',
  'sort',
] as const;

export function guestRoommateFilters<F extends object>(
  filters: F,
): Pick<F, Extract<keyof F, (typeof GUEST_ROOMMATE_FILTERS)[number]>> {
  const kept: Record<string, unknown> = {};
  for (const key of GUEST_ROOMMATE_FILTERS) {
    if (key in filters) kept[key] = (filters as Record<string, unknown>)[key];
  }
  return kept as Pick<F, Extract<keyof F, (typeof GUEST_ROOMMATE_FILTERS)[number]>>;
}

export const ROOMMATE_PREVIEW_PROMPT = {
  guest: 'Sign in and verify your e-mail to see full profiles and filter by habits',
  unverified: 'Verify your e-mail to see full profiles and filter by habits',
} as const;
