import { MESSAGES, ROOMMATE_FULL_PROFILES_PER_HOUR } from '@roomsetu/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createUser, type UserOverrides } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

/**
 * The directory as a guest, an account whose e-mail is not verified and a verified account: only
 * the last reads habits, languages, food and exact ages, and only 100 profiles an hour.
 */
let t: TestEnv;
type Account = Awaited<ReturnType<typeof createUser>>;
let sneha: Account;
let rohan: Account;
let unverified: Account;
let verified: Account;

const PREVIEW_KEYS = ['ageBand', 'budgetBand', 'city', 'id', 'name', 'view'];
/** Every personal answer the seekers below gave, as it would appear in a full answer. */
const PRIVATE = /JAIN|VEGETARIAN|NIGHT_OWL|Kulkarni|Marathi|"age":|smoking|drinking|pets|languages/;

const seeker = (o: UserOverrides): UserOverrides => ({
  ...o,
  profile: { roomPreference: 'LOOKING_FOR_ROOMMATE', city: 'pune', ...o.profile },
});

beforeAll(async () => {
  t = await createTestEnv();
  const { db } = t.ctx.database;
  sneha = await createUser(
    db,
    seeker({
      firstName: 'Sneha',
      lastName: 'Kulkarni',
      profile: {
        age: 27,
        gender: 'FEMALE',
        foodPreference: 'JAIN',
        smoking: false,
        lifestyle: 'NIGHT_OWL',
        budget: '10000-20000',
        languages: ['Marathi'],
      },
    }),
  );
  rohan = await createUser(
    db,
    seeker({
      firstName: 'Rohan',
      lastName: 'Mehta',
      profile: {
        age: 34,
        gender: 'MALE',
        foodPreference: 'NON_VEGETARIAN',
        smoking: true,
        budgetMin: 6000,
        budgetMax: 9000,
      },
    }),
  );
  unverified = await createUser(db, { role: 'LANDLORD', isEmailVerified: false });
  verified = await createUser(db, { role: 'LANDLORD', isEmailVerified: true });
});
afterAll(async () => {
  await t.close();
});

const list = (query: Record<string, string> = {}, as?: Account) => {
  const req = request(t.app).get('/api/users-public/roommates').query(query);
  return as ? req.set(...bearer(t, as)) : req;
};
const profile = (id: number, as?: Account) => {
  const req = request(t.app).get(`/api/users/${id}/profile`);
  return as ? req.set(...bearer(t, as)) : req;
};
const names = (res: request.Response) =>
  (res.body.data as { name?: string; firstName?: string }[]).map((r) => r.name ?? r.firstName);

describe('the roommate directory for a guest', () => {
  it('shows first name and initial, age band, city and budget band: nothing else', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    for (const card of res.body.data as object[])
      expect(Object.keys(card).sort()).toEqual(PREVIEW_KEYS);
    const cards = res.body.data as { id: number }[];
    expect(cards.find((c) => c.id === sneha.id)).toEqual({
      view: 'PREVIEW',
      id: sneha.id,
      name: 'Sneha K.',
      ageBand: '25-29',
      city: 'pune',
      budgetBand: '10000-20000',
    });
    // Own minimum and maximum: the band their middle falls in, never the amounts.
    expect(cards.find((c) => c.id === rohan.id)).toMatchObject({
      name: 'Rohan M.',
      ageBand: '30-34',
      budgetBand: '5000-10000',
    });
    expect(res.text).not.toMatch(PRIVATE);
    expect(res.text).not.toMatch(/6000|9000|avatar/);
  });

  it('shows one profile as the same preview', async () => {
    const res = await profile(sneha.id);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(PREVIEW_KEYS);
    expect(res.body.data).toMatchObject({ view: 'PREVIEW', name: 'Sneha K.' });
    expect(res.text).not.toMatch(PRIVATE);
  });

  it.each<Record<string, string>>([
    { foodPreference: 'JAIN' },
    { smoking: 'true' },
    { lifestyle: 'NIGHT_OWL' },
    { gender: 'MALE' },
    { minAge: '30', maxAge: '40' },
    { drinking: 'false', pets: 'true', verified: 'true' },
  ])('ignores a filter on a personal attribute: %o', async (query) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(names(res).sort()).toEqual(['Rohan M.', 'Sneha K.']);
    expect(res.body.pagination.total).toBe(2);
  });

  it('filters by city, budget and first name, never by last name', async () => {
    expect(names(await list({ budget: '10000-20000' }))).toEqual(['Sneha K.']);
    expect(names(await list({ city: 'jaipur' }))).toEqual([]);
    expect(names(await list({ search: 'sneha' }))).toEqual(['Sneha K.']);
    expect(names(await list({ search: 'kulkarni' }))).toEqual([]);
  });

  it('cannot sort by best match', async () => {
    const res = await list({ sort: 'BEST_MATCH' });
    expect(res.status).toBe(401);
  });
});

describe('the roommate directory for an account whose e-mail is not verified', () => {
  it('shows the previews, privately', async () => {
    const res = await list({ foodPreference: 'JAIN' }, unverified);
    expect(res.status).toBe(200);
    for (const card of res.body.data as object[])
      expect(Object.keys(card).sort()).toEqual(PREVIEW_KEYS);
    expect(names(res).sort()).toEqual(['Rohan M.', 'Sneha K.']);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const one = await profile(sneha.id, unverified);
    expect(Object.keys(one.body.data).sort()).toEqual(PREVIEW_KEYS);
  });

  it('is asked to verify before sorting by best match or reading a compatibility', async () => {
    const sorted = await list({ sort: 'BEST_MATCH' }, unverified);
    expect(sorted.status).toBe(403);
    expect(sorted.body.error).toBe(MESSAGES.verifyForBestMatch);
    const score = await request(t.app)
      .get(`/api/users/${sneha.id}/compatibility`)
      .set(...bearer(t, unverified));
    expect(score.status).toBe(403);
    expect(score.body.error).toBe(MESSAGES.verifyForFullProfiles);
  });
});

describe('the roommate directory for a verified account', () => {
  it('shows full profiles and filters on them', async () => {
    const reader = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
    const res = await list({ foodPreference: 'JAIN' }, reader);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        view: 'FULL',
        firstName: 'Sneha',
        lastName: 'Kulkarni',
        profile: expect.objectContaining({
          age: 27,
          foodPreference: 'JAIN',
          languages: ['Marathi'],
        }),
      }),
    ]);
    const one = await profile(rohan.id, reader);
    expect(one.body.data).toMatchObject({ view: 'FULL', lastName: 'Mehta', profile: { age: 34 } });
  });

  it(`answers the ${ROOMMATE_FULL_PROFILES_PER_HOUR + 1}st profile in an hour with 429 and Retry-After; a profile read again costs nothing`, async () => {
    const { db } = t.ctx.database;
    const reader = await createUser(db, { role: 'LANDLORD' });
    // Elsewhere than Pune, so the other tests' lists stay as they are.
    const others: Account[] = [];
    for (let i = 0; i < ROOMMATE_FULL_PROFILES_PER_HOUR - 1; i++) {
      others.push(await createUser(db, seeker({ profile: { city: 'delhi' } })));
    }
    // A list page counts each profile it shows: two here.
    const pune = await list({ city: 'pune' }, reader);
    expect(names(pune)).toHaveLength(2);
    for (const other of others.slice(0, -1)) {
      expect((await profile(other.id, reader)).status).toBe(200);
    }
    // That is the hundredth: reading any of them again, or the list, spends nothing more.
    expect((await profile(rohan.id, reader)).status).toBe(200);
    expect((await profile(others[0]!.id, reader)).status).toBe(200);
    expect((await list({ city: 'pune' }, reader)).status).toBe(200);
    const over = await profile(others.at(-1)!.id, reader);
    expect(over.status).toBe(429);
    expect(over.body.error).toBe(MESSAGES.roommateProfilesLimit);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
    // Guests' previews, and other accounts, are not held back.
    expect((await profile(rohan.id)).status).toBe(200);
    expect((await profile(rohan.id, verified)).status).toBe(200);
  });
});

describe('the public cache', () => {
  it('never gives a guest a verified account’s answer, nor the other way round', async () => {
    const path = '/api/users-public/roommates?city=pune';
    const first = await request(t.app)
      .get(path)
      .set(...bearer(t, verified));
    expect(first.body.data[0].view).toBe('FULL');
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const guest = await request(t.app).get(path);
    expect(guest.body.data[0].view).toBe('PREVIEW');
    expect(guest.headers['cache-control']).toMatch(/^public/);
    expect(guest.headers.vary).toMatch(/Authorization/);

    const again = await request(t.app)
      .get(path)
      .set(...bearer(t, verified));
    expect(again.body.data[0].view).toBe('FULL');
    expect(again.headers['cache-control']).toBe('private, no-cache');

    const detail = `/api/users/${sneha.id}/profile`;
    expect((await request(t.app).get(detail)).body.data.view).toBe('PREVIEW');
    const own = await request(t.app)
      .get(detail)
      .set(...bearer(t, verified));
    expect(own.body.data.view).toBe('FULL');
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect((await request(t.app).get(detail)).body.data.view).toBe('PREVIEW');
  });
});
