import {
  FOOD_PREFERENCES,
  GENDERS,
  LIFESTYLES,
  PRICE_RANGE_VALUES,
  roommateFiltersInput,
} from '@roomsetu/shared';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersToParams, parseFilters, TRI_STATE_KEYS } from './filters';

/** The page's former reader: the API's schema, dropping each field it refuses and reading again. */
function readWithSchema(params: URLSearchParams) {
  const lists = { gender: GENDERS, foodPreference: FOOD_PREFERENCES, lifestyle: LIFESTYLES };
  const raw: Record<string, string | string[]> = {};
  for (const key of [
    'search',
    'city',
    'minAge',
    'maxAge',
    'budget',
    'sort',
    'minScore',
    ...TRI_STATE_KEYS,
  ]) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  for (const [key, allowed] of Object.entries(lists)) {
    raw[key] = params.getAll(key).filter((value) => (allowed as readonly string[]).includes(value));
  }
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

/** A few values per filter, valid, invalid, blank, padded and oddly cased. */
const SAMPLES: Record<string, readonly string[]> = {
  search: ['', '  ', 'sne', ' Sneha '],
  city: ['', 'pune', ' Delhi ', 'atlantis', 'PUNE', '__proto__'],
  gender: ['MALE', 'FEMALE', 'ROBOT', ' MALE', ''],
  minAge: ['', ' ', '5', '12', '20', '20.0', '20.5', '40', '60', '61', 'abc', '-3', ' 30 ', '1e1'],
  maxAge: ['', '5', '25', '30', '60', '99', 'x', '45.0', '0'],
  budget: ['', PRICE_RANGE_VALUES[0], ` ${PRICE_RANGE_VALUES[1]} `, '1-2'],
  verified: ['', 'true', 'FALSE', ' yes ', 'no', 'maybe', '1'],
  smoking: ['true', 'false', 'x'],
  pets: ['no', 'Yes', ''],
  drinking: ['false', ' '],
  foodPreference: ['VEGAN', 'MEAT', ''],
  lifestyle: ['NIGHT_OWL', 'REGULAR', 'nope'],
  sort: ['', 'NEWEST', 'BEST_MATCH', 'best_match', ' NEWEST '],
  minScore: ['', '0', '70', '100', '101', '-1', '70.5', 'x', '-0'],
};

describe('roommate filters in the query string', () => {
  it('reads every filter, arrays repeated and booleans as tri-state', () => {
    const f = parseFilters(
      new URLSearchParams(
        'search=sne&city=pune&gender=MALE&gender=FEMALE&minAge=20&maxAge=30&budget=5000-10000&verified=true&smoking=false&foodPreference=VEGAN&lifestyle=NIGHT_OWL',
      ),
    );
    expect(f).toMatchObject({
      search: 'sne',
      city: 'pune',
      gender: ['MALE', 'FEMALE'],
      minAge: 20,
      maxAge: 30,
      budget: '5000-10000',
      verified: true,
      smoking: false,
      foodPreference: ['VEGAN'],
      lifestyle: ['NIGHT_OWL'],
    });
    expect(f.pets).toBeUndefined();
    expect(f.drinking).toBeUndefined();
  });

  it('drops only the values it cannot read', () => {
    const f = parseFilters(
      new URLSearchParams(
        'city=atlantis&gender=ROBOT&gender=FEMALE&minAge=5&smoking=maybe&pets=no',
      ),
    );
    expect(f.city).toBeUndefined();
    expect(f.gender).toEqual(['FEMALE']);
    expect(f.minAge).toBe(12);
    expect(f.smoking).toBeUndefined();
    expect(f.pets).toBe(false);
  });

  it('swaps a reversed age range', () => {
    const f = parseFilters(new URLSearchParams('minAge=40&maxAge=25'));
    expect([f.minAge, f.maxAge]).toEqual([25, 40]);
  });

  it('reads every query string as the API schema does', () => {
    // A small deterministic generator: each case sets a random subset of filters.
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const keys = Object.keys(SAMPLES);
    for (let i = 0; i < 600; i++) {
      const params = new URLSearchParams();
      for (const key of keys) {
        const values = SAMPLES[key]!;
        const count = next() < 0.5 ? 0 : next() < 0.8 ? 1 : 2;
        for (let n = 0; n < count; n++) {
          params.append(key, values[Math.floor(next() * values.length)]!);
        }
      }
      expect(parseFilters(params), params.toString()).toEqual(readWithSchema(params));
    }
  });

  it('writes nothing for defaults and round-trips the rest', () => {
    expect(filtersToParams(parseFilters(new URLSearchParams())).toString()).toBe('');
    const query = 'city=delhi&gender=OTHERS&maxAge=45&verified=false&lifestyle=REGULAR';
    const f = parseFilters(new URLSearchParams(query));
    expect(filtersToParams(f).toString()).toBe(query);
    expect(activeFilterCount(f)).toBe(5);
  });
});
