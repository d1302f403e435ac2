import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@roomsetu/shared';
import { createApp } from '../app';
import { bearer } from '../test/auth';
import { createProperty, createUser, signUpBody } from '../test/factories';
import { createTestEnv, type TestEnv } from '../test/harness';
import { raisedRateLimits } from '../test/limits';
import type { Express } from 'express';

let t: TestEnv;
let app: Express;
let landlord: [string, string];
let propertyId: number;
let peerId: number;
beforeAll(async () => {
  t = await createTestEnv();
  app = createApp({ ...t.ctx, rateLimits: raisedRateLimits() }).app;
  const db = t.ctx.database.db;
  const user = await createUser(db, { role: 'LANDLORD' });
  landlord = bearer(t, user);
  propertyId = (await createProperty(db, user.id)).id;
  peerId = (await createUser(db)).id;
});
afterAll(async () => {
  await t.close();
});

// PostgreSQL text cannot hold NUL; lone surrogates are not text at all (the driver would store U+FFFD).
const UNSTORABLE = ['a\u0000b', 'a\ud800b', '\udc00'];

const writes = (text: string): [string, string, () => request.Test][] => [
  [
    'the contact form',
    'message',
    () =>
      request(app)
        .post('/api/users-public/send-message')
        .send({ firstName: 'Ravi', email: 'ravi@example.com', message: text }),
  ],
  [
    'sign-up',
    'occupation',
    () =>
      request(app)
        .post('/api/auth/signup')
        .send(signUpBody({ occupation: text })),
  ],
  [
    'a listing edit',
    'title',
    () =>
      request(app)
        .put(`/api/properties/${propertyId}`)
        .set(...landlord)
        .send({ title: text }),
  ],
  [
    'a profile edit',
    'occupation',
    () =>
      request(app)
        .patch('/api/auth/user-profile')
        .set(...landlord)
        .send({ occupation: text }),
  ],
  [
    'an inquiry',
    'text',
    () =>
      request(app)
        .post('/api/messages/conversations-inquiry')
        .set(...landlord)
        .send({ receiverId: peerId, text }),
  ],
];

describe('text the database cannot store', () => {
  for (const text of UNSTORABLE) {
    it.each(writes(text))(
      `refuses ${JSON.stringify(text)} in %s with a 400 naming the field`,
      async (_name, field, send) => {
        const res = await send();
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          success: false,
          code: 'TEXT_UNSTORABLE',
          error: VALIDATION.textUnstorable,
          details: { [field]: VALIDATION.textUnstorable },
          fieldCodes: { [field]: 'TEXT_UNSTORABLE' },
        });
      },
    );
  }

  it('refuses NUL in a query value (a query cannot carry a lone surrogate: it decodes to U+FFFD)', async () => {
    const res = await request(app).get('/api/users-public/roommates?search=a%00');
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ search: VALIDATION.textUnstorable });
  });

  it('refuses it deep inside a body, naming the path', async () => {
    const res = await request(app)
      .post('/api/property-photos/1/photos')
      .set(...landlord)
      .send({ photos: [{ id: 1, isPrimary: true, note: ['ok', 'x\u0000'] }] });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ 'photos.0.note.1': VALIDATION.textUnstorable });
  });

  it('keeps accepting emoji, Devanagari and other well-formed text', async () => {
    const res = await request(app)
      .post('/api/users-public/send-message')
      .send({ firstName: 'रवि 💥', email: 'ravi@example.com', message: 'नमस्ते 👋🏽 — ok' });
    expect(res.status).toBe(201);
  });
});
