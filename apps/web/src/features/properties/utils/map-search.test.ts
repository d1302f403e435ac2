import { describe, expect, it } from 'vitest';
import { countText } from './result-count';
import {
  findRoomsParams,
  formatKm,
  linkSearch,
  listSort,
  mapFrame,
  parseMapSearch,
  shownView,
  writeMapSearch,
} from './map-search';

const parse = (query: string) => parseMapSearch(new URLSearchParams(query));

describe('the map part of the /find-rooms address', () => {
  it('reads the view, the box, the place and its radius under the API names', () => {
    expect(
      parse(
        'view=SPLIT&bbox=77.6,12.9,77.8,13.05&near=12.9545,77.6418&radiusKm=10&place=Embassy Golf Links',
      ),
    ).toEqual({
      view: 'split',
      bbox: { west: 77.6, south: 12.9, east: 77.8, north: 13.05 },
      near: { lat: 12.9545, lng: 77.6418 },
      radiusKm: 10,
      place: 'Embassy Golf Links',
    });
  });

  it.each([
    ['view=grid', {}],
    ['bbox=1,2,3', {}],
    ['bbox=77.8,12.9,77.6,13', {}], // west east of east
    ['bbox=70,10,80,20', {}], // wider than 5 degrees
    ['bbox=77,12,78,abc', {}],
    ['near=95,77', {}],
    ['near=12.9', {}],
    ['near=12.9,77.6&radiusKm=0', { near: { lat: 12.9, lng: 77.6 } }],
    ['near=12.9,77.6&radiusKm=51', { near: { lat: 12.9, lng: 77.6 } }],
    // A radius or a place name without a place means nothing.
    ['radiusKm=10&place=Koramangala', {}],
  ])('drops what the API would refuse, so a hand-edited link still renders: %s', (query, state) => {
    expect(parse(query)).toEqual(state);
  });

  it('writes back what it reads, leaving the filters and defaults alone', () => {
    const query =
      'location=bengaluru&view=map&bbox=77.6,12.9,77.8,13.05&near=12.9545,77.6418&radiusKm=10&place=Koramangala';
    const params = new URLSearchParams(query);
    expect(linkSearch(writeMapSearch(params, parseMapSearch(params)))).toBe(`?${query}`);

    const next = writeMapSearch(params, {
      bbox: { west: 77.123456789, south: 12.9, east: 77.5, north: 13 },
      near: { lat: 12.9, lng: 77.6 },
      radiusKm: 5,
    });
    // Five decimals; the default radius and a missing place are not written.
    expect(linkSearch(next)).toBe('?location=bengaluru&bbox=77.12346,12.9,77.5,13&near=12.9,77.6');
    expect(linkSearch(new URLSearchParams())).toBe('');
  });

  it('writes the sort only when it is not the default: nearest first with a place, else newest', () => {
    const filters = {
      location: 'pune' as const,
      budget: undefined,
      roomType: undefined,
      sort: 'NEWEST' as const,
    };
    const near = { near: { lat: 18.5, lng: 73.8 }, place: 'Kothrud' };
    expect(linkSearch(findRoomsParams(filters, 'NEWEST', {}))).toBe('?location=pune');
    expect(linkSearch(findRoomsParams(filters, 'DISTANCE', near))).toBe(
      '?location=pune&near=18.5,73.8&place=Kothrud',
    );
    expect(linkSearch(findRoomsParams(filters, 'NEWEST', near))).toBe(
      '?location=pune&sort=NEWEST&near=18.5,73.8&place=Kothrud',
    );
    expect(linkSearch(findRoomsParams(filters, null, near))).toBe(
      '?location=pune&near=18.5,73.8&place=Kothrud',
    );

    expect(linkSearch(findRoomsParams(filters, 'DISTANCE', {}))).toBe('?location=pune');
    expect(linkSearch(findRoomsParams(filters, 'PRICE_LOW', {}))).toBe(
      '?location=pune&sort=PRICE_LOW',
    );

    const near2 = { lat: 1, lng: 2 };
    expect(listSort(new URLSearchParams(''), undefined)).toBe('NEWEST');
    expect(listSort(new URLSearchParams(''), near2)).toBe('DISTANCE');
    expect(listSort(new URLSearchParams('sort=price_low'), near2)).toBe('PRICE_LOW');
    expect(listSort(new URLSearchParams('sort=DISTANCE'), undefined)).toBe('NEWEST');
  });

  it('shows Split by default on wide screens and never on phones', () => {
    expect(shownView(undefined, true)).toBe('split');
    expect(shownView(undefined, false)).toBe('list');
    expect(shownView('split', false)).toBe('list');
    expect(shownView('map', false)).toBe('map');
    expect(shownView('list', true)).toBe('list');
  });

  it('frames the map on the box, else the circle around the place, else the city', () => {
    const bbox = { west: 77.6, south: 12.9, east: 77.8, north: 13.05 };
    expect(mapFrame({ bbox }, 'bengaluru', 5)).toEqual(bbox);
    const circle = mapFrame({ near: { lat: 0, lng: 10 } }, 'bengaluru', 11.132)!;
    expect(circle.north).toBeCloseTo(0.1);
    expect(circle.east).toBeCloseTo(10.1);
    expect(mapFrame({}, 'bengaluru', 5)).toEqual({
      west: 77.35,
      south: 12.75,
      east: 77.85,
      north: 13.25,
    });
    expect(mapFrame({}, undefined, 5)).toBeNull();
  });

  it('words the count and the distance', () => {
    expect([0, 1, 1234].map((n) => countText(n))).toEqual([
      '0 Properties Found',
      '1 Property Found',
      '1,234 Properties Found',
    ]);
    expect(countText(1000, true)).toBe('1,000+ Properties Found');
    expect([2.3, 12, 0.05, 0.04, 0].map(formatKm)).toEqual([
      '2.3 km',
      '12.0 km',
      '0.1 km',
      '< 0.1 km',
      '< 0.1 km',
    ]);
  });
});
