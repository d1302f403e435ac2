import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { startGeocoderStub, type GeocoderStub } from '../../test/geocoder-stub';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { jpeg } from '../../test/images';
import { listingFields, withFields } from './listing-fixture';

let t: TestEnv;
let stub: GeocoderStub;
let auth: [string, string];
let ownerId: number;
beforeAll(async () => {
  stub = await startGeocoderStub();
  t = await createTestEnv({ GEOCODER_URL: stub.url });
  const landlord = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
  ownerId = landlord.id;
  auth = bearer(t, landlord);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const listingCount = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.ctx.database.db,
        sql`select count(*)::int as n from properties where owner_id = ${ownerId}`,
      )
    )[0]!.n,
  );

const refusal = (phrase: string) =>
  `Listings cannot exclude people by religion, caste or community: remove “${phrase}”.`;

describe('fair housing on listings', () => {
  it.each([
    ['title', 'Sunny 2BHK, Brahmins only', 'Brahmins only'],
    ['description', 'Bright flat near the metro. मुस्लिम नहीं', 'मुस्लिम नहीं'],
    ['allowedPolicies', JSON.stringify([{ name: 'sirf Jain' }]), 'sirf Jain'],
    ['restrictions', JSON.stringify([{ name: 'No smoking' }, { name: 'No SC/ST' }]), 'No SC/ST'],
  ])(
    'refuses a new listing whose %s excludes people, and saves nothing',
    async (field, value, phrase) => {
      const before = await listingCount();
      const res = await withFields(
        request(t.app)
          .post('/api/properties')
          .set(...auth),
        listingFields({ [field]: value }),
      ).attach('photos', await jpeg(), 'room.jpg');
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.details).toEqual({ [field]: refusal(phrase) });
      expect(await listingCount()).toBe(before);
    },
  );

  it('refuses an edit that adds an exclusion and keeps the listing as it was', async () => {
    const listing = await createProperty(t.ctx.database.db, ownerId, { title: 'Quiet 1BHK' });
    const res = await request(t.app)
      .put(`/api/properties/${listing.id}`)
      .set(...auth)
      .send({ title: 'Quiet 1BHK', restrictions: [{ name: 'Jains only' }] });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ restrictions: refusal('Jains only') });
    const [row] = await queryRows<{ restrictions: unknown }>(
      t.ctx.database.db,
      sql`select restrictions from properties where id = ${listing.id}`,
    );
    expect(row!.restrictions).toEqual([]);
  });

  it('accepts food, smoking and household preferences', async () => {
    const res = await withFields(
      request(t.app)
        .post('/api/properties')
        .set(...auth),
      listingFields({
        title: 'Veg only 2BHK near Jain temple',
        description: 'Family only. Jain food available nearby.',
        restrictions: JSON.stringify([{ name: 'Vegetarians only' }, { name: 'No smoking' }]),
      }),
    ).attach('photos', await jpeg(), 'room.jpg');
    expect(res.status).toBe(201);
  });
});
