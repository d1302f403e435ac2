import type { City, PropertyType, SavedSearchFilters } from '@roomsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { listingMatches, matchColumns, RENT_CEILING } from './matching';
import * as repo from './repository';

const listing = { city: 'jaipur' as City, propertyType: 'APARTMENT' as PropertyType, rent: 15000 };

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
    const expected: number[] = [];
    for (const city of cities)
      for (const propertyType of types)
        for (const minRent of mins)
          for (const maxRent of maxes) {
            const filters: SavedSearchFilters = {
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
          }
    await repo.insert(
      db,
      owner.id,
      { name: 'mine', filters: {}, frequency: 'INSTANT' },
      t.ctx.now(),
    );
    const found = await repo.matchingSearches(db, { ...listing, ownerId: owner.id });
    expect(found.map((s) => s.id).sort((a, b) => a - b)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(10);
  });
});
