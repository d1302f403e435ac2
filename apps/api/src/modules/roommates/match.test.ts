import {
  compatibility,
  MESSAGES,
  roommateFiltersInput,
  toCompatibilityProfile,
} from '@roomsetu/shared';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { blocks, messages, notifications, profiles, roommateHides } from '../../db/schema';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/auth';
import { createUser, type UserOverrides } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { boundColumns, boundOfFits, fitColumns, scoreOfFits } from './match-sql';
import { bestMatchPage, bestMatchQuery, plainBestMatchQuery } from './repository';
import { BEST_MATCH_SIGN_IN, compatibilityProfileOf, MATCH_MESSAGE } from './service';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

type Profile = NonNullable<UserOverrides['profile']>;
const seeker = async (profile: Profile, firstName = 'Asha') =>
  createUser(t.ctx.database.db, {
    firstName,
    profile: { roomPreference: 'LOOKING_FOR_ROOMMATE', ...profile },
  });
const as = (u: { id: number }) => bearer(t, { id: u.id, role: 'TENANT' });
const best = (u: { id: number } | null, query: Record<string, string> = {}) => {
  const req = request(t.app)
    .get('/api/users-public/roommates')
    .query({ sort: 'BEST_MATCH', limit: '50', ...query });
  return u ? req.set(...as(u)) : req;
};

describe('sort=BEST_MATCH', () => {
  it('ranks by the mutual score, leaving out hard limits and hidden people', async () => {
    const city = 'ahmedabad' as const;
    const me = await seeker({
      city,
      gender: 'FEMALE',
      age: 26,
      preferredRoommateGender: 'FEMALE',
      budgetMin: 8000,
      budgetMax: 14000,
      lifestyle: 'EARLY_BIRD',
      cleanlinessLevel: 4,
      smoking: false,
      foodPreference: 'VEGETARIAN',
      languages: ['Gujarati', 'Hindi'],
    });
    const same = {
      city,
      gender: 'FEMALE' as const,
      age: 27,
      budgetMin: 9000,
      budgetMax: 15000,
      lifestyle: 'EARLY_BIRD' as const,
      cleanlinessLevel: 4,
      smoking: false,
      foodPreference: 'VEGETARIAN' as const,
      languages: ['Gujarati'],
    };
    const twin = await seeker(same, 'Twin');
    const close = await seeker({ ...same, lifestyle: 'REGULAR', cleanlinessLevel: 3 }, 'Close');
    const far = await seeker(
      { ...same, lifestyle: 'NIGHT_OWL', smoking: true, budgetMin: 30000, budgetMax: 40000 },
      'Far',
    );
    const man = await seeker({ ...same, gender: 'MALE' }, 'Man');
    const wantsMen = await seeker({ ...same, preferredRoommateGender: 'MALE' }, 'WantsMen');
    const elsewhere = await seeker({ ...same, city: 'pune' }, 'Elsewhere');
    const hidden = await seeker(same, 'Hidden');
    expect(
      (
        await request(t.app)
          .post(`/api/roommates/${hidden.id}/hide`)
          .set(...as(me))
      ).body.data,
    ).toEqual({ hidden: true });

    const res = await best(me, { city });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((u: { id: number }) => u.id);
    expect(ids).toEqual([twin.id, close.id, far.id]);
    for (const excluded of [man, wantsMen, elsewhere, hidden])
      expect(ids).not.toContain(excluded.id);
    const [first, second, third] = res.body.data;
    expect(first.matchScore).toBe(100);
    expect(first.matchReasons).toHaveLength(3);
    expect(first.matchReasons[0]).toBe('Your budgets overlap');
    expect(second.matchScore).toBeLessThan(100);
    expect(third.matchScore).toBeLessThan(second.matchScore);
    expect(res.body.pagination.total).toBe(3);

    const strong = await best(me, { city, minScore: String(second.matchScore) });
    expect(strong.body.data.map((u: { id: number }) => u.id)).toEqual([twin.id, close.id]);
    expect(strong.body.pagination.total).toBe(2);

    // Hidden is hidden from every sort; un-hiding brings them back.
    const newest = await request(t.app)
      .get('/api/users-public/roommates')
      .query({ city })
      .set(...as(me));
    expect(newest.body.data.map((u: { id: number }) => u.id)).not.toContain(hidden.id);
    // Listed for Settings, by name only (no e-mail or phone).
    const list = await request(t.app)
      .get('/api/roommates/hidden')
      .set(...as(me));
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: hidden.id,
        firstName: 'Hidden',
        lastName: expect.any(String),
        avatar: null,
        hiddenAt: expect.any(String),
      },
    ]);
    expect((await request(t.app).get('/api/roommates/hidden')).status).toBe(401);
    await request(t.app)
      .delete(`/api/roommates/${hidden.id}/hide`)
      .set(...as(me));
    expect((await best(me, { city })).body.data.map((u: { id: number }) => u.id)).toContain(
      hidden.id,
    );
    expect(
      (
        await request(t.app)
          .get('/api/roommates/hidden')
          .set(...as(me))
      ).body.data,
    ).toEqual([]);
  });

  it('answers 401 signed out with a clear message; other sorts stay public', async () => {
    const res = await best(null);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(BEST_MATCH_SIGN_IN);
    expect((await request(t.app).get('/api/users-public/roommates')).status).toBe(200);
  });

  it('scores in the database exactly as the shared function does', async () => {
    const { db } = t.ctx.database;
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
    const answers = fc.record({
      gender: maybe(fc.constantFrom('MALE' as const, 'FEMALE' as const)),
      age: maybe(fc.integer({ min: 18, max: 60 })),
      preferredRoommateGender: maybe(fc.constantFrom('ANY' as const, 'MALE' as const)),
      budget: maybe(fc.constantFrom('5000-10000', '10000-20000')),
      budgetMin: maybe(fc.integer({ min: 3000, max: 20000 })),
      moveInDate: maybe(fc.constantFrom('2026-12-01', '2027-01-10', '2027-04-01')),
      preferredLocalities: fc.subarray([
        'Navrangpura',
        'Satellite',
        'Bopal',
        'NAVRANGPURA',
        'bopal',
      ]),
      lifestyle: maybe(
        fc.constantFrom('EARLY_BIRD' as const, 'NIGHT_OWL' as const, 'FLEXIBLE' as const),
      ),
      cleanlinessLevel: maybe(fc.integer({ min: 1, max: 5 })),
      guests: maybe(fc.constantFrom('RARELY' as const, 'OFTEN' as const)),
      worksFromHome: maybe(fc.boolean()),
      languages: fc.subarray(['Hindi', 'Gujarati', 'English']),
      foodPreference: maybe(
        fc.constantFrom('VEGETARIAN' as const, 'JAIN' as const, 'NON_VEGETARIAN' as const),
      ),
      smoking: maybe(fc.boolean()),
      drinking: maybe(fc.boolean()),
      pets: maybe(fc.boolean()),
      preferredAgeMin: maybe(fc.integer({ min: 18, max: 30 })),
    });
    const sample = fc.sample(answers, { numRuns: 40, seed: 15 });
    const people = [];
    for (const [i, a] of sample.entries()) {
      const budgetMax = a.budgetMin === null ? null : a.budgetMin + 4000 + i * 250;
      const ageMax = a.preferredAgeMin === null ? null : a.preferredAgeMin + 8;
      people.push(
        await seeker({ ...a, city: 'hyderabad', budgetMax, preferredAgeMax: ageMax }, `P${i}`),
      );
    }
    const rows = await db.select().from(profiles);
    const byId = new Map(rows.map((p) => [p.userId, p]));
    const seen = new Set<number>();
    for (const viewer of people.slice(0, 8)) {
      const mine = compatibilityProfileOf(byId.get(viewer.id)!);
      const f = roommateFiltersInput.parse({ city: 'hyderabad', limit: '100' });
      const { page } = await bestMatchPage(db, f, viewer.id, mine);
      expect(page.length).toBeGreaterThan(0);
      for (const { id, score } of page) {
        const theirs = compatibilityProfileOf(byId.get(id)!);
        expect({ id, score }).toEqual({ id, score: compatibility(mine, theirs).score });
      }
      const scores = page.map((p) => p.score);
      for (const s of scores) seen.add(s);
      expect(scores).toEqual([...scores].sort((x, y) => y - x));
    }
    // Many different scores: the comparison is not between two constants.
    expect(seen.size).toBeGreaterThan(10);
    // Sanity on the mapping: the sign-up code stands in for a missing range.
    expect(
      toCompatibilityProfile({ ...compatibilityProfileOf(null), budget: '5000-10000' }).budgetMax,
    ).toBe(10000);
  });
  it('ranks in two passes exactly as scoring every candidate does', async () => {
    const { db } = t.ctx.database;
    const city = 'bengaluru' as const;
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
    const answers = fc.record({
      gender: maybe(fc.constantFrom('MALE' as const, 'FEMALE' as const)),
      age: maybe(fc.integer({ min: 18, max: 45 })),
      preferredRoommateGender: maybe(fc.constantFrom('ANY' as const, 'FEMALE' as const)),
      budget: maybe(fc.constantFrom('5000-10000', '10000-20000', '20000-30000')),
      budgetMin: maybe(fc.integer({ min: 4000, max: 25000 })),
      moveInDate: maybe(fc.constantFrom('2026-12-01', '2026-12-20', '2027-02-15', '2027-06-01')),
      preferredLocalities: fc.subarray(['Indiranagar', 'Koramangala', 'HSR Layout', 'KORAMANGALA']),
      lifestyle: maybe(
        fc.constantFrom(
          'EARLY_BIRD' as const,
          'NIGHT_OWL' as const,
          'REGULAR' as const,
          'FLEXIBLE' as const,
        ),
      ),
      cleanlinessLevel: maybe(fc.integer({ min: 1, max: 5 })),
      guests: maybe(fc.constantFrom('RARELY' as const, 'SOMETIMES' as const, 'OFTEN' as const)),
      worksFromHome: maybe(fc.boolean()),
      languages: fc.subarray(['Kannada', 'English', 'Tamil']),
      foodPreference: maybe(
        fc.constantFrom(
          'VEGETARIAN' as const,
          'VEGAN' as const,
          'NON_VEGETARIAN' as const,
          'NO_PREFERENCE' as const,
        ),
      ),
      smoking: maybe(fc.boolean()),
      drinking: maybe(fc.boolean()),
      pets: maybe(fc.boolean()),
      preferredAgeMin: maybe(fc.integer({ min: 18, max: 30 })),
    });
    const people = [];
    for (const [i, a] of fc.sample(answers, { numRuns: 45, seed: 1515 }).entries()) {
      const budgetMax = a.budgetMin === null ? null : a.budgetMin + 3000 + (i % 7) * 1000;
      const ageMax = a.preferredAgeMin === null ? null : a.preferredAgeMin + 6 + (i % 4);
      people.push(await seeker({ ...a, city, budgetMax, preferredAgeMax: ageMax }, `B${i}`));
    }
    // Hidden and blocked people stay out of both.
    const viewers = people.slice(0, 6);
    await db.insert(roommateHides).values({ userId: viewers[0]!.id, targetId: people[10]!.id });
    await db.insert(blocks).values({ blockerId: viewers[0]!.id, blockedId: people[11]!.id });

    const rows = await db.select().from(profiles);
    const byId = new Map(rows.map((p) => [p.userId, p]));
    let compared = 0;
    for (const viewer of viewers) {
      const mine = compatibilityProfileOf(byId.get(viewer.id)!);
      // The bound never falls below a score's unrounded value, for anyone in the database.
      const pairs = await queryRows<{ bound: number; score: number }>(
        db,
        sql`select c.bound, d.score
          from (select b.id, ${boundOfFits('b', mine)} as bound
            from (select ${profiles.userId} as id, ${boundColumns(mine)} from ${profiles} offset 0) as b) as c
          join (select f.id, ${scoreOfFits('f')} as score
            from (select ${profiles.userId} as id, ${fitColumns(mine)} from ${profiles} offset 0) as f) as d
          on d.id = c.id`,
      );
      for (const { bound, score } of pairs) expect(bound).toBeGreaterThanOrEqual(score - 0.5);

      for (const query of [{ city }, {}]) {
        for (const minScore of [undefined, '60', '85']) {
          for (const pageNo of ['1', '2', '3']) {
            const f = roommateFiltersInput.parse({ ...query, minScore, page: pageNo, limit: '5' });
            const plain = await bestMatchPage(db, f, viewer.id, mine, plainBestMatchQuery);
            // A first pass of one row: the threshold comes from the fewest rows it may.
            for (const firstPass of [1, undefined]) {
              const fast = await bestMatchPage(db, f, viewer.id, mine, (...args) =>
                bestMatchQuery(...args, { firstPass }),
              );
              expect({ viewer: viewer.id, query, minScore, pageNo, ...fast }).toEqual({
                viewer: viewer.id,
                query,
                minScore,
                pageNo,
                ...plain,
              });
            }
            compared += plain.page.length;
          }
        }
      }
    }
    // The pages were not empty: real rankings were compared, not two empty lists.
    expect(compared).toBeGreaterThan(200);
  });
});

describe('GET /users/:id/compatibility', () => {
  it('explains every factor and says how many were answered', async () => {
    const a = await seeker({ city: 'jaipur', smoking: false, lifestyle: 'EARLY_BIRD', age: 30 });
    const b = await seeker({ city: 'jaipur', smoking: true, lifestyle: 'EARLY_BIRD' });
    const res = await request(t.app)
      .get(`/api/users/${b.id}/compatibility`)
      .set(...as(a));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      score: 56,
      excludedBy: null,
      answered: 2,
      total: 13,
      interested: false,
      matched: false,
      conversationId: null,
    });
    expect(res.body.data.factors.find((f: { factor: string }) => f.factor === 'smoking')).toEqual({
      factor: 'smoking',
      label: 'Smoking',
      points: 0,
      max: 8,
      known: true,
      reason: 'Different about smoking',
    });
    expect(
      (
        await request(t.app)
          .get(`/api/users/999999/compatibility`)
          .set(...as(a))
      ).status,
    ).toBe(404);
  });
});

describe('interest and matches', () => {
  it('turns mutual interest into one conversation with a note, notifications and a match list', async () => {
    const { db } = t.ctx.database;
    const a = await seeker({ city: 'delhi' }, 'Riya');
    const b = await seeker({ city: 'delhi' }, 'Meher');

    const first = await request(t.app)
      .post(`/api/roommates/${b.id}/interest`)
      .set(...as(a));
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ interested: true, matched: false, conversationId: null });
    // Saying it again changes nothing.
    expect(
      (
        await request(t.app)
          .post(`/api/roommates/${b.id}/interest`)
          .set(...as(a))
      ).body.data,
    ).toEqual({ interested: true, matched: false, conversationId: null });

    const back = await request(t.app)
      .post(`/api/roommates/${a.id}/interest`)
      .set(...as(b));
    expect(back.status).toBe(200);
    const { conversationId } = back.body.data;
    expect(back.body.data).toEqual({
      interested: true,
      matched: true,
      conversationId: expect.any(Number),
    });

    const notes = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(notes).toEqual([expect.objectContaining({ content: MATCH_MESSAGE, kind: 'SYSTEM' })]);
    for (const u of [a, b]) {
      const mine = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, u.id), eq(notifications.type, 'ROOMMATE_MATCH')));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.link).toBe(`/chat?convoId=${conversationId}`);
    }
    const conv = await request(t.app)
      .get(`/api/messages/conversations/${conversationId}`)
      .set(...as(b));
    expect(conv.status).toBe(200);
    expect(JSON.stringify(conv.body)).toContain(MATCH_MESSAGE);

    const listA = await request(t.app)
      .get('/api/roommates/matches')
      .set(...as(a));
    expect(listA.body.data).toEqual([
      {
        user: expect.objectContaining({ id: b.id }),
        conversationId,
        matchedAt: expect.any(String),
      },
    ]);
    const listB = await request(t.app)
      .get('/api/roommates/matches')
      .set(...as(b));
    expect(listB.body.data.map((m: { user: { id: number } }) => m.user.id)).toEqual([a.id]);

    const card = await request(t.app)
      .get('/api/users-public/roommates')
      .query({ city: 'delhi' })
      .set(...as(a));
    expect(card.body.data.find((u: { id: number }) => u.id === b.id)).toMatchObject({
      interested: true,
      matched: true,
    });

    // Withdrawn: no longer a match; interested again, the same conversation comes back.
    await request(t.app)
      .delete(`/api/roommates/${b.id}/interest`)
      .set(...as(a));
    expect(
      (
        await request(t.app)
          .get('/api/roommates/matches')
          .set(...as(a))
      ).body.data,
    ).toEqual([]);
    const again = await request(t.app)
      .post(`/api/roommates/${b.id}/interest`)
      .set(...as(a));
    expect(again.body.data).toEqual({ interested: true, matched: true, conversationId });
    // ...without a second note or a second notification.
    expect(
      await db.select().from(messages).where(eq(messages.conversationId, conversationId)),
    ).toHaveLength(1);
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, a.id), eq(notifications.type, 'ROOMMATE_MATCH'))),
    ).toHaveLength(1);
  });

  it('refuses oneself, someone not looking, and nobody at all', async () => {
    const a = await seeker({ city: 'delhi' });
    const landlord = await createUser(t.ctx.database.db, {
      role: 'LANDLORD',
      profile: { roomPreference: 'PROPERTY_OWNER' },
    });
    const self = await request(t.app)
      .post(`/api/roommates/${a.id}/interest`)
      .set(...as(a));
    expect(self.status).toBe(400);
    const owner = await request(t.app)
      .post(`/api/roommates/${landlord.id}/interest`)
      .set(...as(a));
    expect(owner.status).toBe(400);
    expect(owner.body.error).toMatch(/looking for a room/);
    expect(
      (
        await request(t.app)
          .post('/api/roommates/999999/interest')
          .set(...as(a))
      ).status,
    ).toBe(404);
    expect(
      (
        await request(t.app)
          .post(`/api/roommates/${a.id}/hide`)
          .set(...as(a))
      ).status,
    ).toBe(400);
  });

  it('allows 100 interests a day, then answers 429', async () => {
    const strict = createApp({
      ...t.ctx,
      rateLimits: { roommateInterestsPerAccount: { limit: 2, windowMs: 86_400_000 } },
    }).app;
    const a = await seeker({ city: 'mumbai' });
    const others = [await seeker({}), await seeker({}), await seeker({})];
    const codes = [];
    for (const o of others) {
      codes.push(
        (
          await request(strict)
            .post(`/api/roommates/${o.id}/interest`)
            .set(...as(a))
        ).status,
      );
    }
    expect(codes).toEqual([200, 200, 429]);
    expect(MESSAGES.tooManyRequests).toEqual(expect.any(String));
  });
});
