import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
let admin: { id: number; role: 'ADMIN' | 'TENANT' | 'LANDLORD' };
let owner: Awaited<ReturnType<typeof createUser>>;
let pendingTenant: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  admin = await createUser(db, { role: 'ADMIN' });
  owner = await createUser(db, {
    role: 'LANDLORD',
    firstName: 'Rohan',
    lastName: 'Mehta',
    email: 'rohan.mehta@example.in',
  });
  pendingTenant = await createUser(db, { firstName: 'Ishita', isEmailVerified: false });
  await createProperty(db, owner.id);
  await createProperty(db, owner.id, { status: 'PENDING' });
  await createProperty(db, owner.id, { status: 'DELETED', deletedAt: new Date() });
});
afterAll(async () => {
  await t.close();
});

const adminGet = (path: string) =>
  request(t.app)
    .get(path)
    .set(...bearer(t, admin));
const ids = (res: request.Response) => res.body.data.map((r: { id: number }) => r.id);

describe('GET /api/admin/users', () => {
  it('answers rows with phone and listing count, never a password hash', async () => {
    const res = await adminGet('/api/admin/users?search=rohan mehta');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: owner.id,
        firstName: 'Rohan',
        lastName: 'Mehta',
        email: 'rohan.mehta@example.in',
        phone: owner.phone,
        role: 'LANDLORD',
        status: 'verified',
        // E-mail verified, phone not: the dashboard counts this user as 'Email Verified' too.
        statusLabel: 'Email Verified',
        isEmailVerified: true,
        isPhoneVerified: false,
        propertiesCount: 2,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
  });

  it('searches name or e-mail, filters role and status, and pages', async () => {
    expect(ids(await adminGet('/api/admin/users?search=MEHTA@EXAMPLE'))).toEqual([owner.id]);
    expect(ids(await adminGet('/api/admin/users?search=%25'))).toEqual([]);
    const pending = await adminGet('/api/admin/users?status=pending');
    expect(ids(pending)).toEqual([pendingTenant.id]);
    expect(pending.body.data[0]).toMatchObject({ status: 'pending', statusLabel: 'Not Verified' });
    expect(ids(await adminGet('/api/admin/users?role=landlord'))).toEqual([owner.id]);
    expect(ids(await adminGet('/api/admin/users?role=TENANT&status=verified'))).toEqual([]);
    const all = await adminGet('/api/admin/users');
    expect(all.body.pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });
    expect(ids(all)).toEqual([pendingTenant.id, owner.id, admin.id]);
    const second = await adminGet('/api/admin/users?limit=2&page=2');
    expect(ids(second)).toEqual([admin.id]);
    expect(second.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect((await adminGet('/api/admin/users?status=rejected')).status).toBe(400);
  });
});

describe('/api/admin/contact-messages', () => {
  let contactId: number;
  let reportId: number;

  beforeAll(async () => {
    const rows = await t.ctx.database.db
      .insert(contactMessages)
      .values([
        { firstName: 'Meera', email: 'meera@example.in', subject: 'Hi', message: 'Question' },
        {
          firstName: 'Dev',
          email: 'dev@example.in',
          message: 'Fake listing',
          type: 'report',
          category: 'REPORT',
          priority: 'HIGH',
          userId: pendingTenant.id,
        },
      ])
      .returning();
    contactId = rows[0]!.id;
    reportId = rows[1]!.id;
  });

  it('lists newest first with status, category and type filters', async () => {
    const all = await adminGet('/api/admin/contact-messages');
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([reportId, contactId]);
    expect(all.body.data[0]).toEqual({
      id: reportId,
      firstName: 'Dev',
      lastName: null,
      email: 'dev@example.in',
      subject: null,
      message: 'Fake listing',
      type: 'report',
      status: 'UNREAD',
      category: 'REPORT',
      priority: 'HIGH',
      userId: pendingTenant.id,
      conversationId: null,
      createdAt: expect.any(String),
    });
    expect(ids(await adminGet('/api/admin/contact-messages?type=report'))).toEqual([reportId]);
    expect(ids(await adminGet('/api/admin/contact-messages?category=support'))).toEqual([
      contactId,
    ]);
    expect(ids(await adminGet('/api/admin/contact-messages?status=READ'))).toEqual([]);
    expect((await adminGet('/api/admin/contact-messages?limit=1')).body.pagination).toEqual({
      page: 1,
      limit: 1,
      total: 2,
      pages: 2,
    });
  });

  it('marks a message read, recategorises it and changes its priority', async () => {
    const patch = (id: number, body: object) =>
      request(t.app)
        .patch(`/api/admin/contact-messages/${id}`)
        .set(...bearer(t, admin))
        .send(body);
    const res = await patch(contactId, { status: 'READ', category: 'INQUIRY', priority: 'LOW' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: contactId,
      status: 'READ',
      category: 'INQUIRY',
      priority: 'LOW',
    });
    expect(ids(await adminGet('/api/admin/contact-messages?status=read'))).toEqual([contactId]);
    const unchanged = await patch(contactId, {});
    expect(unchanged.body.data).toMatchObject({ status: 'READ', priority: 'LOW' });
    expect((await patch(contactId, { status: 'ARCHIVED' })).status).toBe(400);
    expect((await patch(999_999, { status: 'READ' })).status).toBe(404);
  });
});
