import {
  FOOD_PREFERENCES,
  GENDERS,
  guestRoommateFilters,
  LIFESTYLES,
  normalizeCity,
  PRICE_RANGE_VALUES,
  ROOMMATE_AGE_MAX,
  ROOMMATE_AGE_MIN,
  ROOMMATE_SORTS,
  type RoommateFilters,
} from '@roomsetu/shared';
import type { QueryParams } from '@/lib/api-client';

/** The filters the page keeps in its query string (page and limit are the list's business). */
export type RoommateSearch = Omit<RoommateFilters, 'page' | 'limit'>;
export type TriStateKey = 'verified' | 'smoking' | 'pets' | 'drinking';
export type ListKey = 'gender' | 'foodPreference' | 'lifestyle';

export const TRI_STATE_KEYS: readonly TriStateKey[] = ['verified', 'smoking', 'pets', 'drinking'];

/** A query value trimmed; blank or missing is absent. */
const trimmed = (value: string | null | undefined): string | undefined =>
  value?.trim() || undefined;

/** One of `allowed`, or absent. */
function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** A whole number in [min, max] written as a number, or absent. */
function whole(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !/^-?\d+(\.\d+)?$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** 'yes'/'true', 'no'/'false' in any case; anything else is absent. */
function triState(value: string | undefined): boolean | undefined {
  const answer = value?.toLowerCase();
  if (answer === 'yes' || answer === 'true') return true;
  return answer === 'no' || answer === 'false' ? false : undefined;
}

/**
 * Reads the query string leniently: an unknown value (a typo, an old link) drops that one
 * filter instead of the whole search. The API's rules (`roommateFiltersInput`, which
 * filters.test.ts checks this against) written out without zod, so this page loads none.
 */
export function parseFilters(params: URLSearchParams): RoommateSearch {
  let minText = params.get('minAge') ?? undefined;
  let maxText = params.get('maxAge') ?? undefined;
  // An old link with the ages the wrong way round means the range between them.
  if (Number(minText) > Number(maxText)) [minText, maxText] = [maxText, minText];
  const minAge = whole(trimmed(minText), ROOMMATE_AGE_MIN, ROOMMATE_AGE_MAX) ?? ROOMMATE_AGE_MIN;
  const maxAge = whole(trimmed(maxText), ROOMMATE_AGE_MIN, ROOMMATE_AGE_MAX) ?? ROOMMATE_AGE_MAX;
  // A range still reversed is refused as a whole: the unfiltered search.
  if (minAge > maxAge) return parseFilters(new URLSearchParams());
  const get = (key: string) => trimmed(params.get(key));
  const list = <T extends string>(key: ListKey, allowed: readonly T[]) =>
    params
      .getAll(key)
      .filter((value): value is T => (allowed as readonly string[]).includes(value));
  const city = get('city');
  return {
    search: get('search'),
    city: city === undefined ? undefined : (normalizeCity(city) ?? undefined),
    gender: list('gender', GENDERS),
    minAge,
    maxAge,
    budget: oneOf(get('budget'), PRICE_RANGE_VALUES),
    verified: triState(get('verified')),
    smoking: triState(get('smoking')),
    pets: triState(get('pets')),
    drinking: triState(get('drinking')),
    foodPreference: list('foodPreference', FOOD_PREFERENCES),
    lifestyle: list('lifestyle', LIFESTYLES),
    sort: oneOf(get('sort'), ROOMMATE_SORTS),
    minScore: whole(get('minScore'), 0, 100),
  };
}

/** The query string for these filters; defaults are left out so a clean search has none. */
export function filtersToParams(filters: RoommateSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  if (filters.city) params.set('city', filters.city);
  for (const value of filters.gender) params.append('gender', value);
  if (filters.minAge > ROOMMATE_AGE_MIN) params.set('minAge', String(filters.minAge));
  if (filters.maxAge < ROOMMATE_AGE_MAX) params.set('maxAge', String(filters.maxAge));
  if (filters.budget) params.set('budget', filters.budget);
  for (const key of TRI_STATE_KEYS) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const value of filters.foodPreference) params.append('foodPreference', value);
  for (const value of filters.lifestyle) params.append('lifestyle', value);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.minScore !== undefined) params.set('minScore', String(filters.minScore));
  return params;
}

/** Minimum score of the "70%+ only" toggle. */
export const STRONG_MATCH = 70;

/**
 * The search as asked of the API: signed in, Best match unless Newest was chosen; signed out,
 * never Best match (it needs an account), and only the filters a guest may use (city, budget,
 * first name): the others ask about personal attributes. A minimum score only goes with Best match.
 */
export function effectiveSearch(given: RoommateSearch, signedIn: boolean): RoommateSearch {
  const filters = signedIn
    ? given
    : { ...parseFilters(new URLSearchParams()), ...guestRoommateFilters(given) };
  const sort = signedIn
    ? (filters.sort ?? 'BEST_MATCH')
    : filters.sort === 'NEWEST'
      ? 'NEWEST'
      : undefined;
  return { ...filters, sort, minScore: sort === 'BEST_MATCH' ? filters.minScore : undefined };
}

/** GET /api/users-public/roommates' query (arrays repeat, empty values are skipped). */
export function toApiQuery(filters: RoommateSearch): QueryParams {
  return { ...filters };
}

/** How many filters (not the name search) narrow the list, for the toggle's badge. */
export function activeFilterCount(filters: RoommateSearch): number {
  let count = 0;
  if (filters.city) count++;
  if (filters.budget) count++;
  if (filters.minAge > ROOMMATE_AGE_MIN || filters.maxAge < ROOMMATE_AGE_MAX) count++;
  for (const key of TRI_STATE_KEYS) if (filters[key] !== undefined) count++;
  count += filters.gender.length + filters.foodPreference.length + filters.lifestyle.length;
  return count;
}
