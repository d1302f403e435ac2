import { VALIDATION } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { users } from '../../db/schema';
import { signUpBody } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
let app: TestEnv['app'];
beforeAll(async () => {
  t = await createTestEnv();
  // Dozens of refused sign-ups from one address: lift the limit for this file only.
  app = createApp({ ...t.ctx, rateLimits: { signupPerIp: { limit: 1000, windowMs: 60_000 } } }).app;
});
afterAll(async () => {
  await t.close();
});

const without = (key: string) => ({ [key]: undefined });
const roommate = {
  roomPreference: 'LOOKING_FOR_ROOMMATE',
  smoking: 'no',
  drinking: 'no',
  pets: 'yes',
  foodPreference: 'VEGAN',
  lifestyle: 'REGULAR',
};
const owner = { roomPreference: 'PROPERTY_OWNER', landlordTerms: true };

/** [what the request skipped or got wrong, the changes to a valid body, field, the form's message] */
const cases: [string, Record<string, unknown>, string, string][] = [
  // Step 1
  ['no first name', without('firstName'), 'firstName', VALIDATION.firstNameRequired],
  ['a blank first name', { firstName: '   ' }, 'firstName', VALIDATION.firstNameRequired],
  ['no last name', { lastName: '' }, 'lastName', VALIDATION.lastNameRequired],
  ['no e-mail', without('email'), 'email', VALIDATION.emailRequired],
  ['a malformed e-mail', { email: 'priya@' }, 'email', VALIDATION.emailInvalid],
  ['no phone', { phone: '' }, 'phone', VALIDATION.phoneRequired],
  ['a 9-digit phone', { phone: '987654321' }, 'phone', VALIDATION.phoneInvalid],
  ['letters in the phone', { phone: '98765abcde' }, 'phone', VALIDATION.phoneInvalid],
  ['no password', without('password'), 'password', VALIDATION.passwordRequired],
  [
    'a short password',
    { password: 'Ab1!', confirmPassword: 'Ab1!' },
    'password',
    VALIDATION.passwordRule,
  ],
  [
    'no uppercase',
    { password: 'secret@123', confirmPassword: 'secret@123' },
    'password',
    VALIDATION.passwordRule,
  ],
  [
    'no special',
    { password: 'Secret1234', confirmPassword: 'Secret1234' },
    'password',
    VALIDATION.passwordRule,
  ],
  [
    'a foreign special',
    { password: 'Secret_123', confirmPassword: 'Secret_123' },
    'password',
    VALIDATION.passwordRule,
  ],
  [
    'no confirmation',
    without('confirmPassword'),
    'confirmPassword',
    VALIDATION.confirmPasswordRequired,
  ],
  [
    'another confirmation',
    { confirmPassword: 'Secret@124' },
    'confirmPassword',
    VALIDATION.passwordsDoNotMatch,
  ],
  ['terms not ticked', { terms: false }, 'terms', VALIDATION.termsRequired],
  ['terms missing', without('terms'), 'terms', VALIDATION.termsRequired],
  // Step 2
  ['no age', without('age'), 'age', VALIDATION.ageRequired],
  ['age 17', { age: 17 }, 'age', VALIDATION.ageRange],
  ['age 101', { age: '101' }, 'age', VALIDATION.ageRange],
  ['no gender', without('gender'), 'gender', VALIDATION.genderRequired],
  ['an unknown gender', { gender: 'ROBOT' }, 'gender', VALIDATION.genderRequired],
  ['no city', { city: '' }, 'city', VALIDATION.cityRequired],
  ['no occupation', without('occupation'), 'occupation', VALIDATION.occupationRequired],
  ['no education', without('education'), 'education', VALIDATION.educationRequired],
  // Step 3
  [
    'no room preference',
    without('roomPreference'),
    'roomPreference',
    VALIDATION.roomPreferenceRequired,
  ],
  [
    'ADMIN as a preference',
    { roomPreference: 'ADMIN' },
    'roomPreference',
    VALIDATION.roomPreferenceRequired,
  ],
  // Step 4: looking for a room
  ['no budget', without('budget'), 'budget', VALIDATION.budgetRequired],
  ['an unknown budget', { budget: '1-2' }, 'budget', VALIDATION.budgetRequired],
  [
    'no roommate gender',
    without('roommateGender'),
    'roommateGender',
    VALIDATION.roommateGenderRequired,
  ],
  // Step 4: looking for a roommate
  [
    'no smoking answer',
    { ...roommate, smoking: undefined },
    'smoking',
    VALIDATION.preferenceRequired,
  ],
  ['no drinking answer', { ...roommate, drinking: '' }, 'drinking', VALIDATION.preferenceRequired],
  ['no pets answer', { ...roommate, pets: 'maybe' }, 'pets', VALIDATION.preferenceRequired],
  [
    'no food preference',
    { ...roommate, foodPreference: undefined },
    'foodPreference',
    VALIDATION.foodPreferenceRequired,
  ],
  [
    'no lifestyle',
    { ...roommate, lifestyle: undefined },
    'lifestyle',
    VALIDATION.lifestyleRequired,
  ],
  // Step 4: property owner
  [
    'landlord terms not ticked',
    { ...owner, landlordTerms: false },
    'landlordTerms',
    VALIDATION.landlordTermsRequired,
  ],
  [
    'landlord terms missing',
    { ...owner, landlordTerms: undefined },
    'landlordTerms',
    VALIDATION.landlordTermsRequired,
  ],
];

async function userCount(): Promise<number> {
  const [row] = await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
}

describe('sign-up validation, enforced by the API for a request that skips the wizard', () => {
  it.each(cases)('refuses %s with the form message', async (_what, changes, field, message) => {
    const res = await request(app).post('/api/auth/signup').send(signUpBody(changes));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toBe(message);
    expect(res.body.details[field]).toBe(message);
  });

  it('reports the first failing field of the wizard order first, and every field in details', async () => {
    const res = await request(app)
      .post('/api/auth/signup')
      .send(signUpBody({ email: 'bad', lastName: '', age: 12, budget: undefined }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(VALIDATION.lastNameRequired);
    expect(res.body.details).toMatchObject({
      lastName: VALIDATION.lastNameRequired,
      email: VALIDATION.emailInvalid,
      age: VALIDATION.ageRange,
      budget: VALIDATION.budgetRequired,
    });
  });

  it('answers an empty body with the first message of step 1', async () => {
    const res = await request(app).post('/api/auth/signup').send({});
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(VALIDATION.firstNameRequired);
  });

  it('writes nothing for any refused sign-up', async () => {
    const before = await userCount();
    for (const [, changes] of cases.slice(0, 5)) {
      await request(app).post('/api/auth/signup').send(signUpBody(changes));
    }
    expect(await userCount()).toBe(before);
  });

  it('validates the duplicate check and sign-in with the same messages', async () => {
    const dup = await request(app)
      .post('/api/auth/check-duplicate')
      .send({ email: 'a@example.com', phone: '12' });
    expect(dup.body).toMatchObject({
      error: VALIDATION.phoneInvalid,
      details: { phone: VALIDATION.phoneInvalid },
    });
    const noEmail = await request(app).post('/api/auth/login').send({ password: 'Secret@123' });
    expect(noEmail.body.error).toBe(VALIDATION.emailRequired);
    const short = await request(app)
      .post('/api/auth/login')
      .send({ email: 'a@example.com', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(VALIDATION.passwordMin);
  });
});
