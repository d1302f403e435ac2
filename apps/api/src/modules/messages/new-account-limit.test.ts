import { BLOCK_MESSAGES } from '@roomsetu/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createUser, type UserOverrides } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { parseMetrics, valueOf } from '../../test/prometheus-text';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
type U = { id: number; role: 'TENANT' | 'LANDLORD' | 'ADMIN' };
const inquire = (from: U, receiverId: number, text = 'Is the room free?') =>
  request(t.app)
    .post('/api/messages/conversations-inquiry')
    .set(...bearer(t, from))
    .send({ receiverId, text });
const people = async (n: number) => {
  const out: U[] = [];
  for (let i = 0; i < n; i++) out.push(await createUser(t.ctx.database.db, { role: 'LANDLORD' }));
  return out;
};
/** An account created `ageMs` before the test clock's now. */
const account = (ageMs: number, o: UserOverrides = {}) =>
  createUser(t.ctx.database.db, { createdAt: new Date(t.ctx.now().getTime() - ageMs), ...o });

describe('new accounts start at most 5 conversations a day', () => {
  it('refuses the 6th with 429 and the way to lift it; existing conversations go on', async () => {
    const fresh = await account(HOUR);
    const owners = await people(6);
    for (const o of owners.slice(0, 5)) expect((await inquire(fresh, o.id)).status).toBe(201);
    const sixth = await inquire(fresh, owners[5]!.id);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      success: false,
      code: 'BLOCKS_NEW_ACCOUNT_CONVERSATIONS',
      error: BLOCK_MESSAGES.newAccountConversations,
    });
    expect(
      valueOf(parseMetrics(await t.ctx.metrics.scrape()), 'roomsetu_rate_limit_refusals_total', {
        limit: 'newAccountConversations',
      }),
    ).toBe(1);
    // Lifted when the account is a day old: 23 hours from now.
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(22 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(23 * 3600);
    // Writing again where a conversation exists is not limited.
    expect((await inquire(fresh, owners[0]!.id, 'And the deposit?')).status).toBe(201);
    // Nor is answering someone who wrote first.
    const writer = await account(48 * HOUR, { isPhoneVerified: true });
    expect((await inquire(writer, fresh.id, 'Hello from an owner')).status).toBe(201);
    expect((await inquire(fresh, writer.id, 'Hello back')).status).toBe(201);
  });

  it('does not limit a phone-verified new account or an account older than a day', async () => {
    const verified = await account(HOUR, { isPhoneVerified: true });
    const older = await account(25 * HOUR);
    for (const who of [verified, older]) {
      for (const o of await people(6)) expect((await inquire(who, o.id)).status).toBe(201);
    }
  });

  it('lifts once the account is a day old (moved clock)', async () => {
    const fresh = await account(2 * HOUR);
    const owners = await people(7);
    for (const o of owners.slice(0, 5)) expect((await inquire(fresh, o.id)).status).toBe(201);
    expect((await inquire(fresh, owners[5]!.id)).status).toBe(429);
    t.clock.advance(21 * HOUR);
    expect((await inquire(fresh, owners[5]!.id)).status).toBe(429);
    t.clock.advance(2 * HOUR);
    expect((await inquire(fresh, owners[5]!.id)).status).toBe(201);
    expect((await inquire(fresh, owners[6]!.id)).status).toBe(201);
  });
});
