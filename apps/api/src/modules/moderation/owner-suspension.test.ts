import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { jpeg } from '../../test/images';

let t: TestEnv;
let admin: Awaited<ReturnType<typeof createUser>>;
type U = Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestEnv();
  admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const act = (type: string, id: number, body: object) =>
  request(t.app)
    .post(`/api/admin/reports/${type}/${id}/action`)
    .set(...bearer(t, admin))
    .send(body);

/** Where a browser would load a photo URL from this server: its path and its query. */
const served = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function uploadPhoto(owner: U, propertyId: number): Promise<string> {
  const res = await request(t.app)
    .post(`/api/property-photos/${propertyId}/photos/upload`)
    .set(...bearer(t, owner))
    .attach('photos', await jpeg(), 'room.jpg');
  expect(res.status).toBe(201);
  return (res.body.data as { cardUrl: string }[])[0]!.cardUrl;
}

const searchIds = async (path: string) => {
  const res = await request(t.app).get(path);
  expect(res.status).toBe(200);
  const rows = (Array.isArray(res.body.data) ? res.body.data : res.body.data.points) as {
    id: number;
  }[];
  return rows.map((r) => r.id);
};

/** What a guest can see of these listings, everywhere listings are shown. */
async function guestSees(ids: number[]) {
  const [search, map, showcase] = await Promise.all([
    searchIds('/api/properties?city=ahmedabad&limit=50'),
    searchIds('/api/properties/map?city=ahmedabad&zoom=11'),
    searchIds('/api/properties/all?limit=50'),
  ]);
  const details = await Promise.all(
    ids.map(async (id) => (await request(t.app).get(`/api/properties/${id}`)).status),
  );
  return {
    search: ids.filter((id) => search.includes(id)),
    map: ids.filter((id) => map.includes(id)),
    showcase: ids.filter((id) => showcase.includes(id)),
    details,
  };
}

describe("a suspended owner's listings", () => {
  it('leave search, map, showcase and details with their photos, refuse inquiries, and return exactly as they were', async () => {
    const owner = await createUser(db(), { role: 'LANDLORD' });
    const tenant = await createUser(db());
    const live = await createProperty(db(), owner.id, { city: 'ahmedabad', featured: true });
    const paused = await createProperty(db(), owner.id, { city: 'ahmedabad', status: 'PAUSED' });
    const photo = await uploadPhoto(owner, live.id);
    const pausedPhoto = await uploadPhoto(owner, paused.id);
    expect((await request(t.app).get(served(photo))).status).toBe(200);
    expect(await guestSees([live.id, paused.id])).toEqual({
      search: [live.id],
      map: [live.id],
      showcase: [live.id],
      details: [200, 200],
    });

    const suspended = await act('USER', owner.id, {
      action: 'SUSPEND_USER',
      reason: 'Fake listings',
      days: 7,
    });
    expect(suspended.status).toBe(200);

    expect(await guestSees([live.id, paused.id])).toEqual({
      search: [],
      map: [],
      showcase: [],
      details: [404, 404],
    });
    // A signed-in tenant fares no better, and cannot write about the listing.
    expect(
      (
        await request(t.app)
          .get(`/api/properties/${live.id}`)
          .set(...bearer(t, tenant))
      ).status,
    ).toBe(404);
    const inquiry = await request(t.app)
      .post('/api/messages/conversations-inquiry')
      .set(...bearer(t, tenant))
      .send({ receiverId: owner.id, propertyId: live.id, text: 'Is it free?' });
    expect(inquiry.status).toBeGreaterThanOrEqual(400);
    expect(inquiry.status).toBeLessThan(500);
    // Its photo is not served at its public address...
    expect((await request(t.app).get(served(photo))).status).toBe(404);
    // ...while an admin reviewing the listing still sees it, through a URL that only they got.
    const asAdmin = await request(t.app)
      .get(`/api/properties/${live.id}`)
      .set(...bearer(t, admin));
    expect(asAdmin.status).toBe(200);
    const granted = (asAdmin.body.data.photos as { cardUrl: string }[])[0]!.cardUrl;
    expect(granted).toMatch(/\?grant=/);
    const grantedPhoto = await request(t.app).get(served(granted));
    expect(grantedPhoto.status).toBe(200);
    expect(grantedPhoto.headers['cache-control']).toBe('private, max-age=3600');
    // A grant for one listing opens no other.
    const forged = new URL(pausedPhoto).pathname + new URL(granted).search;
    expect((await request(t.app).get(forged)).status).toBe(404);

    const lifted = await act('USER', owner.id, { action: 'RESTORE', reason: 'Appeal accepted' });
    expect(lifted.status).toBe(200);
    // What was live is live again; what was paused is still paused (its page open, not listed).
    expect(await guestSees([live.id, paused.id])).toEqual({
      search: [live.id],
      map: [live.id],
      showcase: [live.id],
      details: [200, 200],
    });
    const back = await request(t.app).get(`/api/properties/${paused.id}`);
    expect(back.body.data.status).toBe('PAUSED');
    expect((await request(t.app).get(served(photo))).status).toBe(200);
  });

  it('a suspension that runs out brings the listings back by itself', async () => {
    const owner = await createUser(db(), { role: 'LANDLORD' });
    const live = await createProperty(db(), owner.id, { city: 'ahmedabad' });
    expect(
      (await act('USER', owner.id, { action: 'SUSPEND_USER', reason: 'Spam', days: 1 })).status,
    ).toBe(200);
    expect((await request(t.app).get(`/api/properties/${live.id}`)).status).toBe(404);
    t.clock.advance(24 * 60 * 60 * 1000 + 60_000);
    expect((await request(t.app).get(`/api/properties/${live.id}`)).status).toBe(200);
  });
});

describe('a listing an admin took down', () => {
  it('stops serving its photos to others; its owner still sees them in their own views', async () => {
    const owner = await createUser(db(), { role: 'LANDLORD' });
    const listing = await createProperty(db(), owner.id, { city: 'ahmedabad' });
    const photo = await uploadPhoto(owner, listing.id);
    const hidden = await request(t.app)
      .patch(`/api/admin/listings/${listing.id}`)
      .set(...bearer(t, admin))
      .send({ status: 'SUSPENDED' });
    expect(hidden.status).toBe(200);
    expect((await request(t.app).get(served(photo))).status).toBe(404);
    const own = await request(t.app)
      .get(`/api/property-photos/${listing.id}/photos`)
      .set(...bearer(t, owner));
    expect(own.status).toBe(200);
    const ownUrl = (own.body.data as { cardUrl: string }[])[0]!.cardUrl;
    expect((await request(t.app).get(served(ownUrl))).status).toBe(200);
  });
});
