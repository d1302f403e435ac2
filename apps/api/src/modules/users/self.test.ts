import { MESSAGES, VALIDATION } from '@roomsetu/shared';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests, userInterests, users } from '../../db/schema';
import { signAccessToken } from '../../lib/tokens';
import { createProperty, createUser, DEFAULT_PASSWORD } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

async function signIn(email: string): Promise<string> {
  const res = await request(t.app)
    .post('/api/auth/login')
    .send({ email, password: DEFAULT_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.data.accessToken as string;
}

const self = (token?: string) => {
  const req = request(t.app).get('/api/users/self');
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('GET /users/self', () => {
  it('answers the account, profile, interests and listing count, and no secret', async () => {
    const { db } = t.ctx.database;
    const user = await createUser(db, {
      firstName: 'Kabir',
      lastName: 'Mehta',
      role: 'LANDLORD',
      profile: { city: 'pune', age: 40, smoking: false, roomPreference: 'PROPERTY_OWNER' },
    });
    const [music] = await db.select().from(interests).where(eq(interests.name, 'Music'));
    await db.insert(userInterests).values({ userId: user.id, interestId: music!.id });
    await createProperty(db, user.id);
    await createProperty(db, user.id);
    await createProperty(db, user.id, { deletedAt: new Date(), status: 'DELETED' });

    const res = await self(await signIn(user.email));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: user.id,
      firstName: 'Kabir',
      lastName: 'Mehta',
      email: user.email,
      phone: user.phone,
      isEmailVerified: true,
      isPhoneVerified: false,
      verifications: { email: true, phone: false, id: false },
      idStatus: 'NONE',
      idRejectionReason: null,
      role: 'LANDLORD',
      preferredLanguage: 'en',
      avatar: null,
      createdAt: expect.any(String),
      profile: expect.objectContaining({ city: 'pune', age: 40, smoking: false, drinking: null }),
      interests: [{ id: music!.id, name: 'Music' }],
      propertiesCount: 2,
    });
    expect(res.text).not.toMatch(/passwordHash|password_hash|\$2[aby]\$/i);
  });

  it('answers 404 when the account behind a valid token is gone', async () => {
    const user = await createUser(t.ctx.database.db);
    const token = await signIn(user.email);
    await t.ctx.database.db.delete(users).where(eq(users.id, user.id));
    const res = await self(token);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(MESSAGES.userNotFound);
  });
});

describe('access tokens', () => {
  it('are required', async () => {
    const res = await self();
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('answer 401 when tampered with, expired, unsigned or signed with another key', async () => {
    const user = await createUser(t.ctx.database.db);
    const token = await signIn(user.email);
    expect((await self(token)).status).toBe(200);

    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const promoted = b64({
      ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
      role: 'ADMIN',
    });
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(user.id), role: 'ADMIN', iat: now, exp: now + 600 })}.`;
    const foreign = jwt.sign({ role: 'TENANT' }, 'another-secret-another-secret-another!', {
      subject: String(user.id),
      expiresIn: '15m',
    });

    for (const bad of [
      `${header}.${payload}.${flipped}`,
      `${header}.${promoted}.${signature}`,
      unsigned,
      foreign,
      'not-a-jwt',
    ]) {
      const res = await self(bad);
      expect(res.status, bad).toBe(401);
    }

    t.clock.advance(16 * 60_000);
    const expired = await self(token);
    expect(expired.status).toBe(401);
    // A token made now still works: the clock, not the token format, expired it.
    const fresh = signAccessToken(user, t.ctx.env.JWT_SECRET, '15m', t.clock.now());
    expect((await self(fresh)).status).toBe(200);
  });
});

describe('PATCH /auth/user-profile', () => {
  const patch = (token: string, body: object) =>
    request(t.app)
      .patch('/api/auth/user-profile')
      .set('Authorization', `Bearer ${token}`)
      .send(body);

  it('updates the profile and answers the updated user with the message', async () => {
    const user = await createUser(t.ctx.database.db, { profile: { city: 'jaipur', age: 25 } });
    const token = await signIn(user.email);
    const res = await patch(token, {
      city: 'Mumbai',
      occupation: ' Designer ',
      age: '29',
      gender: 'MALE',
      smoking: 'no',
      drinking: true,
      pets: false,
      education: 'MASTER',
      budget: '20000-30000',
      lifestyle: 'FLEXIBLE',
      foodPreference: 'EGGETARIAN',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.profileUpdated);
    expect(res.body.data.profile).toMatchObject({
      city: 'mumbai',
      occupation: 'Designer',
      age: 29,
      gender: 'MALE',
      smoking: false,
      drinking: true,
      pets: false,
      education: 'MASTER',
      budget: '20000-30000',
      lifestyle: 'FLEXIBLE',
      foodPreference: 'EGGETARIAN',
    });
    expect((await self(token)).body.data.profile.city).toBe('mumbai');
  });

  it('never changes name, e-mail, phone or role, and leaves absent fields alone', async () => {
    const user = await createUser(t.ctx.database.db, {
      profile: { city: 'delhi', occupation: 'Chef' },
    });
    const token = await signIn(user.email);
    const res = await patch(token, {
      firstName: 'Mallory',
      lastName: 'X',
      email: 'mallory@example.com',
      phone: '9999999999',
      role: 'ADMIN',
      isEmailVerified: false,
      age: 33,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      role: 'TENANT',
      isEmailVerified: true,
      profile: { city: 'delhi', occupation: 'Chef', age: 33 },
    });
  });

  it('clears a field sent as null or empty, and reads a non-numeric age as no age', async () => {
    const user = await createUser(t.ctx.database.db, {
      profile: { city: 'delhi', age: 30, budget: '0-5000' },
    });
    const token = await signIn(user.email);
    const res = await patch(token, { budget: '', city: null, age: 'abc' });
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({ budget: null, city: null, age: null });
  });

  it('refuses an out-of-range age and an unknown city with 400', async () => {
    const user = await createUser(t.ctx.database.db);
    const token = await signIn(user.email);
    const young = await patch(token, { age: 12 });
    expect(young.status).toBe(400);
    expect(young.body).toMatchObject({
      error: VALIDATION.ageRange,
      details: { age: VALIDATION.ageRange },
    });
    expect((await patch(token, { city: 'new-york' })).status).toBe(400);
  });

  it('requires sign-in', async () => {
    const res = await request(t.app).patch('/api/auth/user-profile').send({ city: 'pune' });
    expect(res.status).toBe(401);
  });
});
