import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { profileUpdateInput, roommateFiltersInput } from './users';
import { firstErrors } from './util';

describe('profileUpdateInput', () => {
  it.each([
    ['25', 25],
    [31, 31],
    ['42 years', 42],
    ['abc', null],
    ['', null],
    [null, null],
  ])('parses age %j as %j', (age, expected) => {
    expect(profileUpdateInput.parse({ age }).age).toBe(expected);
  });

  it('refuses an age outside 18-100', () => {
    expect(firstErrors(profileUpdateInput.safeParse({ age: '12' }))).toEqual({
      age: VALIDATION.ageRange,
    });
  });

  it('drops the keys the profile form must never change', () => {
    const parsed = profileUpdateInput.parse({
      role: 'ADMIN',
      email: 'x@y.in',
      firstName: 'X',
      phone: '9999999999',
      occupation: ' Designer ',
    });
    expect(parsed).toEqual({ occupation: 'Designer' });
  });

  it('leaves absent fields unchanged and clears blank ones', () => {
    const parsed = profileUpdateInput.parse({ gender: '', city: '', smoking: null, budget: '' });
    expect(parsed).toEqual({ gender: null, city: null, smoking: null, budget: null });
    expect(profileUpdateInput.parse({})).toEqual({});
  });

  it('reads yes/no strings, normalises a deprecated city and refuses an unsupported one', () => {
    expect(profileUpdateInput.parse({ pets: 'yes', drinking: 'false', city: 'bangalore' })).toEqual(
      {
        pets: true,
        drinking: false,
        city: 'bengaluru',
      },
    );
    expect(firstErrors(profileUpdateInput.safeParse({ city: 'chicago' }))).toEqual({
      city: VALIDATION.cityInvalid,
    });
  });

  it('refuses values outside the option lists', () => {
    const errors = firstErrors(profileUpdateInput.safeParse({ education: 'PHD', budget: '1-2' }));
    expect(Object.keys(errors)).toEqual(['education', 'budget']);
  });
});

describe('roommateFiltersInput', () => {
  it('fills the defaults for an empty query', () => {
    expect(roommateFiltersInput.parse({})).toEqual({
      page: 1,
      limit: 12,
      search: undefined,
      city: undefined,
      gender: [],
      minAge: 12,
      maxAge: 60,
      budget: undefined,
      verified: undefined,
      smoking: undefined,
      pets: undefined,
      drinking: undefined,
      foodPreference: [],
      lifestyle: [],
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['', undefined],
    [undefined, undefined],
  ])('reads the tri-state flag %j as %j', (value, expected) => {
    const parsed = roommateFiltersInput.parse({
      verified: value,
      smoking: value,
      pets: value,
      drinking: value,
    });
    expect([parsed.verified, parsed.smoking, parsed.pets, parsed.drinking]).toEqual(
      Array(4).fill(expected),
    );
  });

  it('refuses a flag that is neither true nor false', () => {
    expect(firstErrors(roommateFiltersInput.safeParse({ pets: 'maybe' }))).toEqual({
      pets: VALIDATION.booleanInvalid,
    });
  });

  it('turns a single value or repeated values into arrays and skips blanks', () => {
    const parsed = roommateFiltersInput.parse({
      gender: 'FEMALE',
      foodPreference: ['VEGAN', '', 'JAIN'],
      lifestyle: '',
    });
    expect(parsed.gender).toEqual(['FEMALE']);
    expect(parsed.foodPreference).toEqual(['VEGAN', 'JAIN']);
    expect(parsed.lifestyle).toEqual([]);
  });

  it('coerces numbers, trims the name search and normalises the city', () => {
    expect(
      roommateFiltersInput.parse({
        page: '3',
        minAge: '20',
        maxAge: '35',
        search: ' asha ',
        city: 'bangalore',
      }),
    ).toMatchObject({ page: 3, minAge: 20, maxAge: 35, search: 'asha', city: 'bengaluru' });
  });

  it.each([
    ['minAge', { minAge: '11' }],
    ['maxAge', { maxAge: '61' }],
    ['page', { page: '0' }],
    ['limit', { limit: '1000' }],
    ['budget', { budget: 'cheap' }],
    ['gender', { gender: ['MALE', 'ROBOT'] }],
    ['city', { city: 'new-york' }],
  ])('refuses an invalid %s', (field, query) => {
    expect(Object.keys(firstErrors(roommateFiltersInput.safeParse(query)))[0]).toMatch(
      new RegExp(`^${field}`),
    );
  });
});
