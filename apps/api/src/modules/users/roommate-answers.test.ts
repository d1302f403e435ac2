import { VALIDATION } from '@roomsetu/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

const patch = (user: { id: number }, body: object) =>
  request(t.app)
    .patch('/api/auth/user-profile')
    .set(...bearer(t, { id: user.id, role: 'TENANT' }))
    .send(body);

const answers = {
  budgetMin: '8000',
  budgetMax: 14000,
  moveInDate: '2026-12-01',
  preferredLocalities: ['Koramangala', ' HSR Layout ', 'Koramangala', ''],
  cleanlinessLevel: '4',
  guests: 'SOMETIMES',
  worksFromHome: 'yes',
  languages: ['Hindi', 'Kannada'],
  preferredAgeMin: 22,
  preferredAgeMax: '30',
};

describe('roommate answers on the profile', () => {
  it('are saved from the profile form, shown on the self and the public profile', async () => {
    const user = await createUser(t.ctx.database.db, { profile: { city: 'bengaluru' } });
    const res = await patch(user, answers);
    expect(res.status).toBe(200);
    const saved = {
      budgetMin: 8000,
      budgetMax: 14000,
      moveInDate: '2026-12-01',
      preferredLocalities: ['Koramangala', 'HSR Layout'],
      cleanlinessLevel: 4,
      guests: 'SOMETIMES',
      worksFromHome: true,
      languages: ['Hindi', 'Kannada'],
      preferredAgeMin: 22,
      preferredAgeMax: 30,
    };
    expect(res.body.data.profile).toMatchObject({ city: 'bengaluru', ...saved });
    // A verified reader sees them on the public profile.
    const reader = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
    const pub = await request(t.app)
      .get(`/api/users/${user.id}/profile`)
      .set(...bearer(t, reader));
    expect(pub.body.data.profile).toMatchObject(saved);

    // Absent leaves an answer as it is; '' or null clears it.
    const cleared = await patch(user, {
      languages: '',
      guests: null,
      budgetMin: '',
      budgetMax: '',
    });
    expect(cleared.body.data.profile).toMatchObject({
      languages: [],
      guests: null,
      budgetMin: null,
      budgetMax: null,
      cleanlinessLevel: 4,
    });
  });

  it.each([
    [{ cleanlinessLevel: 6 }, 'cleanlinessLevel', VALIDATION.cleanlinessInvalid],
    [{ languages: ['Klingon'] }, 'languages', VALIDATION.languagesInvalid],
    [{ preferredLocalities: 'a,b,c,d,e,f' }, 'preferredLocalities', VALIDATION.localitiesTooMany],
    [{ moveInDate: '2026-02-30' }, 'moveInDate', VALIDATION.dateInvalid],
    [{ budgetMin: 20000, budgetMax: 10000 }, 'budgetMax', VALIDATION.budgetRangeOrder],
    [{ preferredAgeMin: 40, preferredAgeMax: 30 }, 'preferredAgeMax', VALIDATION.ageRangeOrder],
    [{ guests: 'ALWAYS' }, 'guests', undefined],
  ])('refuses %o with a 400 naming the field', async (body, field, message) => {
    const user = await createUser(t.ctx.database.db);
    const res = await patch(user, body);
    expect(res.status).toBe(400);
    const [key, said] = Object.entries(res.body.details as Record<string, string>)[0]!;
    expect(key.split('.')[0]).toBe(field);
    if (message) expect(said).toBe(message);
  });

  it('refuses half a range that would cross the stored other half, and saves nothing', async () => {
    const user = await createUser(t.ctx.database.db);
    expect((await patch(user, { budgetMin: 5000, budgetMax: 9000, smoking: 'no' })).status).toBe(
      200,
    );
    const res = await patch(user, { budgetMin: 12000, smoking: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ budgetMax: VALIDATION.budgetRangeOrder });
    const self = await request(t.app)
      .get('/api/users/self')
      .set(...bearer(t, { id: user.id, role: 'TENANT' }));
    expect(self.body.data.profile).toMatchObject({ budgetMin: 5000, smoking: false });
  });
});
