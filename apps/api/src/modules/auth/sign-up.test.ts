import { MESSAGES } from '@roomsetu/shared';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { profiles, userInterests, users, verificationCodes } from '../../db/schema';
import { createUser, signUpBody } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
beforeAll(async () => {
  // Without SMTP_URL the mailer writes to the (silent) log: these tests are about the rows.
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

const signUp = (body: object, app = t.app) => request(app).post('/api/auth/signup').send(body);

async function rowCounts() {
  const { db } = t.ctx.database;
  const count = async (
    table: typeof users | typeof profiles | typeof userInterests | typeof verificationCodes,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    users: await count(users),
    profiles: await count(profiles),
    userInterests: await count(userInterests),
    codes: await count(verificationCodes),
  };
}

async function storedUser(email: string) {
  const { db } = t.ctx.database;
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email));
  return row!;
}

describe('signing up', () => {
  it('takes the role from the room preference, never from the body', async () => {
    const cases = [
      ['LOOKING_FOR_ROOM', 'TENANT'],
      ['LOOKING_FOR_ROOMMATE', 'TENANT'],
      ['PROPERTY_OWNER', 'LANDLORD'],
    ] as const;
    const step4 = {
      LOOKING_FOR_ROOM: { budget: '5000-10000', roommateGender: 'ANY' },
      LOOKING_FOR_ROOMMATE: {
        smoking: false,
        drinking: 'no',
        pets: true,
        foodPreference: 'VEGETARIAN',
        lifestyle: 'EARLY_BIRD',
      },
      PROPERTY_OWNER: { landlordTerms: true },
    };
    for (const [roomPreference, role] of cases) {
      const body = signUpBody({
        roomPreference,
        ...step4[roomPreference],
        role: 'ADMIN',
        isEmailVerified: true,
      });
      const res = await signUp(body);
      expect(res.status).toBe(201);
      const { user, profile } = await storedUser(body.email as string);
      expect(user.role).toBe(role);
      expect(user.isEmailVerified).toBe(false);
      expect(profile.roomPreference).toBe(roomPreference);
    }
  });

  it('stores the profile of each step and a bcrypt hash, never the password', async () => {
    const body = signUpBody({
      roomPreference: 'LOOKING_FOR_ROOMMATE',
      smoking: 'yes',
      drinking: false,
      pets: 'no',
      foodPreference: 'JAIN',
      lifestyle: 'NIGHT_OWL',
      city: 'Bangalore',
      age: '31',
    });
    expect((await signUp(body)).status).toBe(201);
    const { user, profile } = await storedUser(body.email as string);
    expect(user.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(user.passwordHash).not.toContain(body.password);
    expect(profile).toMatchObject({
      age: 31,
      gender: 'FEMALE',
      city: 'bengaluru',
      occupation: 'Software engineer',
      education: 'BACHELOR',
      smoking: true,
      drinking: false,
      pets: false,
      foodPreference: 'JAIN',
      lifestyle: 'NIGHT_OWL',
    });
  });

  it('records the landlord terms acceptance for owners', async () => {
    const body = signUpBody({ roomPreference: 'PROPERTY_OWNER', landlordTerms: true });
    expect((await signUp(body)).status).toBe(201);
    const { profile } = await storedUser(body.email as string);
    expect(profile.landlordTermsAcceptedAt).toBeInstanceOf(Date);
  });

  it('keeps the chosen interests and drops ids that do not exist', async () => {
    const list = await request(t.app).get('/api/users-public/interests');
    const [a, b] = list.body.data as { id: number; name: string }[];
    const body = signUpBody({ interests: [a!.id, b!.id, 999_999] });
    expect((await signUp(body)).status).toBe(201);
    const { user } = await storedUser(body.email as string);
    const rows = await t.ctx.database.db
      .select()
      .from(userInterests)
      .where(eq(userInterests.userId, user.id));
    expect(rows.map((r) => r.interestId).sort()).toEqual([a!.id, b!.id].sort());
  });
});

describe('duplicate sign-ups', () => {
  it('answer 409 for a taken e-mail (any case) or verified phone and write nothing', async () => {
    const existing = await createUser(t.ctx.database.db, {
      phone: '9123456780',
      isPhoneVerified: true,
    });
    const before = await rowCounts();
    const byEmail = await signUp(signUpBody({ email: existing.email.toUpperCase() }));
    expect(byEmail.status).toBe(409);
    expect(byEmail.body).toEqual({
      success: false,
      code: 'DUPLICATE_EMAIL',
      error: MESSAGES.duplicateEmail,
    });
    const byPhone = await signUp(signUpBody({ phone: '9123456780' }));
    expect(byPhone.status).toBe(409);
    expect(byPhone.body.error).toBe(MESSAGES.duplicatePhone);
    expect(await rowCounts()).toEqual(before);
  });

  it('answer 409 for another address of the same inbox: a +tag, or Gmail dots', async () => {
    // From a network of their own, so the other tests keep their share of the per-IP limit.
    const signUp = (body: object) =>
      request(t.app).post('/api/auth/signup').set('X-Forwarded-For', '203.0.113.50').send(body);
    const stamp = Date.now();
    expect((await signUp(signUpBody({ email: `priya.sharma${stamp}@gmail.com` }))).status).toBe(
      201,
    );
    expect((await signUp(signUpBody({ email: `ravi${stamp}@example.com` }))).status).toBe(201);
    const before = await rowCounts();
    for (const alias of [
      `priyasharma${stamp}@gmail.com`,
      `p.r.i.y.a.sharma${stamp}+rooms@googlemail.com`,
      `Priya.Sharma${stamp}+2@GMAIL.com`,
      `ravi${stamp}+flat@example.com`,
    ]) {
      const res = await signUp(signUpBody({ email: alias }));
      expect(res.status, alias).toBe(409);
      expect(res.body.error).toBe(MESSAGES.duplicateEmail);
    }
    // Dots are an address of their own outside Gmail.
    expect((await signUp(signUpBody({ email: `r.avi${stamp}@example.com` }))).status).toBe(201);
    expect((await rowCounts()).users).toBe(before.users + 1);
  });

  it('let exactly one of simultaneous sign-ups with aliases of one inbox through', async () => {
    const signUp = (body: object) =>
      request(t.app).post('/api/auth/signup').set('X-Forwarded-For', '203.0.113.51').send(body);
    const stamp = Date.now();
    const results = await Promise.all(
      [`alias${stamp}@gmail.com`, `al.ias${stamp}@gmail.com`, `alias${stamp}+x@gmail.com`].map(
        (email) => signUp(signUpBody({ email })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('let exactly one of two simultaneous sign-ups with the same e-mail through', async () => {
    const before = await rowCounts();
    const email = `race${Date.now()}@example.com`;
    const results = await Promise.all([
      signUp(signUpBody({ email })),
      signUp(signUpBody({ email })),
      signUp(signUpBody({ email })),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.error).toBe(MESSAGES.duplicateEmail);
    }
    const after = await rowCounts();
    expect(after.users).toBe(before.users + 1);
    expect(after.profiles).toBe(before.profiles + 1);
    expect(after.codes).toBe(before.codes + 1);
  });

  it('let a number nobody has confirmed be named by several sign-ups, even at once', async () => {
    // Registering someone else's number first must not lock its owner out: it stays pending
    // until a code sent to it is confirmed (verification/phone.test.ts).
    const phone = '9345678123';
    await createUser(t.ctx.database.db, { phone });
    const results = await Promise.all([
      signUp(signUpBody({ phone })),
      signUp(signUpBody({ phone })),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const holders = await t.ctx.database.db
      .select({ verified: users.isPhoneVerified })
      .from(users)
      .where(eq(users.phone, phone));
    expect(holders).toEqual([{ verified: false }, { verified: false }, { verified: false }]);
  });
});

describe('sign-up rate limit', () => {
  it('answers 429 after too many sign-ups from one address', async () => {
    const { app } = createApp({
      ...t.ctx,
      rateLimits: { signupPerIp: { limit: 2, windowMs: 60_000 } },
    });
    await signUp(signUpBody(), app);
    await signUp(signUpBody(), app);
    const res = await signUp(signUpBody(), app);
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(MESSAGES.tooManyAttempts);
  });
});
