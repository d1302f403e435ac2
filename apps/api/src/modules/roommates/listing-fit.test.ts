import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

describe('GET /properties/:id fit', () => {
  it('tells a signed-in seeker the four checks; others get no fit', async () => {
    const { db } = t.ctx.database;
    const owner = await createUser(db, {
      role: 'LANDLORD',
      profile: { roomPreference: 'PROPERTY_OWNER' },
    });
    const property = await createProperty(db, owner.id, {
      rent: 12000,
      availableFrom: '2026-12-01',
      genderPreference: 'FEMALE',
      area: 'Baner',
    });
    const seeker = await createUser(db, {
      profile: {
        roomPreference: 'LOOKING_FOR_ROOM',
        gender: 'FEMALE',
        budgetMin: 10000,
        budgetMax: 11000,
        moveInDate: '2026-12-15',
        preferredLocalities: ['baner'],
      },
    });
    const res = await request(t.app)
      .get(`/api/properties/${property.id}`)
      .set(...bearer(t, { id: seeker.id, role: 'TENANT' }));
    expect(res.status).toBe(200);
    expect(res.body.data.fit).toEqual({
      budget: false,
      moveIn: true,
      gender: true,
      locality: true,
    });

    const unanswered = await createUser(db, {
      profile: { roomPreference: 'LOOKING_FOR_ROOMMATE' },
    });
    const blank = await request(t.app)
      .get(`/api/properties/${property.id}`)
      .set(...bearer(t, { id: unanswered.id, role: 'TENANT' }));
    expect(blank.body.data.fit).toEqual({
      budget: null,
      moveIn: null,
      gender: null,
      locality: null,
    });

    const guest = await request(t.app).get(`/api/properties/${property.id}`);
    expect(guest.body.data).not.toHaveProperty('fit');
    const landlord = await request(t.app)
      .get(`/api/properties/${property.id}`)
      .set(...bearer(t, { id: owner.id, role: 'LANDLORD' }));
    expect(landlord.body.data).not.toHaveProperty('fit');
  });
});
