import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { parseRoomFilters, roomFiltersToSearch, similarPropertiesQuery } from '../room-search';
import { propertySearchQuery, roomFiltersQuery } from './property-search';
import { firstErrors } from './util';

describe('propertySearchQuery', () => {
  it('defaults to the first page of 10, newest first', () => {
    expect(propertySearchQuery.parse({})).toEqual({
      page: 1,
      limit: 10,
      city: undefined,
      propertyType: undefined,
      minRent: undefined,
      maxRent: undefined,
      sort: 'NEWEST',
    });
  });

  it('coerces the query strings and normalises the city', () => {
    expect(
      propertySearchQuery.parse({
        page: '2',
        limit: '3',
        city: 'Bangalore',
        propertyType: 'pg',
        minRent: '5000',
        maxRent: '15000',
        notId: '7',
        sort: 'price_low',
      }),
    ).toEqual({
      page: 2,
      limit: 3,
      city: 'bengaluru',
      propertyType: 'PG',
      minRent: 5000,
      maxRent: 15000,
      notId: 7,
      sort: 'PRICE_LOW',
    });
  });

  it('skips empty parameters', () => {
    expect(propertySearchQuery.parse({ city: '', propertyType: '', minRent: '' })).toMatchObject({
      city: undefined,
      propertyType: undefined,
      minRent: undefined,
    });
  });

  it.each([
    ['city', { city: 'chicago' }, VALIDATION.cityInvalid],
    ['page', { page: '0' }, VALIDATION.numberInvalid],
    ['limit', { limit: '101' }, VALIDATION.numberInvalid],
    ['minRent', { minRent: '-1' }, VALIDATION.numberInvalid],
    ['notId', { notId: 'x' }, VALIDATION.idInvalid],
  ])('refuses an invalid %s', (field, query, message) => {
    expect(firstErrors(propertySearchQuery.safeParse(query))).toEqual({ [field]: message });
  });

  it('refuses an unknown sort or property type', () => {
    expect(
      Object.keys(
        firstErrors(propertySearchQuery.safeParse({ sort: 'CHEAPEST', propertyType: 'CASTLE' })),
      ),
    ).toEqual(['propertyType', 'sort']);
  });
});

describe('roomFiltersQuery and roomFiltersToSearch', () => {
  it("treats 'any', blanks and unknown values as unset", () => {
    expect(
      roomFiltersQuery.parse({ location: 'any', budget: '', roomType: 'CASTLE', sort: 'weird' }),
    ).toEqual({ location: undefined, budget: undefined, roomType: undefined, sort: 'NEWEST' });
  });

  it('reads the landing page link, whose room type is called propertyType', () => {
    const filters = roomFiltersQuery.parse({
      location: 'bangalore',
      budget: '10000-20000',
      propertyType: 'APARTMENT',
    });
    expect(filters).toEqual({
      location: 'bengaluru',
      budget: '10000-20000',
      roomType: 'APARTMENT',
      sort: 'NEWEST',
    });
  });

  it('maps the filters to the API search, the budget code to a rent range', () => {
    const filters = roomFiltersQuery.parse({
      location: 'pune',
      budget: '50000-1000000',
      roomType: 'pg',
      sort: 'price_high',
    });
    expect(roomFiltersToSearch(filters)).toEqual({
      city: 'pune',
      propertyType: 'PG',
      minRent: 50000,
      maxRent: 1000000,
      sort: 'PRICE_HIGH',
    });
    expect(roomFiltersToSearch(roomFiltersQuery.parse({}))).toEqual({ sort: 'NEWEST' });
  });

  it('asks for 3 similar properties in the same city within ±50% of the rent', () => {
    const query = similarPropertiesQuery({ id: 4, rent: 20000, address: { city: 'jaipur' } });
    expect(propertySearchQuery.parse(query)).toMatchObject({
      limit: 3,
      notId: 4,
      city: 'jaipur',
      minRent: 10000,
      maxRent: 30000,
    });
  });
});

describe('parseRoomFilters (the zod-free reader the search page uses)', () => {
  it.each([
    'location=pune&budget=5000-10000&roomType=PG&sort=PRICE_LOW',
    'location=any&budget=any&roomType=any',
    'location=bangalore&propertyType=house',
    'location=chicago&budget=1-2&roomType=CASTLE&sort=RANDOM',
    '',
  ])('reads %j exactly as roomFiltersQuery does', (query) => {
    const params = new URLSearchParams(query);
    expect(parseRoomFilters((name) => params.get(name))).toEqual(
      roomFiltersQuery.parse(Object.fromEntries(params)),
    );
  });
});
