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
beforeAll(async () => {
  stub = await startGeocoderStub();
  t = await createTestEnv({ GEOCODER_URL: stub.url });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const post = (auth: [string, string], withPhoto = true) => {
  const req = withFields(
    request(t.app)
      .post('/api/properties')
      .set(...auth),
    listingFields(),
  );
  return withPhoto ? jpeg().then((photo) => req.attach('photos', photo, 'room.jpg')) : req;
};

describe('listing limit', () => {
  it('answers 429 with Retry-After to the 11th listing of an account in a day', async () => {
    const landlord = bearer(t, await createUser(t.ctx.database.db, { role: 'LANDLORD' }));
    // A refused listing (no photo) is not a listing: it does not count.
    expect((await post(landlord, false)).status).toBe(400);
    for (let i = 0; i < 10; i++) expect((await post(landlord)).status).toBe(201);
    const refused = await post(landlord);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      code: expect.any(String),
      error: expect.any(String),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // Another account from the same address still lists.
    const other = bearer(t, await createUser(t.ctx.database.db, { role: 'LANDLORD' }));
    expect((await post(other)).status).toBe(201);
  });
});

describe('listing change limit', () => {
  it('answers 429 with Retry-After to the 21st change of one listing in an hour', async () => {
    const db = t.ctx.database.db;
    const owner = await createUser(db, { role: 'LANDLORD' });
    const auth = bearer(t, owner);
    const [first, second] = [
      await createProperty(db, owner.id),
      await createProperty(db, owner.id),
    ];
    const put = (id: number, rent: number) =>
      request(t.app)
        .put(`/api/properties/${id}`)
        .set(...auth)
        .send({ rent });
    const status = (id: number, to: 'PAUSED' | 'ACTIVE') =>
      request(t.app)
        .post(`/api/properties/${id}/status`)
        .set(...auth)
        .send({ status: to });
    // A refused change (here: the status it already has) does not count.
    expect((await status(first!.id, 'ACTIVE')).status).toBe(409);
    for (let i = 0; i < 18; i++) expect((await put(first!.id, 20_000 - i * 100)).status).toBe(200);
    expect((await status(first!.id, 'PAUSED')).status).toBe(200);
    expect((await status(first!.id, 'ACTIVE')).status).toBe(200);
    for (const refused of [await put(first!.id, 9_000), await status(first!.id, 'PAUSED')]) {
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        code: expect.any(String),
        error: expect.any(String),
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(59 * 60);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    // Another listing of the same owner is counted on its own.
    expect((await put(second!.id, 9_000)).status).toBe(200);
  });
});
