import { VALIDATION } from '@roomsetu/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createUser, type UserOverrides } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
const ids: Record<string, number> = {};

const seeker = (profile: UserOverrides['profile'], o: UserOverrides = {}): UserOverrides => ({
  ...o,
  profile: {
    roomPreference: 'LOOKING_FOR_ROOMMATE',
    city: 'jaipur',
    age: 25,
    gender: 'FEMALE',
    ...profile,
  },
});

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  const people: [string, UserOverrides][] = [
    [
      'asha',
      seeker(
        {
          smoking: false,
          pets: true,
          drinking: false,
          foodPreference: 'VEGETARIAN',
          lifestyle: 'EARLY_BIRD',
          budget: '5000-10000',
        },
        { firstName: 'Asha', lastName: 'Rao' },
      ),
    ],
    [
      'bala',
      seeker(
        {
          gender: 'MALE',
          age: 30,
          smoking: true,
          pets: false,
          drinking: true,
          foodPreference: 'NON_VEGETARIAN',
          lifestyle: 'NIGHT_OWL',
          budget: '10000-20000',
        },
        { firstName: 'Bala', lastName: 'Krishnan' },
      ),
    ],
    [
      'chitra',
      seeker(
        {
          city: 'pune',
          age: 45,
          roomPreference: 'LOOKING_FOR_ROOM',
          foodPreference: 'JAIN',
          lifestyle: 'REGULAR',
        },
        { firstName: 'Chitra', lastName: 'Das', isEmailVerified: true },
      ),
    ],
    [
      'dev',
      seeker(
        { age: 19, gender: 'MALE', smoking: false },
        { firstName: 'Dev', lastName: '100% Real' },
      ),
    ],
    [
      'owner',
      seeker({ roomPreference: 'PROPERTY_OWNER' }, { firstName: 'Owner', role: 'LANDLORD' }),
    ],
    ['admin', seeker({}, { firstName: 'Admin', role: 'ADMIN' })],
    // A verified account that is not itself listed: it reads full profiles and filters on them.
    [
      'reader',
      seeker({ roomPreference: 'PROPERTY_OWNER' }, { firstName: 'Reader', role: 'LANDLORD' }),
    ],
  ];
  for (const [key, o] of people) ids[key] = (await createUser(db, o)).id;
});
afterAll(async () => {
  await t.close();
});

const find = async (
  query: Record<string, string | string[]>,
  as: { id: number; role: 'TENANT' | 'LANDLORD' } = { id: ids.reader!, role: 'LANDLORD' },
) => {
  const res = await request(t.app)
    .get('/api/users-public/roommates')
    .query(query)
    .set(...bearer(t, as));
  expect(res.status).toBe(200);
  return (res.body.data as { id: number }[]).map((u) => u.id).sort();
};
const sorted = (...keys: string[]) => keys.map((k) => ids[k]!).sort();

describe('GET /api/users-public/roommates', () => {
  it('lists people looking for a room or a roommate, never landlords or admins', async () => {
    expect(await find({})).toEqual(sorted('asha', 'bala', 'chitra', 'dev'));
  });

  it('leaves the requester out of their own results', async () => {
    expect(await find({}, { id: ids.asha!, role: 'TENANT' })).toEqual(
      sorted('bala', 'chitra', 'dev'),
    );
  });

  it.each([
    [{ city: 'pune' }, ['chitra']],
    [{ gender: 'MALE' }, ['bala', 'dev']],
    [{ gender: ['MALE', 'FEMALE'] }, ['asha', 'bala', 'chitra', 'dev']],
    [{ minAge: '26', maxAge: '60' }, ['bala', 'chitra']],
    [{ minAge: '12', maxAge: '20' }, ['dev']],
    [{ budget: '10000-20000' }, ['bala']],
    [{ smoking: 'true' }, ['bala']],
    [{ smoking: 'false' }, ['asha', 'dev']],
    [{ pets: 'true' }, ['asha']],
    [{ drinking: 'false' }, ['asha']],
    [{ foodPreference: ['VEGETARIAN', 'JAIN'] }, ['asha', 'chitra']],
    [{ lifestyle: 'NIGHT_OWL' }, ['bala']],
    [{ search: 'kris' }, ['bala']],
    [{ search: 'asha rao' }, ['asha']],
    [{ search: '100%' }, ['dev']],
    [{ smoking: '', pets: '' }, ['asha', 'bala', 'chitra', 'dev']],
  ])('filters by %o', async (query, expected) => {
    expect(await find(query as Record<string, string | string[]>)).toEqual(sorted(...expected));
  });

  it('answers only public fields: never phone numbers, hashes or tokens', async () => {
    const res = await request(t.app)
      .get('/api/users-public/roommates')
      .set(...bearer(t, { id: ids.reader!, role: 'LANDLORD' }));
    const text = JSON.stringify(res.body);
    // The phone badge (`verifications.phone`, a boolean) is not a number.
    expect(text).not.toMatch(/phone":(?!(true|false)[,}])|password|hash|token/i);
    expect(res.body.data[0]).toHaveProperty('profile.city');
    expect(res.body.pagination).toMatchObject({ page: 1, total: 4 });
  });

  it('refuses a minimum age above the maximum with a message instead of an empty list', async () => {
    const res = await request(t.app)
      .get('/api/users-public/roommates')
      .query({ minAge: '40', maxAge: '20' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ minAge: VALIDATION.ageFilterOrder });
  });

  it.each([
    [{ minAge: '5' }],
    [{ gender: 'ROBOT' }],
    [{ smoking: 'maybe' }],
    [{ city: 'chicago' }],
    [{ minScore: '101' }],
    [{ sort: 'RANDOM' }],
  ])('refuses a bad filter %o with a 400', async (query) => {
    const res = await request(t.app).get('/api/users-public/roommates').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });
});
