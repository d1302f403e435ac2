import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersToParams, parseFilters } from './filters';

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

  it('writes nothing for defaults and round-trips the rest', () => {
    expect(filtersToParams(parseFilters(new URLSearchParams())).toString()).toBe('');
    const query = 'city=delhi&gender=OTHERS&maxAge=45&verified=false&lifestyle=REGULAR';
    const f = parseFilters(new URLSearchParams(query));
    expect(filtersToParams(f).toString()).toBe(query);
    expect(activeFilterCount(f)).toBe(5);
  });
});
