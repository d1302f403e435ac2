import { LISTING_REVIEW_REASON_LABELS } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { startGeocoderStub, type GeocoderStub } from '../../test/geocoder-stub';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { cropped, plainColour, reencoded, roomPhoto, watermarked } from '../../test/room-photos';
import { listingFields, withFields } from '../properties/listing-fixture';
import { LISTING_ACTIVATED } from '../saved-searches/alerts';

type U = { id: number; role: 'TENANT' | 'LANDLORD' | 'ADMIN' };
let t: TestEnv;
let stub: GeocoderStub;
let first: U;
let copier: U;
let admin: U;
let original: Buffer;

beforeAll(async () => {
  stub = await startGeocoderStub();
  t = await createTestEnv({ GEOCODER_URL: stub.url });
  const db = t.ctx.database.db;
  first = await createUser(db, { role: 'LANDLORD' });
  copier = await createUser(db, { role: 'LANDLORD' });
  admin = await createUser(db, { role: 'ADMIN' });
  original = await roomPhoto(101);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

function list(owner: U, photos: Buffer[], title = 'Sunny 2BHK near Central Park') {
  const req = withFields(
    request(t.app)
      .post('/api/properties')
      .set(...bearer(t, owner)),
    listingFields({ title }),
  );
  photos.forEach((p, i) => req.attach('photos', p, `photo-${i}.jpg`));
  return req;
}

function upload(owner: U, propertyId: number, photos: Buffer[]) {
  const req = request(t.app)
    .post(`/api/property-photos/${propertyId}/photos/upload`)
    .set(...bearer(t, owner));
  photos.forEach((p, i) => req.attach('photos', p, `photo-${i}.jpg`));
  return req;
}

async function state(propertyId: number) {
  const [row] = await queryRows<{ status: string; review_reason: string | null }>(
    t.ctx.database.db,
    sql`select status, review_reason from properties where id = ${propertyId}`,
  );
  return { status: row!.status, reviewReason: row!.review_reason };
}

async function inSearch(propertyId: number): Promise<boolean> {
  const res = await request(t.app).get('/api/properties').query({ limit: 50 });
  return (res.body.data as { id: number }[]).some((p) => p.id === propertyId);
}

describe('duplicate photos', () => {
  let firstListing: number;

  it('stores a hash with every uploaded photo, and none for a plain colour', async () => {
    const res = await list(first, [original, await plainColour('#e2e8f0')]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Property listed successfully!');
    firstListing = res.body.data.id;
    const [queued] = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from jobs where name = ${LISTING_ACTIVATED} and payload->>'propertyId' = ${String(firstListing)}`,
    );
    expect(queued!.n).toBe(1);
    const rows = await queryRows<{ photo_hash: string | null }>(
      t.ctx.database.db,
      sql`select photo_hash::text from property_photos where property_id = ${firstListing} order by position`,
    );
    expect(rows[0]!.photo_hash).toMatch(/^-?\d+$/);
    expect(rows[1]!.photo_hash).toBeNull();
    expect(await state(firstListing)).toEqual({ status: 'ACTIVE', reviewReason: null });
  });

  it("never flags the owner's own copies", async () => {
    const res = await list(first, [await watermarked(original)], 'Same flat, second room');
    expect(res.status).toBe(201);
    expect(await state(res.body.data.id)).toMatchObject({ status: 'ACTIVE' });
    const other = await createProperty(t.ctx.database.db, first.id);
    const up = await upload(first, other.id, [await reencoded(original)]);
    expect(up.status).toBe(201);
    expect(up.body.message).toBe('Photos uploaded');
    expect(await state(other.id)).toMatchObject({ status: 'ACTIVE', reviewReason: null });
  });

  it("lets another owner's different rooms and plain walls through", async () => {
    const listing = await createProperty(t.ctx.database.db, copier.id);
    const res = await upload(copier, listing.id, [
      await roomPhoto(202),
      await plainColour('#e2e8f0'),
    ]);
    expect(res.status).toBe(201);
    expect(await state(listing.id)).toEqual({ status: 'ACTIVE', reviewReason: null });
  });

  it("holds a new listing with another owner's cropped photo for review, out of search", async () => {
    const res = await list(copier, [await roomPhoto(203), await cropped(original, 0.05)]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      `Property listed. ${LISTING_REVIEW_REASON_LABELS.DUPLICATE_PHOTOS}`,
    );
    const id = res.body.data.id as number;
    expect(res.body.data.reviewReason).toBe('DUPLICATE_PHOTOS');
    expect(await state(id)).toEqual({ status: 'PENDING', reviewReason: 'DUPLICATE_PHOTOS' });
    expect(await inSearch(id)).toBe(false);
    // Nothing was queued for saved-search alerts while it is held.
    const [queued] = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from jobs where name = ${LISTING_ACTIVATED} and payload->>'propertyId' = ${String(id)}`,
    );
    expect(queued!.n).toBe(0);
  });

  it('holds a live listing when a copy is uploaded to it, and the owner sees why', async () => {
    const listing = await createProperty(t.ctx.database.db, copier.id, { title: 'Copied flat' });
    expect(await inSearch(listing.id)).toBe(true);
    const res = await upload(copier, listing.id, [await reencoded(original)]);
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.message).toBe(
      `Photos uploaded. ${LISTING_REVIEW_REASON_LABELS.DUPLICATE_PHOTOS}`,
    );
    expect(await state(listing.id)).toEqual({
      status: 'PENDING',
      reviewReason: 'DUPLICATE_PHOTOS',
    });
    expect(await inSearch(listing.id)).toBe(false);

    const mine = await request(t.app)
      .get('/api/users/self-property')
      .set(...bearer(t, copier));
    expect(mine.body.data.find((p: { id: number }) => p.id === listing.id)).toMatchObject({
      status: 'PENDING',
      reviewReason: 'DUPLICATE_PHOTOS',
    });

    // The admin looks, clears it: live again, reason gone, one audit entry.
    const rows = await request(t.app)
      .get('/api/admin/listings')
      .query({ status: 'PENDING' })
      .set(...bearer(t, admin));
    expect(rows.body.data.find((r: { id: number }) => r.id === listing.id)).toMatchObject({
      reviewReason: 'DUPLICATE_PHOTOS',
    });
    const cleared = await request(t.app)
      .patch(`/api/admin/listings/${listing.id}`)
      .set(...bearer(t, admin))
      .send({ status: 'ACTIVE' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ status: 'ACTIVE', reviewReason: null });
    expect(await state(listing.id)).toEqual({ status: 'ACTIVE', reviewReason: null });
    expect(await inSearch(listing.id)).toBe(true);
    const audit = await queryRows<{ actor_id: number; action: string; reason: string }>(
      t.ctx.database.db,
      sql`select actor_id, action, reason from audit_log where target_type = 'LISTING' and target_id = ${listing.id}`,
    );
    expect(audit).toEqual([
      { actor_id: admin.id, action: 'listing.review_clear', reason: 'DUPLICATE_PHOTOS' },
    ]);
  });

  it("ignores photos of another owner's deleted listing", async () => {
    const unique = await roomPhoto(404);
    const gone = await list(first, [unique]);
    const del = await request(t.app)
      .delete(`/api/properties/${gone.body.data.id}`)
      .set(...bearer(t, first));
    expect(del.status).toBe(200);
    const res = await list(copier, [await reencoded(unique)]);
    expect(res.status).toBe(201);
    expect(await state(res.body.data.id)).toMatchObject({ status: 'ACTIVE' });
  });
});
