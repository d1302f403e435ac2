import { daysFromToday, todayInIndia, VALIDATION } from '@roomsetu/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { startGeocoderStub, type GeocoderStub } from '../../test/geocoder-stub';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { jpeg } from '../../test/images';
import { listingFields, withFields } from './listing-fixture';

let t: TestEnv;
let stub: GeocoderStub;
let owner: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  stub = await startGeocoderStub();
  t = await createTestEnv({ GEOCODER_URL: stub.url });
  owner = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const create = async (availableFrom: string) =>
  withFields(
    request(t.app)
      .post('/api/properties')
      .set(...bearer(t, owner)),
    listingFields({ availableFrom }),
  ).attach('photos', await jpeg(), 'a.jpg');

describe('"Available from" is today or later', () => {
  it('a new listing: yesterday is refused, today is fine', async () => {
    const past = await create(daysFromToday(-1));
    expect(past.status).toBe(400);
    expect(past.body.details).toMatchObject({ availableFrom: VALIDATION.availableFromPast });
    expect((await create(todayInIndia())).status).toBe(201);
  });

  it('an edit may keep the past date the listing has, not pick another past one', async () => {
    const kept = daysFromToday(-60);
    const p = await createProperty(t.ctx.database.db, owner.id, { availableFrom: kept });
    const put = (body: object) =>
      request(t.app)
        .put(`/api/properties/${p.id}`)
        .set(...bearer(t, owner))
        .send(body);
    expect((await put({ availableFrom: kept, rent: 9000 })).status).toBe(200);
    expect((await put({ rent: 9500 })).status).toBe(200);
    const other = await put({ availableFrom: daysFromToday(-3) });
    expect(other.status).toBe(400);
    expect(other.body.error).toBe(VALIDATION.availableFromPast);
    expect((await put({ availableFrom: daysFromToday(5) })).status).toBe(200);
  });
});
