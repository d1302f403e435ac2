import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
const as: Record<'tenant' | 'landlord' | 'admin', [string, string] | null> = {
  tenant: null,
  landlord: null,
  admin: null,
};
let propertyId: number;
let contactId: number;

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  const landlord = await createUser(db, { role: 'LANDLORD' });
  as.tenant = bearer(t, await createUser(db));
  as.landlord = bearer(t, landlord);
  as.admin = bearer(t, await createUser(db, { role: 'ADMIN' }));
  propertyId = (await createProperty(db, landlord.id)).id;
  const [contact] = await db
    .insert(contactMessages)
    .values({ firstName: 'Meera', email: 'meera@example.in', message: 'Hello' })
    .returning();
  contactId = contact!.id;
});
afterAll(async () => {
  await t.close();
});

/** A valid call for each admin route, so the only reason to refuse it is the caller's role. */
function call(method: string, path: string) {
  const isListing = path.startsWith('/admin/listings/');
  const isReport = path.startsWith('/admin/reports/');
  const url = `/api${path
    .replace(':id', String(isListing ? propertyId : contactId))
    .replace(':targetType', 'LISTING')
    .replace(':targetId', String(propertyId))}`;
  const body = isReport
    ? { action: 'DISMISS', reason: 'Nothing wrong' }
    : isListing
      ? { status: 'ACTIVE' }
      : { status: 'READ' };
  const req = request(t.app)[method as 'get' | 'patch' | 'post'](url);
  return method === 'get' ? req : req.send(body);
}

/** The routes `call` builds a valid request for. */
const CALLABLE = [
  'GET /admin/dashboard',
  'GET /admin/users',
  'GET /admin/listings',
  'GET /admin/listings.csv',
  'PATCH /admin/listings/:id',
  'GET /admin/contact-messages',
  'PATCH /admin/contact-messages/:id',
];

const adminRoutes = () => t.routes.routes.filter((r) => r.path.startsWith('/admin/'));

describe('ADMIN alone reaches /api/admin/*', () => {
  it('covers every admin endpoint', () => {
    expect(adminRoutes().map((r) => `${r.method.toUpperCase()} ${r.path}`)).toEqual(
      expect.arrayContaining(CALLABLE),
    );
    expect(adminRoutes().every((r) => r.auth === 'admin')).toBe(true);
  });

  it('answers 401 to a guest, 403 to a tenant and a landlord, and not to an admin', async () => {
    for (const route of adminRoutes()) {
      const name = `${route.method.toUpperCase()} ${route.path}`;
      const guest = await call(route.method, route.path);
      expect(guest.status, `${name} as guest`).toBe(401);
      expect(guest.body.success, name).toBe(false);
      for (const role of ['tenant', 'landlord'] as const) {
        const res = await call(route.method, route.path).set(...as[role]!);
        expect(res.status, `${name} as ${role}`).toBe(403);
        expect(res.body).toEqual({
          success: false,
          code: expect.any(String),
          error: expect.any(String),
        });
      }
      const ok = await call(route.method, route.path).set(...as.admin!);
      if (CALLABLE.includes(name)) expect(ok.status, `${name} as admin`).toBe(200);
      // Routes needing other objects (a verification request) only must not refuse the admin.
      else expect([401, 403], `${name} as admin`).not.toContain(ok.status);
      expect(ok.status, `${name} as admin`).toBeLessThan(500);
    }
  });

  it('refuses a non-admin before reading the body: no moderation happens', async () => {
    const res = await request(t.app)
      .patch(`/api/admin/listings/${propertyId}`)
      .set(...as.landlord!)
      .send({ status: 'SUSPENDED' });
    expect(res.status).toBe(403);
    const detail = await request(t.app).get(`/api/properties/${propertyId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.status).toBe('ACTIVE');
  });

  it('answers 401 to a forged token', async () => {
    const res = await request(t.app)
      .get('/api/admin/dashboard')
      .set('Authorization', 'Bearer not-a-token');
    expect(res.status).toBe(401);
  });
});
