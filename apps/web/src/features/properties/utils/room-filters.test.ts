import { PRICE_RANGES } from '@roomsetu/shared';
import { describe, expect, it } from 'vitest';
import { parseRoomFilters, roomFiltersToParams, toRoomSearch } from './room-filters';

describe('room filters in the query string', () => {
  it('reads a shared link into filters and the API search', () => {
    const filters = parseRoomFilters(
      new URLSearchParams(
        'location=Bangalore&budget=5000-10000&roomType=private_room&sort=price_high',
      ),
    );
    expect(filters).toEqual({
      location: 'bengaluru',
      budget: '5000-10000',
      roomType: 'PRIVATE_ROOM',
      sort: 'PRICE_HIGH',
    });
    expect(toRoomSearch(filters)).toEqual({
      sort: 'PRICE_HIGH',
      city: 'bengaluru',
      propertyType: 'PRIVATE_ROOM',
      minRent: 5000,
      maxRent: 10000,
    });
  });

  it('reads unknown or "any" values as no filter, so a stale link still renders', () => {
    expect(
      parseRoomFilters(
        new URLSearchParams('location=new-york&budget=1-2&roomType=CASTLE&sort=any'),
      ),
    ).toEqual({
      location: undefined,
      budget: undefined,
      roomType: undefined,
      sort: 'NEWEST',
    });
  });

  it('writes a query string that reads back to the same filters, without defaults', () => {
    for (const range of PRICE_RANGES) {
      const filters = parseRoomFilters(
        new URLSearchParams(`location=delhi&budget=${range.value}&roomType=PG&sort=PRICE_HIGH`),
      );
      expect(parseRoomFilters(roomFiltersToParams(filters))).toEqual(filters);
    }
    expect(
      roomFiltersToParams(parseRoomFilters(new URLSearchParams('sort=NEWEST'))).toString(),
    ).toBe('');
  });
});
