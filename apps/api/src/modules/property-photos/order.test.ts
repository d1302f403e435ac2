import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { jpeg } from '../../test/images';
import { listingFields, withFields } from '../properties/listing-fixture';

let t: TestEnv;
let owner: [string, string];
let other: [string, string];
let propertyId: number;
let otherPhoto: number;

type Photo = { id: number; isPrimary: boolean; cardUrl: string; altText: string | null };

async function listWithPhotos(auth: [string, string], n: number): Promise<number> {
  let req = withFields(
    request(t.app)
      .post('/api/properties')
      .set(...auth),
    listingFields(),
  );
  for (let i = 0; i < n; i++) req = req.attach('photos', await jpeg(), `p${i}.jpg`);
  const res = await req;
  expect(res.status).toBe(201);
  return res.body.data.id;
}

beforeAll(async () => {
  t = await createTestEnv();
  owner = bearer(t, await createUser(t.ctx.database.db, { role: 'LANDLORD' }));
  other = bearer(t, await createUser(t.ctx.database.db, { role: 'LANDLORD' }));
  propertyId = await listWithPhotos(owner, 3);
  const theirs = await listWithPhotos(other, 1);
  otherPhoto = (
    await request(t.app)
      .get(`/api/property-photos/${theirs}/photos`)
      .set(...other)
  ).body.data[0].id;
});
afterAll(async () => {
  await t.close();
});

const photos = async (): Promise<Photo[]> =>
  (
    await request(t.app)
      .get(`/api/property-photos/${propertyId}/photos`)
      .set(...owner)
  ).body.data;
const order = (photoIds: unknown, auth = owner) =>
  request(t.app)
    .put(`/api/property-photos/${propertyId}/photos/order`)
    .set(...auth)
    .send({ photoIds });

describe('PUT /api/property-photos/:id/photos/order', () => {
  it('orders the photos; the first becomes the cover on the card, the detail and the primary', async () => {
    const [a, b, c] = (await photos()).map((p) => p.id) as [number, number, number];
    const res = await order([c, a, b]);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: Photo) => [p.id, p.isPrimary])).toEqual([
      [c, true],
      [a, false],
      [b, false],
    ]);
    const detail = (await request(t.app).get(`/api/properties/${propertyId}`)).body.data;
    expect(detail.photos.map((p: Photo) => p.id)).toEqual([c, a, b]);
    const mine = (
      await request(t.app)
        .get('/api/users/self-property')
        .set(...owner)
    ).body.data;
    expect(mine[0].photos[0].id).toBe(c);

    // Choosing a primary the old way moves it to the front, the rest keep their order.
    const primary = await request(t.app)
      .post(`/api/property-photos/${propertyId}/photos`)
      .set(...owner)
      .send({ photos: [{ id: b, isPrimary: true }] });
    expect(primary.body.data.map((p: Photo) => p.id)).toEqual([b, c, a]);
  });

  it('refuses anything but every photo of the listing once, and changes nothing', async () => {
    const before = (await photos()).map((p) => p.id);
    const [a, b, c] = before as [number, number, number];
    for (const ids of [
      [],
      [a, b],
      [a, b, c, c],
      [a, b, otherPhoto],
      [a, b, c, otherPhoto],
      [a, a, b],
    ]) {
      const res = await order(ids);
      expect(res.status, JSON.stringify(ids)).toBe(400);
      expect(res.body.error).toBe('List every photo of the listing exactly once');
    }
    expect((await order('a,b')).status).toBe(400);
    expect((await photos()).map((p) => p.id)).toEqual(before);
  });

  it('answers 403 to another owner and 401 to a guest', async () => {
    const ids = (await photos()).map((p) => p.id).reverse();
    expect((await order(ids, other)).status).toBe(403);
    const guest = await request(t.app)
      .put(`/api/property-photos/${propertyId}/photos/order`)
      .send({ photoIds: ids });
    expect(guest.status).toBe(401);
  });
});

describe('PATCH /api/property-photos/photos/:photoId', () => {
  it('sets what a photo shows from the choice list', async () => {
    const [first] = await photos();
    const res = await request(t.app)
      .patch(`/api/property-photos/photos/${first!.id}`)
      .set(...owner)
      .send({ altText: 'Kitchen' });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ id: first!.id, altText: 'Kitchen' });
    const bad = await request(t.app)
      .patch(`/api/property-photos/photos/${first!.id}`)
      .set(...owner)
      .send({ altText: 'A lovely <b>room</b>' });
    expect(bad.status).toBe(400);
    const theirs = await request(t.app)
      .patch(`/api/property-photos/photos/${first!.id}`)
      .set(...other)
      .send({ altText: 'Bedroom' });
    expect(theirs.status).toBe(403);
  });
});
