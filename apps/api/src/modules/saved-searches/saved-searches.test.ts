import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createTenant, type TestTenant } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
type U = TestTenant;

beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

const newUser = () => createTenant(t.ctx.database.db);
const create = (user: U, body: object) =>
  request(t.app)
    .post('/api/saved-searches')
    .set(...bearer(t, user))
    .send(body);
const list = (user: U) =>
  request(t.app)
    .get('/api/saved-searches')
    .set(...bearer(t, user));
const valid = {
  name: 'Jaipur flats under 20k',
  filters: {
    city: 'jaipur',
    propertyType: 'apartment',
    maxRent: '20000',
    page: 3,
    sort: 'PRICE_LOW',
  },
  frequency: 'INSTANT',
};

describe('POST /api/saved-searches', () => {
  it('stores the filters as the search reads them, without paging or sorting', async () => {
    const user = await newUser();
    const res = await create(user, valid);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      name: 'Jaipur flats under 20k',
      filters: { city: 'jaipur', propertyType: 'APARTMENT', maxRent: 20000 },
      frequency: 'INSTANT',
      newCount: 0,
    });
    expect(Object.keys(res.body.data.filters).sort()).toEqual(['city', 'maxRent', 'propertyType']);
    expect((await list(user)).body.data).toEqual([res.body.data]);
  });

  it('takes a deprecated city name as the search does (bangalore is bengaluru)', async () => {
    const res = await create(await newUser(), { ...valid, filters: { city: 'bangalore' } });
    expect(res.status).toBe(201);
    expect(res.body.data.filters).toEqual({ city: 'bengaluru' });
  });

  it('keeps the map search: bbox, and near with its radius (5 km when the URL had none)', async () => {
    const res = await create(await newUser(), {
      ...valid,
      filters: { city: 'pune', bbox: '73.7,18.4,73.95,18.65', near: '18.52,73.85' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.filters).toEqual({
      city: 'pune',
      bbox: { west: 73.7, south: 18.4, east: 73.95, north: 18.65 },
      near: { lat: 18.52, lng: 73.85 },
      radiusKm: 5,
    });
    const alone = await create(await newUser(), { ...valid, filters: { radiusKm: 3 } });
    expect(alone.body.data.filters).toEqual({});
  });

  it.each([
    ['an empty name', { ...valid, name: '   ' }, 'name'],
    [
      'a box wider than the map allows',
      { ...valid, filters: { bbox: '70,10,80,20' } },
      'filters.bbox',
    ],
    ['a 61-character name', { ...valid, name: 'x'.repeat(61) }, 'name'],
    ['an unknown city', { ...valid, filters: { city: 'atlantis' } }, 'filters.city'],
    ['a rent that is not a number', { ...valid, filters: { minRent: 'cheap' } }, 'filters.minRent'],
    ['an unknown frequency', { ...valid, frequency: 'WEEKLY' }, 'frequency'],
  ])('answers 400 for %s', async (_what, body, field) => {
    const res = await create(await newUser(), body);
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveProperty([field]);
  });

  it('accepts a 60-character name', async () => {
    expect((await create(await newUser(), { ...valid, name: 'x'.repeat(60) })).status).toBe(201);
  });

  it('refuses a 21st search with 409, also when requests race', async () => {
    const user = await newUser();
    const results = await Promise.all(
      Array.from({ length: 22 }, (_, i) => create(user, { ...valid, name: `Search ${i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    expect((await list(user)).body.data).toHaveLength(20);
  });
});

describe('owner-only changes', () => {
  it('patches, marks seen and deletes for the owner; 404 for anyone else', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const { id } = (await create(owner, valid)).body.data;
    const as = (user: U) => ({
      patch: (body: object) =>
        request(t.app)
          .patch(`/api/saved-searches/${id}`)
          .set(...bearer(t, user))
          .send(body),
      seen: () =>
        request(t.app)
          .post(`/api/saved-searches/${id}/seen`)
          .set(...bearer(t, user)),
      remove: () =>
        request(t.app)
          .delete(`/api/saved-searches/${id}`)
          .set(...bearer(t, user)),
    });

    expect((await as(other).patch({ frequency: 'OFF' })).status).toBe(404);
    expect((await as(other).seen()).status).toBe(404);
    expect((await as(other).remove()).status).toBe(404);
    expect((await list(other)).body.data).toEqual([]);

    const patched = await as(owner).patch({ frequency: 'DAILY', filters: { city: 'mumbai' } });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      frequency: 'DAILY',
      filters: { city: 'mumbai' },
      name: valid.name,
    });
    expect((await as(owner).patch({})).status).toBe(400);
    const seen = await as(owner).seen();
    expect(seen.status).toBe(200);
    expect(Date.parse(seen.body.data.lastSeenAt)).toBeGreaterThan(
      Date.parse(patched.body.data.lastSeenAt),
    );
    expect((await as(owner).remove()).body.data).toEqual({ id });
    expect((await as(owner).remove()).status).toBe(404);
    expect((await list(owner)).body.data).toEqual([]);
  });

  it.each([
    ['get', '/api/saved-searches'],
    ['post', '/api/saved-searches'],
    ['patch', '/api/saved-searches/1'],
    ['delete', '/api/saved-searches/1'],
    ['post', '/api/saved-searches/1/seen'],
  ] as const)('answers 401 to a guest on %s %s', async (method, path) => {
    expect((await request(t.app)[method](path).send(valid)).status).toBe(401);
  });
});
