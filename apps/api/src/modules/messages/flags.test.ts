import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.close());

describe('payment flags over REST', () => {
  it('flags a request for money before the visit on the inquiry and in the conversation', async () => {
    const db = t.ctx.database.db;
    const owner = await createUser(db, { role: 'LANDLORD' });
    const tenant = await createUser(db);
    const first = await request(t.app)
      .post('/api/messages/conversations-inquiry')
      .set(...bearer(t, tenant))
      .send({ receiverId: owner.id, text: 'Is the room available from June?' });
    expect(first.status).toBe(201);
    expect(first.body.data.message.flags).toEqual([]);
    const scam = await request(t.app)
      .post('/api/messages/conversations-inquiry')
      .set(...bearer(t, owner))
      .send({ receiverId: tenant.id, text: 'Yes. Pay ₹5000 token amount first to block it.' });
    // Delivered, not blocked.
    expect(scam.status).toBe(201);
    expect(scam.body.data.message.flags).toEqual(['PAYMENT_REQUEST']);

    const detail = await request(t.app)
      .get(`/api/messages/conversations/${first.body.data.conversation.id}`)
      .set(...bearer(t, tenant));
    expect(detail.body.data.messages.map((m: { flags: string[] }) => m.flags)).toEqual([
      [],
      ['PAYMENT_REQUEST'],
    ]);
  });
});
