import { MESSAGES, NO_ROOMMATE_ANSWERS } from '@roomsetu/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests, userInterests } from '../../db/schema';
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

describe('GET /users/:id/profile', () => {
  it('shows the public fields to a verified account, and never the e-mail, the phone or a secret', async () => {
    const { db } = t.ctx.database;
    const user = await createUser(db, {
      firstName: 'Ananya',
      lastName: 'Rao',
      phone: '9555512345',
      profile: {
        age: 24,
        gender: 'FEMALE',
        city: 'hyderabad',
        occupation: 'Analyst',
        education: 'MASTER',
        preferredRoommateGender: 'FEMALE',
        drinking: false,
        pets: true,
        smoking: false,
        foodPreference: 'VEGETARIAN',
        lifestyle: 'EARLY_BIRD',
        cleanliness: 'Very tidy',
        roomPreference: 'LOOKING_FOR_ROOMMATE',
        budget: '10000-20000',
      },
    });
    const [yoga] = await db.select().from(interests).where(eq(interests.name, 'Yoga'));
    await db.insert(userInterests).values({ userId: user.id, interestId: yoga!.id });

    const reader = await createUser(db, { role: 'LANDLORD', isEmailVerified: true });
    const res = await request(t.app)
      .get(`/api/users/${user.id}/profile`)
      .set(...bearer(t, reader));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      view: 'FULL',
      id: user.id,
      firstName: 'Ananya',
      lastName: 'Rao',
      avatar: null,
      isEmailVerified: true,
      isPhoneVerified: false,
      verifications: { email: true, phone: false, id: false },
      role: 'TENANT',
      createdAt: expect.any(String),
      profile: {
        age: 24,
        gender: 'FEMALE',
        city: 'hyderabad',
        occupation: 'Analyst',
        education: 'MASTER',
        preferredRoommateGender: 'FEMALE',
        drinking: false,
        pets: true,
        smoking: false,
        foodPreference: 'VEGETARIAN',
        lifestyle: 'EARLY_BIRD',
        cleanliness: 'Very tidy',
        roomPreference: 'LOOKING_FOR_ROOMMATE',
        budget: '10000-20000',
        ...NO_ROOMMATE_ANSWERS,
      },
      interests: [{ id: yoga!.id, name: 'Yoga' }],
    });
    expect(res.text).not.toContain('9555512345');
    expect(res.text).not.toContain(user.email);
    // `verifications.phone` is the badge (a boolean), not a number.
    expect(res.text).not.toMatch(
      /"phone":(?!(true|false)[,}])|passwordHash|password_hash|\$2[aby]\$|landlordTerms/i,
    );

    // A guest reads the preview (roommates/guests.test.ts holds it to its fields).
    const guest = await request(t.app).get(`/api/users/${user.id}/profile`);
    expect(guest.body.data).toEqual({
      view: 'PREVIEW',
      id: user.id,
      name: 'Ananya R.',
      ageBand: '18-24',
      city: 'hyderabad',
      budgetBand: '10000-20000',
    });
  });

  it('answers 404 for an id nobody has', async () => {
    const res = await request(t.app).get('/api/users/987654/profile');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      code: 'USER_NOT_FOUND',
      error: MESSAGES.userNotFound,
    });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999', '1e99', '%20'])(
    "answers an invalid id '%s' with 400, never 500",
    async (id) => {
      const res = await request(t.app).get(`/api/users/${id}/profile`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    },
  );
});

describe('GET /users-public/interests', () => {
  it('lists every interest as {id, name}, sorted by name', async () => {
    const res = await request(t.app).get('/api/users-public/interests');
    expect(res.status).toBe(200);
    const list = res.body.data as { id: number; name: string }[];
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((i) => Object.keys(i).sort().join() === 'id,name')).toBe(true);
    const names = list.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
