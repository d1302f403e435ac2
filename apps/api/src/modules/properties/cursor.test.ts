import { SEARCH_SORTS, type SearchSort, VALIDATION } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
let ownerId: number;

const JAIPUR = { lat: 26.9124, lng: 75.7873 };
const NEAR = `${JAIPUR.lat},${JAIPUR.lng}`;
const BBOX = '75.7,26.85,75.85,26.95';
/** Three instants with microseconds (which JavaScript dates cannot hold), shared by many listings. */
const CONFIRMED = [
  '2026-01-05 10:00:00.123456+00',
  '2026-01-05 10:00:00.123457+00',
  '2026-01-06 08:30:00.000001+00',
];

type Body = {
  data: { id: number }[];
  pagination: { page: number; pages: number; nextCursor: string | null };
};
type Query = Record<string, string | number>;

const get = (query: Query) => request(t.app).get('/api/properties').query(query);

/** Every page by number, as clients have always read them: 1, 2, … up to `pages`. */
async function walkByPage(query: Query): Promise<Body[]> {
  const bodies: Body[] = [];
  for (let page = 1; ; page++) {
    const res = await get({ ...query, page });
    expect(res.status).toBe(200);
    bodies.push(res.body as Body);
    if (page >= (res.body as Body).pagination.pages) return bodies;
  }
}

/** Every page by cursor: the first page, then each answer's nextCursor until it is null. */
async function walkByCursor(query: Query, between?: (page: number) => Promise<void>) {
  const bodies: Body[] = [];
  let cursor: string | null | undefined;
  do {
    const res = await get(cursor ? { ...query, cursor } : query);
    expect(res.status).toBe(200);
    bodies.push(res.body as Body);
    cursor = (res.body as Body).pagination.nextCursor;
    if (between) await between(bodies.length);
  } while (cursor);
  return bodies;
}

const idsOf = (bodies: Body[]) => bodies.flatMap((b) => b.data.map((p) => p.id));

/** A listing with the rent, type, position and confirmation instant given; ties are the point. */
async function addListing(o: {
  city: 'jaipur' | 'pune';
  propertyType: 'APARTMENT' | 'PG' | 'HOUSE';
  rent: number;
  spot: number;
  confirmed: number;
}): Promise<number> {
  const { id } = await createProperty(t.ctx.database.db, ownerId, {
    city: o.city,
    propertyType: o.propertyType,
    rent: o.rent,
    // Four spots per city, 0 to 3 km apart: several listings share each distance.
    ...(o.city === 'jaipur' && { latitude: JAIPUR.lat + o.spot * 0.009, longitude: JAIPUR.lng }),
  });
  await t.ctx.database.db.execute(
    sql`update properties set confirmed_at = ${CONFIRMED[o.confirmed]!}::timestamptz where id = ${id}`,
  );
  return id;
}

const listing = fc.record({
  city: fc.constantFrom('jaipur' as const, 'jaipur' as const, 'pune' as const),
  propertyType: fc.constantFrom('APARTMENT' as const, 'PG' as const, 'HOUSE' as const),
  rent: fc.constantFrom(5000, 8000, 8000, 12000, 20000),
  spot: fc.integer({ min: 0, max: 3 }),
  confirmed: fc.integer({ min: 0, max: CONFIRMED.length - 1 }),
});

beforeAll(async () => {
  t = await createTestEnv();
  ownerId = (await createUser(t.ctx.database.db, { role: 'LANDLORD' })).id;
  // The same data on every run: 45 listings, with many ties on rent, instant and distance.
  for (const o of fc.sample(listing, { numRuns: 45, seed: 11 })) await addListing(o);
});
afterAll(() => t.close());

describe('GET /api/properties by cursor', () => {
  it.each(SEARCH_SORTS.filter((s) => s !== 'DISTANCE'))(
    'walks %s in the same order as page numbers, ties broken by id, and ends with a null nextCursor',
    async (sort) => {
      for (const filters of [
        {},
        { city: 'jaipur' },
        { city: 'jaipur', minRent: 8000 },
      ] as Query[]) {
        const query = { ...filters, sort, limit: 4 };
        const byPage = await walkByPage(query);
        const byCursor = await walkByCursor(query);
        // The same answers, pagination and all: a cursor page reads as `page=N` does.
        expect(byCursor).toEqual(byPage);
        const ids = idsOf(byCursor);
        expect(new Set(ids).size).toBe(ids.length);
        expect(byCursor.at(-1)!.pagination.nextCursor).toBeNull();
        expect(byCursor.length).toBeGreaterThan(2);
      }
    },
  );

  it('walks the distance order of a near search, and a bbox search, the same way', async () => {
    const queries: Query[] = [
      { near: NEAR, limit: 3 },
      { near: NEAR, sort: 'PRICE_HIGH', limit: 3 },
      { bbox: BBOX, sort: 'RECENTLY_CONFIRMED', propertyType: 'APARTMENT', limit: 2 },
    ];
    for (const query of queries) {
      const byCursor = await walkByCursor(query);
      expect(byCursor).toEqual(await walkByPage(query));
      expect(byCursor.length).toBeGreaterThan(2);
    }
  });

  it('pages any sort, filters and page size like page numbers do (random searches)', async () => {
    const search = fc
      .record({
        sort: fc.constantFrom(...SEARCH_SORTS),
        city: fc.option(fc.constantFrom('jaipur', 'pune'), { nil: undefined }),
        propertyType: fc.option(fc.constantFrom('APARTMENT', 'PG'), { nil: undefined }),
        minRent: fc.option(fc.constantFrom(5000, 8000), { nil: undefined }),
        maxRent: fc.option(fc.constantFrom(8000, 12000), { nil: undefined }),
        area: fc.constantFrom('none', 'near', 'bbox'),
        limit: fc.integer({ min: 1, max: 7 }),
      })
      .map(({ sort, area, ...rest }) => {
        const query: Query = Object.fromEntries(
          Object.entries(rest).filter(([, v]) => v !== undefined),
        ) as Query;
        if (area === 'near') query.near = NEAR;
        if (area === 'bbox') query.bbox = BBOX;
        // DISTANCE needs `near`; without it the search answers 400, which is not this property.
        query.sort = sort === 'DISTANCE' && area !== 'near' ? 'NEWEST' : (sort as SearchSort);
        return query;
      });
    await fc.assert(
      fc.asyncProperty(search, async (query) => {
        const byCursor = await walkByCursor(query);
        expect(byCursor).toEqual(await walkByPage(query));
      }),
      { numRuns: 20, seed: 11 },
    );
  });

  it('neither repeats nor skips a listing when one is added during a NEWEST walk', async () => {
    const query = { city: 'jaipur', limit: 4 };
    const before = idsOf(await walkByPage(query));
    let added = 0;
    const walked = idsOf(
      await walkByCursor(query, async (page) => {
        if (page === 1) {
          added = await addListing({
            city: 'jaipur',
            propertyType: 'PG',
            rent: 8000,
            spot: 0,
            confirmed: 0,
          });
        }
      }),
    );
    expect(walked).toEqual(before);
    // By page numbers the new listing pushes one along: the next page repeats a listing.
    const shifted = idsOf([(await get({ ...query, page: 2 })).body as Body]);
    expect(shifted[0]).toBe(before[3]);
    expect((await get(query)).body.data[0].id).toBe(added);
  });

  it('ignores `page` beside a cursor: the cursor knows its page', async () => {
    const first = await get({ sort: 'PRICE_LOW', limit: 5 });
    const cursor = first.body.pagination.nextCursor as string;
    const alone = await get({ sort: 'PRICE_LOW', limit: 5, cursor });
    const withPage = await get({ sort: 'PRICE_LOW', limit: 5, cursor, page: 7 });
    expect(withPage.body).toEqual(alone.body);
    expect(alone.body.pagination.page).toBe(2);
  });

  it('answers a cursor URL with an ETag, and 304 when unchanged', async () => {
    const first = await get({ sort: 'PRICE_HIGH', limit: 5 });
    const url = `/api/properties?sort=PRICE_HIGH&limit=5&cursor=${first.body.pagination.nextCursor as string}`;
    const page = await request(t.app).get(url);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, must-revalidate');
    const again = await request(t.app)
      .get(url)
      .set('If-None-Match', page.headers.etag as string);
    expect(again.status).toBe(304);
  });

  describe('refuses a cursor it did not write, with a 400 that says what to do', () => {
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    it.each([
      ['not base64url', 'PRICE_LOW', 'abc$%^'],
      ['not JSON', 'PRICE_LOW', Buffer.from('{{{').toString('base64url')],
      ['another format version', 'PRICE_LOW', b64([2, 'PRICE_LOW', 8000, 5, 2, 40, 0])],
      ['a rent that is text', 'PRICE_LOW', b64([1, 'PRICE_LOW', '8000; drop', 5, 2, 40, 0])],
      [
        'an instant without microseconds',
        'RECENTLY_CONFIRMED',
        b64([1, 'RECENTLY_CONFIRMED', '2026-01-05', 5, 2, 40, 0]),
      ],
      [
        'an impossible date',
        'RECENTLY_CONFIRMED',
        b64([1, 'RECENTLY_CONFIRMED', '2026-02-30T10:00:00.123456Z', 5, 2, 40, 0]),
      ],
      ['a negative id', 'PRICE_LOW', b64([1, 'PRICE_LOW', 8000, -5, 2, 40, 0])],
      ['too long', 'PRICE_LOW', 'A'.repeat(500)],
    ])('%s', async (_, sort, cursor) => {
      const query = { sort, cursor };
      const res = await get(query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        error: VALIDATION.cursorInvalid,
        details: { cursor: VALIDATION.cursorInvalid },
      });
    });

    it('written for another sort', async () => {
      const cheap = await get({ sort: 'PRICE_LOW', limit: 5 });
      const res = await get({ sort: 'NEWEST', cursor: cheap.body.pagination.nextCursor as string });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: VALIDATION.cursorOtherSort,
        details: { cursor: VALIDATION.cursorOtherSort },
      });
    });
  });
});
