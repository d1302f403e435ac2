import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createConversation, createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
let admin: { id: number; role: 'ADMIN' | 'TENANT' | 'LANDLORD' };
let landlordId: number;

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  admin = await createUser(db, { role: 'ADMIN' });
  landlordId = (await createUser(db, { role: 'LANDLORD' })).id;
});
afterAll(async () => {
  await t.close();
});

// A fresh token each time: one test moves the clock past the token's lifetime.
const figures = async () => {
  const res = await request(t.app)
    .get('/api/admin/dashboard')
    .set(...bearer(t, admin));
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('GET /api/admin/dashboard', () => {
  it('counts users by role and by verification badge', async () => {
    const db = t.ctx.database.db;
    const before = await figures();
    await createUser(db, { isEmailVerified: false });
    const both = await createUser(db, { role: 'LANDLORD' });
    await db.execute(sql`update users set is_phone_verified = true where id = ${both.id}`);
    const after = await figures();
    expect(after.users.total).toBe(before.users.total + 2);
    expect(after.users.byRole.TENANT).toBe(before.users.byRole.TENANT + 1);
    expect(after.users.byRole.LANDLORD).toBe(before.users.byRole.LANDLORD + 1);
    expect(after.users.byRole.ADMIN).toBe(before.users.byRole.ADMIN);
    expect(after.users.byVerification).toEqual({
      verified: before.users.byVerification.verified + 1,
      emailVerified: before.users.byVerification.emailVerified,
      notVerified: before.users.byVerification.notVerified + 1,
    });
    expect(after.users.newLast7Days).toBe(before.users.newLast7Days + 2);
  });

  it('moves when listings are added, moderated and soft-deleted', async () => {
    const db = t.ctx.database.db;
    const before = await figures();
    const pending = await createProperty(db, landlordId, { status: 'PENDING' });
    await createProperty(db, landlordId);
    await createProperty(db, landlordId, { status: 'DELETED', deletedAt: new Date() });
    const after = await figures();
    expect(after.listings.total).toBe(before.listings.total + 2);
    expect(after.listings.byStatus.ACTIVE).toBe(before.listings.byStatus.ACTIVE + 1);
    expect(after.listings.byStatus.PENDING).toBe(before.listings.byStatus.PENDING + 1);
    expect(after.listings.byStatus).not.toHaveProperty('DELETED');
    expect(after.listings.newLast7Days).toBe(before.listings.newLast7Days + 2);

    await request(t.app)
      .patch(`/api/admin/listings/${pending.id}`)
      .set(...bearer(t, admin))
      .send({ status: 'ACTIVE' });
    const moderated = await figures();
    expect(moderated.listings.byStatus.ACTIVE).toBe(after.listings.byStatus.ACTIVE + 1);
    expect(moderated.listings.byStatus.PENDING).toBe(after.listings.byStatus.PENDING - 1);
  });

  it('counts conversations, messages and open contact messages and reports', async () => {
    const db = t.ctx.database.db;
    const before = await figures();
    const a = await createUser(db);
    await createConversation(db, a.id, landlordId, ['one', 'two', 'three']);
    await db.insert(contactMessages).values([
      { firstName: 'A', email: 'a@example.in', message: 'help' },
      { firstName: 'B', email: 'b@example.in', message: 'bad', type: 'report', category: 'REPORT' },
      { firstName: 'C', email: 'c@example.in', message: 'done', status: 'READ' },
    ]);
    const after = await figures();
    expect(after.conversations).toBe(before.conversations + 1);
    expect(after.messages).toBe(before.messages + 3);
    expect(after.openContactMessages).toBe(before.openContactMessages + 1);
    expect(after.openReports).toBe(before.openReports + 1);
  });

  it('counts new sign-ups and listings over the last 7 days of the clock', async () => {
    const now = await figures();
    expect(now.users.newLast7Days).toBeGreaterThan(0);
    expect(now.listings.newLast7Days).toBeGreaterThan(0);
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    const later = await figures();
    expect(later.users.newLast7Days).toBe(0);
    expect(later.listings.newLast7Days).toBe(0);
    expect(later.users.total).toBe(now.users.total);
    expect(Date.parse(later.generatedAt) - Date.parse(now.generatedAt)).toBeGreaterThan(
      7 * 24 * 60 * 60 * 1000,
    );
  });
});
