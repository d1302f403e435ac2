import { MAP_POINT_LIMIT, VALIDATION } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
let ownerId: number;

/**
 * A 50 × 40 grid of live listings over Delhi, 0.008° apart from (28.5, 77.0), rent 5000 + 10 × g
 * for g = 0..1999 (shown exactly, so the map answers these points), plus pending and deleted
 * ones on the same points that must never count.
 */
async function seedGrid(from: number, to: number, status = 'ACTIVE', deleted = false) {
  await t.ctx.database.db.execute(sql`insert into properties (owner_id, title, description,
      property_type, rent, security_deposit, bedrooms, bathrooms, area_sq_ft, furnished, facing,
      available_from, hospital_distance, property_contact_name, property_contact_email,
      address_line1, area, city, postal_code, state, latitude, longitude, location_approximate,
      exact_location, status, deleted_at)
    select ${ownerId}, 'Grid ' || g, 'Grid listing', (case when g % 2 = 0 then 'PG' else 'APARTMENT' end)::property_type,
      5000 + 10 * g, 10000, 1, 1, 400, 'SEMI', 'EAST', date '2026-01-01', 1, 'Owner', 'o@example.com',
      g || ' Grid Road', 'Grid', 'delhi', '110001', 'Delhi',
      28.5 + 0.008 * (g / 50), 77.0 + 0.008 * (g % 50), false, true,
      ${status}::property_status, ${deleted ? sql`now()` : sql`null`}
    from generate_series(${from}::int, ${to}::int) g`);
}

beforeAll(async () => {
  t = await createTestEnv();
  ownerId = (await createUser(t.ctx.database.db, { role: 'LANDLORD' })).id;
  await seedGrid(0, MAP_POINT_LIMIT - 1);
  await seedGrid(0, 99, 'PENDING');
  await seedGrid(0, 99, 'ACTIVE', true);
  // Elsewhere: a Jaipur listing the city filter must leave out.
  await createProperty(t.ctx.database.db, ownerId, { city: 'jaipur' });
});
afterAll(async () => {
  await t.close();
});

const map = (query: Record<string, string | number>) =>
  request(t.app).get('/api/properties/map').query(query);

interface Cluster {
  lat: number;
  lng: number;
  count: number;
  minRent: number;
}

describe('GET /api/properties/map', () => {
  it('answers every match as a compact point up to 2,000 matches', async () => {
    const res = await map({ city: 'delhi', zoom: 11 });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(MAP_POINT_LIMIT);
    expect(res.body.data).not.toHaveProperty('clusters');
    expect(res.body.data.points).toHaveLength(MAP_POINT_LIMIT);
    expect(res.body.data.points[0]).toEqual({
      id: expect.any(Number),
      lat: 28.5,
      lng: 77,
      rent: 5000,
      propertyType: 'PG',
      approximate: false,
    });
  });

  it('takes the list filters: bbox, near, type and rent', async () => {
    // Rows 0..4 (lat 28.5..28.532), columns 0..9 (lng 77.0..77.072): 50 listings.
    const box = await map({ bbox: '76.99,28.49,77.075,28.535', zoom: 14 });
    expect(box.body.data.total).toBe(50);
    const pgs = await map({ bbox: '76.99,28.49,77.075,28.535', zoom: 14, propertyType: 'PG' });
    expect(
      pgs.body.data.points.every((p: { propertyType: string }) => p.propertyType === 'PG'),
    ).toBe(true);
    expect(pgs.body.data.total).toBe(25);
    const cheap = await map({ city: 'delhi', zoom: 11, maxRent: 5090 });
    expect(cheap.body.data.total).toBe(10);
    // The grid is 0.008° apart: within 1 km of a grid point lie it and its 4 neighbours only.
    const near = await map({ near: '28.54,77.04', radiusKm: 1, zoom: 15 });
    expect(near.body.data.total).toBe(5);
  });

  it('switches to clusters past 2,000 matches, counting every one of them', async () => {
    await seedGrid(MAP_POINT_LIMIT, MAP_POINT_LIMIT);
    try {
      const res = await map({ city: 'delhi', zoom: 11 });
      expect(res.status).toBe(200);
      expect(res.body.data).not.toHaveProperty('points');
      const clusters = res.body.data.clusters as Cluster[];
      expect(res.body.data.total).toBe(MAP_POINT_LIMIT + 1);
      expect(clusters.reduce((sum, c) => sum + c.count, 0)).toBe(MAP_POINT_LIMIT + 1);
      expect(Math.min(...clusters.map((c) => c.minRent))).toBe(5000);
      for (const c of clusters) {
        expect(Object.keys(c).sort()).toEqual(['count', 'lat', 'lng', 'minRent']);
        expect(c.lat).toBeGreaterThanOrEqual(28.5);
        expect(c.lat).toBeLessThanOrEqual(28.82);
      }
      // A closer zoom has smaller cells: more clusters, never fewer.
      const closer = (await map({ city: 'delhi', zoom: 13 })).body.data.clusters as Cluster[];
      const farther = (await map({ city: 'delhi', zoom: 9 })).body.data.clusters as Cluster[];
      expect(closer.length).toBeGreaterThan(clusters.length);
      expect(farther.length).toBeLessThan(clusters.length);
      // ~0.044° cells at zoom 11 over a 0.4° × 0.32° grid: a few dozen bubbles, not 2,001 pins.
      expect(clusters.length).toBeLessThan(200);
    } finally {
      await t.ctx.database.db.execute(
        sql`delete from properties where title = ${`Grid ${MAP_POINT_LIMIT}`}`,
      );
    }
  });

  it.each([[{}], [{ zoom: 2 }], [{ zoom: 20 }], [{ zoom: 11.5 }], [{ zoom: 'city' }]])(
    'answers 400 naming zoom for %o',
    async (query) => {
      const res = await map({ city: 'delhi', ...query });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: 'ZOOM_INVALID',
        error: VALIDATION.zoomInvalid,
        details: { zoom: VALIDATION.zoomInvalid },
        fieldCodes: { zoom: 'ZOOM_INVALID' },
      });
    },
  );

  it('refuses a bad bbox as the list does', async () => {
    const res = await map({ zoom: 11, bbox: '77.7,28.5,77.0,28.8' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ bbox: VALIDATION.bboxOrder });
  });
});
