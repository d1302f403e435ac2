import { VALIDATION } from '@roomsetu/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { EARTH_RADIUS_KM, haversineKm } from './geo';

let t: TestEnv;
const ids: Record<string, number> = {};

/** Pune's centre, and points due north, east, south or west of it at known great-circle distances. */
const C = { lat: 18.5204, lng: 73.8567 };
const KM_PER_DEG = (EARTH_RADIUS_KM * Math.PI) / 180;
const north = (km: number) => ({ lat: C.lat + km / KM_PER_DEG, lng: C.lng });
const south = (km: number) => ({ lat: C.lat - km / KM_PER_DEG, lng: C.lng });
// East and west along a great circle through C: solve the longitude offset exactly.
const alongParallel = (km: number, sign: 1 | -1) => {
  const h = Math.sin(km / EARTH_RADIUS_KM / 2) ** 2;
  const dLng = 2 * Math.asin(Math.sqrt(h) / Math.cos((C.lat * Math.PI) / 180));
  return { lat: C.lat, lng: C.lng + (sign * dLng * 180) / Math.PI };
};

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  const owner = await createUser(db, { role: 'LANDLORD' });
  type Type = 'APARTMENT' | 'PG' | 'HOUSE';
  const place = async (
    key: string,
    city: 'pune' | 'bengaluru',
    at: { lat: number; lng: number },
    propertyType: Type,
    rent: number,
    status: 'ACTIVE' | 'PENDING' = 'ACTIVE',
  ) => {
    ids[key] = (
      await createProperty(db, owner.id, {
        city,
        propertyType,
        rent,
        status,
        latitude: at.lat,
        longitude: at.lng,
        locationApproximate: false,
        // Distances to the digit: searches measure to the public pin, here the exact point.
        exactLocation: true,
      })
    ).id;
  };
  // The near grid, in Pune.
  await place('p0', 'pune', C, 'APARTMENT', 10000);
  await place('n1', 'pune', north(1), 'PG', 5000);
  await place('e2', 'pune', alongParallel(2, 1), 'APARTMENT', 20000);
  await place('s3', 'pune', south(3), 'APARTMENT', 15000);
  await place('w4', 'pune', alongParallel(4, -1), 'PG', 7000);
  await place('n49', 'pune', north(4.9), 'APARTMENT', 12000);
  await place('n51', 'pune', north(5.1), 'APARTMENT', 12000);
  await place('pendingNear', 'pune', north(0.5), 'APARTMENT', 9000, 'PENDING');
  // The bbox grid, in Bengaluru: bbox=77.5,12.9,77.7,13.05.
  await place('inside', 'bengaluru', { lat: 12.97, lng: 77.6 }, 'APARTMENT', 9000);
  await place('westEdge', 'bengaluru', { lat: 12.95, lng: 77.5 }, 'PG', 6000);
  await place('neCorner', 'bengaluru', { lat: 13.05, lng: 77.7 }, 'HOUSE', 30000);
  await place('outEast', 'bengaluru', { lat: 12.95, lng: 77.7001 }, 'APARTMENT', 9000);
  await place('outSouth', 'bengaluru', { lat: 12.8999, lng: 77.6 }, 'APARTMENT', 9000);
  await place('pendingBox', 'bengaluru', { lat: 12.96, lng: 77.6 }, 'APARTMENT', 9000, 'PENDING');
});
afterAll(async () => {
  await t.close();
});

const get = (query: Record<string, string | number>) =>
  request(t.app).get('/api/properties').query(query);
const idsOf = (res: request.Response) => (res.body.data as { id: number }[]).map((p) => p.id);
const NEAR = `${C.lat},${C.lng}`;
const BBOX = '77.5,12.9,77.7,13.05';

describe('GET /api/properties?bbox=', () => {
  it('keeps listings inside the box and on its edges, drops those just outside and hidden ones', async () => {
    const res = await get({ bbox: BBOX });
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([ids.neCorner, ids.westEdge, ids.inside]);
    expect(res.body.pagination.total).toBe(3);
    expect(res.body.data[0]).not.toHaveProperty('distanceKm');
  });

  it('combines with type, rent, sort and pagination', async () => {
    expect(idsOf(await get({ bbox: BBOX, maxRent: 10000 }))).toEqual([ids.westEdge, ids.inside]);
    expect(idsOf(await get({ bbox: BBOX, propertyType: 'HOUSE' }))).toEqual([ids.neCorner]);
    const cheap = await get({ bbox: BBOX, sort: 'PRICE_LOW', limit: 2, page: 2 });
    expect(idsOf(cheap)).toEqual([ids.neCorner]);
    expect(cheap.body.pagination).toEqual({
      page: 2,
      limit: 2,
      total: 3,
      pages: 2,
      nextCursor: null,
    });
    expect(idsOf(await get({ bbox: BBOX, city: 'pune' }))).toEqual([]);
  });
});

describe('GET /api/properties?near=', () => {
  it('checks the test grid against the haversine formula', () => {
    expect(haversineKm(C, north(4.9))).toBeCloseTo(4.9, 6);
    expect(haversineKm(C, alongParallel(4, -1))).toBeCloseTo(4, 6);
  });

  it('finds listings within 5 km by default, nearest first, each with its distance to 0.1 km', async () => {
    const res = await get({ near: NEAR });
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([ids.p0, ids.n1, ids.e2, ids.s3, ids.w4, ids.n49]);
    expect(res.body.data.map((p: { distanceKm: number }) => p.distanceKm)).toEqual([
      0, 1, 2, 3, 4, 4.9,
    ]);
    expect(res.body.pagination.total).toBe(6);
  });

  it('takes a wider radius: the listing 5.1 km away comes in', async () => {
    const res = await get({ near: NEAR, radiusKm: 6 });
    expect(idsOf(res).at(-1)).toBe(ids.n51);
    expect(res.body.data.at(-1).distanceKm).toBe(5.1);
    expect(idsOf(await get({ near: NEAR, radiusKm: 1.5 }))).toEqual([ids.p0, ids.n1]);
  });

  it('pages through the distance order', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => get({ near: NEAR, limit: 2, page })));
    expect(pages.map(idsOf)).toEqual([
      [ids.p0, ids.n1],
      [ids.e2, ids.s3],
      [ids.w4, ids.n49],
    ]);
    expect(pages[2]!.body.pagination).toEqual({
      page: 3,
      limit: 2,
      total: 6,
      pages: 3,
      nextCursor: null,
    });
  });

  it('combines with type and rent filters, another sort, and a bbox', async () => {
    expect(idsOf(await get({ near: NEAR, propertyType: 'APARTMENT', maxRent: 15000 }))).toEqual([
      ids.p0,
      ids.s3,
      ids.n49,
    ]);
    const byPrice = await get({ near: NEAR, sort: 'PRICE_LOW' });
    expect(idsOf(byPrice)).toEqual([ids.n1, ids.w4, ids.p0, ids.n49, ids.s3, ids.e2]);
    expect(byPrice.body.data[0].distanceKm).toBe(1);
    const northHalf = `73.5,${C.lat + 0.001},74.2,18.9`;
    expect(idsOf(await get({ near: NEAR, bbox: northHalf }))).toEqual([ids.n1, ids.n49]);
  });
});

describe('bad map-search input', () => {
  it.each([
    [{ bbox: '77.5,12.9,77.7' }, 'bbox', VALIDATION.bboxInvalid],
    [{ bbox: '77.5,12.9,77.7,north' }, 'bbox', VALIDATION.bboxInvalid],
    [{ bbox: '77.7,12.9,77.5,13.05' }, 'bbox', VALIDATION.bboxOrder],
    [{ bbox: '77.5,13.05,77.7,12.9' }, 'bbox', VALIDATION.bboxOrder],
    [{ bbox: '77.5,12.9,190,13.05' }, 'bbox', VALIDATION.bboxRange],
    [{ bbox: '77.5,-91,77.7,13.05' }, 'bbox', VALIDATION.bboxRange],
    [{ bbox: '72,12.9,77.7,13.05' }, 'bbox', VALIDATION.bboxTooLarge],
    [{ bbox: '77.5,7,77.7,13.05' }, 'bbox', VALIDATION.bboxTooLarge],
    [{ near: '18.52' }, 'near', VALIDATION.nearInvalid],
    [{ near: 'pune' }, 'near', VALIDATION.nearInvalid],
    [{ near: '18.52,200' }, 'near', VALIDATION.nearRange],
    [{ near: NEAR, radiusKm: 0 }, 'radiusKm', VALIDATION.radiusKmInvalid],
    [{ near: NEAR, radiusKm: 51 }, 'radiusKm', VALIDATION.radiusKmInvalid],
    [{ near: NEAR, radiusKm: 'far' }, 'radiusKm', VALIDATION.radiusKmInvalid],
    [{ sort: 'DISTANCE' }, 'sort', VALIDATION.sortDistanceNeedsNear],
  ])('answers 400 to %o with a message naming %s', async (query, field, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: expect.any(String),
      error: message,
      details: { [field]: message },
      fieldCodes: { [field]: res.body.code },
    });
    expect(message).toContain(field);
  });
});
