import {
  FOOD_PREFERENCES,
  GENDERS,
  LIFESTYLES,
  ROOMMATE_AGE_MAX,
  ROOMMATE_AGE_MIN,
  roommateFiltersInput,
  type RoommateFilters,
} from '@roomsetu/shared';
import type { QueryParams } from '@/lib/api-client';

/** The filters the page keeps in its query string (page and limit are the list's business). */
export type RoommateSearch = Omit<RoommateFilters, 'page' | 'limit'>;
export type TriStateKey = 'verified' | 'smoking' | 'pets' | 'drinking';
export type ListKey = 'gender' | 'foodPreference' | 'lifestyle';

export const TRI_STATE_KEYS: readonly TriStateKey[] = ['verified', 'smoking', 'pets', 'drinking'];
const LISTS: Record<ListKey, readonly string[]> = {
  gender: GENDERS,
  foodPreference: FOOD_PREFERENCES,
  lifestyle: LIFESTYLES,
};
const SCALARS = [
  'search',
  'city',
  'minAge',
  'maxAge',
  'budget',
  'sort',
  'minScore',
  ...TRI_STATE_KEYS,
] as const;

/**
 * Reads the query string leniently: an unknown value (a typo, an old link) drops that one
 * filter instead of the whole search.
 */
export function parseFilters(params: URLSearchParams): RoommateSearch {
  const raw: Record<string, string | string[]> = {};
  for (const key of SCALARS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  for (const [key, allowed] of Object.entries(LISTS)) {
    raw[key] = params.getAll(key).filter((value) => allowed.includes(value));
  }
  // An old link with the ages the wrong way round means the range between them.
  if (Number(raw.minAge) > Number(raw.maxAge))
    [raw.minAge, raw.maxAge] = [raw.maxAge!, raw.minAge!];
  let result = roommateFiltersInput.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) delete raw[String(issue.path[0])];
    result = roommateFiltersInput.safeParse(raw);
  }
  const {
    page: _page,
    limit: _limit,
    ...filters
  } = result.success ? result.data : roommateFiltersInput.parse({});
  return filters;
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

/** Minimum score of the "70 %+ only" toggle. */
export const STRONG_MATCH = 70;

/**
 * The search as asked of the API: signed in, Best match unless Newest was chosen; signed out,
 * never Best match (it needs an account). A minimum score only goes with Best match.
 */
export function effectiveSearch(filters: RoommateSearch, signedIn: boolean): RoommateSearch {
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
