import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createConversation, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

const inquire = (auth: [string, string], receiverId: number, text = 'Is it free?') =>
  request(t.app)
    .post('/api/messages/conversations-inquiry')
    .set(...auth)
    .send({ receiverId, text });

describe('new conversation limit', () => {
  it('answers 429 with Retry-After to the 21st new conversation of an account in an hour', async () => {
    const db = t.ctx.database.db;
    // Phone-verified: the tighter limit of new accounts is tested on its own.
    const sender = await createUser(db, { isPhoneVerified: true });
    const auth = bearer(t, sender);
    const receivers = [];
    for (let i = 0; i < 21; i++) receivers.push(await createUser(db));
    for (const r of receivers.slice(0, 20)) expect((await inquire(auth, r.id)).status).toBe(201);
    const refused = await inquire(auth, receivers[20]!.id);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      code: expect.any(String),
      error: expect.any(String),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Writing again in a conversation that exists is not a new conversation.
    expect((await inquire(auth, receivers[0]!.id, 'One more question')).status).toBe(201);
    // The limit is the sender's: someone else may still write to the 21st person.
    expect((await inquire(bearer(t, await createUser(db)), receivers[20]!.id)).status).toBe(201);
  });
});

describe('report limit', () => {
  it('answers 429 with Retry-After once an account has sent too many reports', async () => {
    const db = t.ctx.database.db;
    const a = await createUser(db);
    const b = await createUser(db);
    const { id } = await createConversation(db, a.id, b.id, ['hello']);
    const auth = bearer(t, a);
    const report = () =>
      request(t.app)
        .post(`/api/messages/conversations/${id}/report`)
        .set(...auth)
        .send({ message: 'Asks for money up front' });
    for (let i = 0; i < 10; i++) expect((await report()).status).toBe(201);
    const refused = await report();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The other participant's reports are counted on their own.
    const other = await request(t.app)
      .post(`/api/messages/conversations/${id}/report`)
      .set(...bearer(t, b))
      .send({ message: 'Asks for money up front' });
    expect(other.status).toBe(201);
  });
});
