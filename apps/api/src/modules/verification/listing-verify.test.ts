import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { listingVerifiedLabel } from '@roomsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, properties, users } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { LISTING_VERIFY_MESSAGES } from './listing-service';

let t: TestEnv;
let admin: User;
type User = Awaited<ReturnType<typeof createUser>>;
const CHECKLIST = { photosLookReal: true, addressPlausible: true, ownerReachable: true };

beforeAll(async () => {
  t = await createTestEnv();
  admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
});
afterAll(async () => {
  await t?.close();
});

const verify = (id: number, body: object = CHECKLIST) =>
  request(t.app)
    .post(`/api/admin/listings/${id}/verify`)
    .set(...bearer(t, admin))
    .send(body);
const listingAudit = (id: number) =>
  t.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'LISTING'), eq(auditLog.targetId, id)));

async function listingOf(phoneVerified: boolean) {
  const owner = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
  if (phoneVerified) {
    await t.ctx.database.db
      .update(users)
      .set({ isPhoneVerified: true })
      .where(eq(users.id, owner.id));
  }
  return { owner, listing: await createProperty(t.ctx.database.db, owner.id) };
}

describe('POST /api/admin/listings/{id}/verify', () => {
  it('refuses with 409 while the owner has not verified their phone', async () => {
    const { listing } = await listingOf(false);
    const res = await verify(listing.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(LISTING_VERIFY_MESSAGES.ownerPhone);
    expect(res.body.error).toMatch(/phone/);
    const detail = await request(t.app).get(`/api/properties/${listing.id}`);
    expect(detail.body.data).toMatchObject({ verified: false, verifiedAt: null });
    expect(await listingAudit(listing.id)).toHaveLength(0);
  });

  it('needs all three checks', async () => {
    const { listing } = await listingOf(true);
    for (const body of [
      {},
      { ...CHECKLIST, photosLookReal: false },
      { ...CHECKLIST, addressPlausible: undefined },
      { ...CHECKLIST, ownerReachable: 'yes' },
    ]) {
      expect((await verify(listing.id, body)).status).toBe(400);
    }
    expect(await listingAudit(listing.id)).toHaveLength(0);
  });

  it('stores the checklist, who and when; cards and detail carry verifiedAt; one audit entry', async () => {
    const { listing } = await listingOf(true);
    const res = await verify(listing.id);
    expect(res.status).toBe(200);
    const verifiedAt = res.body.data.verifiedAt as string;
    expect(res.body.data).toEqual({ id: listing.id, verified: true, verifiedAt });
    const [row] = await t.ctx.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, listing.id));
    expect(row).toMatchObject({
      verified: true,
      verifiedBy: admin.id,
      verificationChecklist: CHECKLIST,
    });
    const detail = await request(t.app).get(`/api/properties/${listing.id}`);
    expect(detail.body.data).toMatchObject({ verified: true, verifiedAt });
    const search = await request(t.app).get('/api/properties?city=jaipur&limit=100');
    const card = (search.body.data as { id: number; verifiedAt: string | null }[]).find(
      (c) => c.id === listing.id,
    );
    expect(card?.verifiedAt).toBe(verifiedAt);
    expect(listingVerifiedLabel('2026-11-12T06:00:00Z')).toBe('Verified by RoomSetu on 12 Nov');

    const audit = await listingAudit(listing.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'listing.verify',
      actorId: admin.id,
      before: { verified: false, verifiedAt: null },
      after: expect.objectContaining({ verified: true, checklist: CHECKLIST }) as unknown,
    });
  });

  it('DELETE takes the badge off with one audit entry', async () => {
    const { listing } = await listingOf(true);
    await verify(listing.id).expect(200);
    const res = await request(t.app)
      .delete(`/api/admin/listings/${listing.id}/verify`)
      .set(...bearer(t, admin));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: listing.id, verified: false, verifiedAt: null });
    const detail = await request(t.app).get(`/api/properties/${listing.id}`);
    expect(detail.body.data).toMatchObject({ verified: false, verifiedAt: null });
    const actions = (await listingAudit(listing.id)).map((a) => a.action).sort();
    expect(actions).toEqual(['listing.unverify', 'listing.verify']);
  });

  it('answers 404 for a listing that does not exist', async () => {
    expect((await verify(999_999)).status).toBe(404);
  });
});
