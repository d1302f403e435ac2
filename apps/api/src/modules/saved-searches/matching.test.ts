import type { City, PropertyType, SavedSearchFilters } from '@roomsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { listingMatches, matchColumns, RENT_CEILING } from './matching';
import * as repo from './repository';

// Hawa Mahal, Jaipur.
const listing = {
  city: 'jaipur' as City,
  propertyType: 'APARTMENT' as PropertyType,
  rent: 15000,
  latitude: 26.9239,
  longitude: 75.8267,
};
const box = (west: number, south: number, east: number, north: number) => ({
  bbox: { west, south, east, north },
});
// Jaipur railway station, about 3.9 km west-south-west of the listing.
const station = { lat: 26.9196, lng: 75.7878 };

describe('listingMatches', () => {
  it('matches any listing when no filter is set', () => {
    expect(listingMatches({}, listing)).toBe(true);
  });

  it.each([
    [{ city: 'jaipur' }, true],
    [{ city: 'mumbai' }, false],
    [{ propertyType: 'APARTMENT' }, true],
    [{ propertyType: 'PG' }, false],
    [{ city: 'jaipur', propertyType: 'PG' }, false],
  ] as [SavedSearchFilters, boolean][])('city and type: %o → %s', (filters, expected) => {
    expect(listingMatches(filters, listing)).toBe(expected);
  });

  it.each([
    [{ minRent: 15000 }, true],
    [{ minRent: 15001 }, false],
    [{ maxRent: 15000 }, true],
    [{ maxRent: 14999 }, false],
    [{ minRent: 15000, maxRent: 15000 }, true],
    [{ minRent: 10000, maxRent: 20000 }, true],
    [{ minRent: 0 }, true],
    [{ minRent: 20000, maxRent: 10000 }, false],
  ] as [SavedSearchFilters, boolean][])(
    'rent bounds include their edges, as the search does: %o → %s',
    (filters, expected) => {
      expect(listingMatches(filters, listing)).toBe(expected);
    },
  );

  it.each([
    [box(75.8, 26.9, 75.9, 27.0), true],
    [box(75.8267, 26.9239, 75.9, 27.0), true],
    [box(75.7, 26.8, 75.8267, 26.9239), true],
    [box(75.8268, 26.9, 75.9, 27.0), false],
    [box(75.8, 26.9, 75.9, 26.9238), false],
    [{ ...box(75.8, 26.9, 75.9, 27.0), city: 'mumbai' }, false],
  ] as [SavedSearchFilters, boolean][])('bbox includes its edges: %o → %s', (filters, expected) => {
    expect(listingMatches(filters, listing)).toBe(expected);
  });

  it.each([
    [{ near: station, radiusKm: 4 }, true],
    [{ near: station, radiusKm: 3.8 }, false],
    [{ near: { lat: listing.latitude, lng: listing.longitude }, radiusKm: 1 }, true],
    [{ near: station, radiusKm: 4, ...box(75.8, 26.9, 75.9, 27.0) }, true],
    [{ near: station, radiusKm: 4, ...box(75.7, 26.9, 75.8, 27.0) }, false],
  ] as [SavedSearchFilters, boolean][])(
    'near measures the great-circle distance: %o → %s',
    (filters, expected) => {
      expect(listingMatches(filters, listing)).toBe(expected);
    },
  );

  it('a listing without a point matches no search drawn on the map, every other one still', () => {
    const nowhere = { ...listing, latitude: null, longitude: null };
    expect(listingMatches(box(-180, -90, 180, 90), nowhere)).toBe(false);
    expect(listingMatches({ near: station, radiusKm: 50 }, nowhere)).toBe(false);
    expect(listingMatches({ city: 'jaipur' }, nowhere)).toBe(true);
  });

  it('stores a missing bound as the widest one', () => {
    expect(matchColumns({})).toEqual({
      city: null,
      propertyType: null,
      minRent: 0,
      maxRent: RENT_CEILING,
    });
  });
});

describe('the indexed SQL matcher', () => {
  let t: TestEnv;
  beforeAll(async () => {
    t = await createTestEnv();
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds exactly the searches listingMatches accepts, and never the owner’s own', async () => {
    const db = t.ctx.database.db;
    const user = await createUser(db);
    const owner = await createUser(db);
    const cities: (City | undefined)[] = [undefined, 'jaipur', 'mumbai'];
    const types: (PropertyType | undefined)[] = [undefined, 'APARTMENT', 'PG'];
    const mins = [undefined, 14999, 15000, 15001];
    const maxes = [undefined, 14999, 15000, 15001];
    const places: SavedSearchFilters[] = [
      {},
      box(75.8, 26.9, 75.9, 27.0),
      box(75.8268, 26.9, 75.9, 27.0),
      { near: station, radiusKm: 4 },
      { near: station, radiusKm: 3.8 },
    ];
    const expected: number[] = [];
    const expectedWithoutPoint: number[] = [];
    for (const place of places)
      for (const city of cities)
        for (const propertyType of types)
          for (const minRent of mins)
            for (const maxRent of maxes) {
              const filters: SavedSearchFilters = {
                ...place,
                ...(city ? { city } : {}),
                ...(propertyType ? { propertyType } : {}),
                ...(minRent !== undefined ? { minRent } : {}),
                ...(maxRent !== undefined ? { maxRent } : {}),
              };
              const id = await repo.insert(
                db,
                user.id,
                { name: 's', filters, frequency: 'INSTANT' },
                t.ctx.now(),
              );
              if (listingMatches(filters, listing)) expected.push(id);
              if (listingMatches(filters, { ...listing, latitude: null, longitude: null })) {
                expectedWithoutPoint.push(id);
              }
            }
    await repo.insert(
      db,
      owner.id,
      { name: 'mine', filters: {}, frequency: 'INSTANT' },
      t.ctx.now(),
    );
    const found = await repo.matchingSearches(db, { ...listing, ownerId: owner.id });
    const ids = (rows: { id: number }[]) => rows.map((s) => s.id).sort((a, b) => a - b);
    expect(ids(found)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(10);
    const withoutPoint = await repo.matchingSearches(db, {
      ...listing,
      latitude: null,
      longitude: null,
      ownerId: owner.id,
    });
    expect(ids(withoutPoint)).toEqual(expectedWithoutPoint);
    expect(expectedWithoutPoint.length).toBeLessThan(expected.length);
  });
});
