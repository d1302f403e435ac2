import request from 'supertest';
import { VALIDATION } from '@roomsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { propertyPhotos, users } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
type U = { id: number; role: 'TENANT' | 'LANDLORD' | 'ADMIN' };
let admin: U;
let owner: U;
let listingId: number;

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  admin = await createUser(db, { role: 'ADMIN' });
  owner = await createUser(db, { role: 'LANDLORD', firstName: 'Kavya', lastName: 'Rao' });
  const listing = await createProperty(db, owner.id, {
    title: 'Lake view studio',
    city: 'bengaluru',
    area: 'Indiranagar',
    bedrooms: 1,
    rent: 21000,
    features: ['WiFi', 'Gym'],
  });
  listingId = listing.id;
  // Only a phone-verified owner's listing can be marked Verified.
  await db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, owner.id));
  await db.insert(propertyPhotos).values([
    { propertyId: listingId, storageKey: 'p/a.webp', cardKey: 'p/a-card.webp', position: 0 },
    {
      propertyId: listingId,
      storageKey: 'p/b.webp',
      cardKey: 'p/b-card.webp',
      position: 1,
      isPrimary: true,
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

const adminGet = (path: string) =>
  request(t.app)
    .get(path)
    .set(...bearer(t, admin));
const moderate = (id: number, body: object) =>
  request(t.app)
    .patch(`/api/admin/listings/${id}`)
    .set(...bearer(t, admin))
    .send(body);
const CHECKLIST = { photosLookReal: true, addressPlausible: true, ownerReachable: true };
const markVerified = (id: number) =>
  request(t.app)
    .post(`/api/admin/listings/${id}/verify`)
    .set(...bearer(t, admin))
    .send(CHECKLIST);
const ids = (res: request.Response) => res.body.data.map((r: { id: number }) => r.id);

describe('GET /api/admin/listings', () => {
  it('answers the listing rows the admin table shows', async () => {
    const res = await adminGet('/api/admin/listings?search=lake view');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: listingId,
        title: 'Lake view studio',
        location: 'Indiranagar, Bengaluru',
        city: 'bengaluru',
        image: `${t.ctx.env.PUBLIC_URL}/uploads/p/b-card.webp`,
        tags: ['WiFi', 'Gym'],
        beds: 1,
        type: 'APARTMENT',
        landlord: { id: owner.id, name: 'Kavya Rao', verified: true },
        rent: 21000,
        status: 'ACTIVE',
        reviewReason: null,
        verified: false,
        featured: false,
        views: 0,
        inquiries: 0,
        addedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
  });

  it('honours status, city and search, leaves soft-deleted listings out and pages', async () => {
    const db = t.ctx.database.db;
    const pending = await createProperty(db, owner.id, { status: 'PENDING', city: 'pune' });
    const deleted = await createProperty(db, owner.id, {
      status: 'DELETED',
      deletedAt: new Date(),
    });
    const pune = await adminGet('/api/admin/listings?city=pune');
    expect(ids(pune)).toEqual([pending.id]);
    expect(ids(await adminGet('/api/admin/listings?status=pending'))).toEqual([pending.id]);
    expect(ids(await adminGet('/api/admin/listings?status=ACTIVE&city=pune'))).toEqual([]);
    expect(ids(await adminGet('/api/admin/listings?search=100%'))).toEqual([]);
    const everything = await adminGet('/api/admin/listings?limit=100');
    expect(ids(everything)).not.toContain(deleted.id);
    expect(ids(everything)).toEqual([...ids(everything)].sort((a, b) => b - a));
    const page2 = await adminGet('/api/admin/listings?limit=1&page=2');
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.pagination).toMatchObject({
      page: 2,
      limit: 1,
      total: everything.body.pagination.total,
    });
    expect((await adminGet('/api/admin/listings?city=atlantis')).status).toBe(400);
  });
});

describe('PATCH /api/admin/listings/:id', () => {
  it('hides a suspended listing from guests at once while its owner still sees it', async () => {
    const id = (await createProperty(t.ctx.database.db, owner.id, { city: 'ahmedabad' })).id;
    const search = () => request(t.app).get('/api/properties?city=ahmedabad&limit=100');
    expect(ids(await search())).toContain(id);

    for (const status of ['SUSPENDED', 'PENDING'] as const) {
      const res = await moderate(id, { status });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id, status });
      expect(ids(await search())).not.toContain(id);
      expect((await request(t.app).get(`/api/properties/${id}`)).status).toBe(404);
      const asOther = await request(t.app)
        .get(`/api/properties/${id}`)
        .set(...bearer(t, await createUser(t.ctx.database.db)));
      expect(asOther.status).toBe(404);
      const asOwner = await request(t.app)
        .get(`/api/properties/${id}`)
        .set(...bearer(t, owner));
      expect(asOwner.status).toBe(200);
      expect(asOwner.body.data.status).toBe(status);
    }

    expect((await markVerified(id)).status).toBe(200);
    const back = await moderate(id, { status: 'ACTIVE', featured: true });
    expect(back.body.data).toMatchObject({ status: 'ACTIVE', verified: true, featured: true });
    expect(ids(await search())).toContain(id);
    const detail = await request(t.app).get(`/api/properties/${id}`);
    expect(detail.body.data).toMatchObject({ status: 'ACTIVE', verified: true, featured: true });
  });

  it('keeps verified and featured when only the status is sent', async () => {
    await markVerified(listingId);
    await moderate(listingId, { status: 'ACTIVE', featured: true });
    const res = await moderate(listingId, { status: 'PENDING' });
    expect(res.body.data).toMatchObject({ status: 'PENDING', verified: true, featured: true });
    await moderate(listingId, { status: 'ACTIVE' });
  });

  it('changes only the fields sent, so ticking verified never lifts a suspension', async () => {
    const id = (await createProperty(t.ctx.database.db, owner.id)).id;
    expect((await moderate(id, { status: 'SUSPENDED' })).status).toBe(200);
    expect((await markVerified(id)).status).toBe(200);
    const verified = await adminGet(`/api/admin/listings?status=SUSPENDED&limit=100`);
    expect(verified.body.data.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'SUSPENDED',
      verified: true,
    });
    const featured = await moderate(id, { featured: true });
    expect(featured.body.data).toMatchObject({
      status: 'SUSPENDED',
      verified: true,
      featured: true,
    });
    const fresh = await adminGet(`/api/admin/listings?status=SUSPENDED&limit=100`);
    expect(fresh.body.data.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'SUSPENDED',
      verified: true,
      featured: true,
    });
  });

  it('refuses verified: true without the checklist and points to the verify action', async () => {
    const id = (await createProperty(t.ctx.database.db, owner.id)).id;
    const res = await moderate(id, { verified: true });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/\/api\/admin\/listings\/\{id\}\/verify/);
    const detail = await request(t.app).get(`/api/properties/${id}`);
    expect(detail.body.data).toMatchObject({ verified: false, verifiedAt: null });
  });

  it('still unverifies with verified: false, and the date goes with the badge', async () => {
    const id = (await createProperty(t.ctx.database.db, owner.id)).id;
    expect((await markVerified(id)).status).toBe(200);
    expect((await moderate(id, { verified: false })).status).toBe(200);
    const detail = await request(t.app).get(`/api/properties/${id}`);
    expect(detail.body.data).toMatchObject({ verified: false, verifiedAt: null });
  });

  it('leaves a draft a draft when only a flag is sent', async () => {
    const id = (await createProperty(t.ctx.database.db, owner.id, { status: 'DRAFT' })).id;
    const res = await moderate(id, { featured: true });
    expect(res.body.data).toMatchObject({ status: 'DRAFT', featured: true });
  });

  it('answers 400 with a message for an empty body', async () => {
    const res = await moderate(listingId, {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: VALIDATION.nothingToUpdate });
  });

  it('never touches a soft-deleted listing and answers 404', async () => {
    const gone = await createProperty(t.ctx.database.db, owner.id, {
      status: 'DELETED',
      deletedAt: new Date(),
    });
    expect((await moderate(gone.id, { status: 'ACTIVE' })).status).toBe(404);
    expect((await request(t.app).get(`/api/properties/${gone.id}`)).status).toBe(404);
    expect((await moderate(999_999, { status: 'ACTIVE' })).status).toBe(404);
  });

  it.each([
    [{ status: 'DELETED' }],
    [{ status: 'DRAFT' }],
    [{}],
    [{ status: 'ACTIVE', verified: 'maybe' }],
  ])('answers 400 for %o', async (body) => {
    expect((await moderate(listingId, body)).status).toBe(400);
  });
});
