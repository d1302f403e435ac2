import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { EXACT_COUNT_LIMIT } from './repository';

let t: TestEnv;
let ownerId: number;

/** `n` more live listings in Pune, copies of one made by the factory. */
async function addListings(n: number): Promise<void> {
  const template = await createProperty(t.ctx.database.db, ownerId, { city: 'pune' });
  await t.ctx.database.db.execute(sql`insert into properties (owner_id, title, description,
      property_type, rent, security_deposit, bedrooms, bathrooms, area_sq_ft, furnished, facing,
      available_from, hospital_distance, property_contact_name, property_contact_email,
      address_line1, area, city, postal_code, state, country, latitude, longitude, location_approximate)
    select owner_id, title || ' ' || g, description, property_type, rent, security_deposit,
      bedrooms, bathrooms, area_sq_ft, furnished, facing, available_from, hospital_distance,
      property_contact_name, property_contact_email, address_line1, area, city, postal_code,
      state, country, latitude, longitude, location_approximate
    from properties, generate_series(2, ${n}) g where id = ${template.id}`);
}

beforeAll(async () => {
  t = await createTestEnv();
  ownerId = (await createUser(t.ctx.database.db, { role: 'LANDLORD' })).id;
});
afterAll(() => t.close());

describe('the count of a search', () => {
  it('is exact up to 1,000 matches', async () => {
    await addListings(EXACT_COUNT_LIMIT);
    const res = await request(t.app).get('/api/properties?city=pune&limit=10');
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({
      page: 1,
      limit: 10,
      total: 1000,
      pages: 100,
      nextCursor: expect.any(String),
    });
  });

  it('becomes a lower bound, "1,000+", from the 1,001st match on', async () => {
    await addListings(1);
    const res = await request(t.app).get('/api/properties?city=pune&limit=10');
    expect(res.body.pagination).toEqual({
      page: 1,
      limit: 10,
      total: 1000,
      pages: 100,
      totalIsLowerBound: true,
      nextCursor: expect.any(String),
    });
    // A search with fewer matches is still counted exactly.
    const few = await request(t.app).get('/api/properties?city=delhi');
    expect(few.body.pagination).toEqual({
      page: 1,
      limit: 10,
      total: 0,
      pages: 0,
      nextCursor: null,
    });
  });

  it('still serves the deepest pages, and says there is at least one more after a full page', async () => {
    const res = await request(t.app).get('/api/properties?city=pune&limit=10&page=100');
    expect(res.body.data).toHaveLength(10);
    expect(res.body.pagination).toMatchObject({ total: 1000, pages: 101, totalIsLowerBound: true });
    const last = await request(t.app).get('/api/properties?city=pune&limit=10&page=101');
    expect(last.body.data).toHaveLength(1);
    expect(last.body.pagination).toMatchObject({ total: 1001, pages: 101 });
    expect(last.body.pagination.nextCursor).toBeNull();
    // By cursor, page 101 runs no count and answers exactly what `page=101` does.
    const byCursor = await request(t.app)
      .get('/api/properties?city=pune&limit=10')
      .query({ cursor: res.body.pagination.nextCursor as string });
    expect(byCursor.body).toEqual(last.body);
  });
});
