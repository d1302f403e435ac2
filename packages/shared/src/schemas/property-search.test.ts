import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { parseRoomFilters, roomFiltersToSearch, similarPropertiesQuery } from '../room-search';
import {
  MAX_CURSOR_LENGTH,
  placeSearchQuery,
  propertyMapQuery,
  propertySearchQuery,
  roomFiltersQuery,
} from './property-search';
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

describe('map search parameters', () => {
  const fail = (query: Record<string, string>) => {
    const result = propertySearchQuery.safeParse(query);
    expect(result.success).toBe(false);
    return result.error!.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('reads bbox as west,south,east,north and near with a 5 km default radius sorted by distance', () => {
    const q = propertySearchQuery.parse({ bbox: '77.5, 12.9,77.7,13.1', near: '12.97,77.59' });
    expect(q.bbox).toEqual({ west: 77.5, south: 12.9, east: 77.7, north: 13.1 });
    expect(q.near).toEqual({ lat: 12.97, lng: 77.59 });
    expect(q.radiusKm).toBe(5);
    expect(q.sort).toBe('DISTANCE');
    expect(propertySearchQuery.parse({ near: '12.97,77.59', sort: 'price_low' }).sort).toBe(
      'PRICE_LOW',
    );
    expect(propertySearchQuery.parse({ radiusKm: '9' }).radiusKm).toBeUndefined();
  });

  it.each([
    [{ bbox: '77.5,12.9,77.7' }, 'bbox', VALIDATION.bboxInvalid],
    [{ bbox: 'a,b,c,d' }, 'bbox', VALIDATION.bboxInvalid],
    [{ bbox: '77.7,12.9,77.5,13.1' }, 'bbox', VALIDATION.bboxOrder],
    [{ bbox: '77.5,13.1,77.7,12.9' }, 'bbox', VALIDATION.bboxOrder],
    [{ bbox: '-181,12.9,77.7,13.1' }, 'bbox', VALIDATION.bboxRange],
    [{ bbox: '77.5,12.9,77.7,91' }, 'bbox', VALIDATION.bboxRange],
    [{ bbox: '70,12,75.5,13' }, 'bbox', VALIDATION.bboxTooLarge],
    [{ near: '12.97' }, 'near', VALIDATION.nearInvalid],
    [{ near: '91,77' }, 'near', VALIDATION.nearRange],
    [{ near: '12.9,77.5', radiusKm: '0.5' }, 'radiusKm', VALIDATION.radiusKmInvalid],
    [{ near: '12.9,77.5', radiusKm: '51' }, 'radiusKm', VALIDATION.radiusKmInvalid],
    [{ sort: 'DISTANCE' }, 'sort', VALIDATION.sortDistanceNeedsNear],
    [{ cursor: 'A'.repeat(MAX_CURSOR_LENGTH + 1) }, 'cursor', VALIDATION.cursorInvalid],
  ])('refuses %o naming %s', (query, path, message) => {
    expect(fail(query)).toEqual([[path, message]]);
    expect(message.startsWith(path === 'sort' ? 'sort=' : path)).toBe(true);
  });

  it('requires a whole zoom from 3 to 19 on the map and takes the same filters', () => {
    expect(propertyMapQuery.parse({ zoom: '12', city: 'pune', page: '3' })).toEqual({
      zoom: 12,
      city: 'pune',
    });
    for (const zoom of [undefined, '2', '20', '11.5', 'far']) {
      const result = propertyMapQuery.safeParse(zoom === undefined ? {} : { zoom });
      expect(result.error?.issues[0]?.message).toBe(VALIDATION.zoomInvalid);
    }
  });

  it('asks places for at least 2 characters', () => {
    expect(placeSearchQuery.safeParse({ q: ' k ' }).error?.issues[0]?.message).toBe(
      VALIDATION.placeQueryShort,
    );
    expect(placeSearchQuery.parse({ q: ' kora ', city: 'bangalore' })).toEqual({
      q: 'kora',
      city: 'bengaluru',
    });
  });
});
