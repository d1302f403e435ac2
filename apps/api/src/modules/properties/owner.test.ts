import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { jpeg } from '../../test/images';
import { listingFields, withFields } from './listing-fixture';

let t: TestEnv;
type Who = 'owner' | 'other' | 'admin' | 'guest';
const headers: Record<Who, [string, string] | null> = {
  owner: null,
  other: null,
  admin: null,
  guest: null,
};
let propertyId: number;
let photoIds: number[];

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  const owner = await createUser(db, { role: 'LANDLORD' });
  headers.owner = bearer(t, owner);
  headers.other = bearer(t, await createUser(db, { role: 'LANDLORD' }));
  headers.admin = bearer(t, await createUser(db, { role: 'ADMIN' }));
  const res = await withFields(
    request(t.app)
      .post('/api/properties')
      .set(...headers.owner),
    listingFields(),
  )
    .attach('photos', await jpeg(), 'a.jpg')
    .attach('photos', await jpeg(), 'b.jpg');
  propertyId = res.body.data.id;
  const photos = await request(t.app)
    .get(`/api/property-photos/${propertyId}/photos`)
    .set(...headers.owner);
  photoIds = photos.body.data.map((p: { id: number }) => p.id);
});
afterAll(async () => {
  await t.close();
});

function send(who: Who, req: request.Test): request.Test {
  return headers[who] ? req.set(...headers[who]) : req;
}

const snapshot = async () =>
  (
    await request(t.app)
      .get(`/api/properties/${propertyId}`)
      .set(...headers.owner!)
  ).body.data;

const writes: [string, (who: Who) => PromiseLike<request.Response>][] = [
  [
    'PUT /properties/:id',
    (who) => send(who, request(t.app).put(`/api/properties/${propertyId}`).send({ rent: 1 })),
  ],
  [
    'PUT /properties/address/:id',
    (who) =>
      send(
        who,
        request(t.app).put(`/api/properties/address/${propertyId}`).send({
          line1: 'X',
          city: 'pune',
          postalCode: '411001',
          state: 'Maharashtra',
          country: 'India',
        }),
      ),
  ],
  [
    'DELETE /properties/:id',
    (who) => send(who, request(t.app).delete(`/api/properties/${propertyId}`)),
  ],
  [
    'GET /property-photos/:id/photos',
    (who) => send(who, request(t.app).get(`/api/property-photos/${propertyId}/photos`)),
  ],
  [
    'POST /property-photos/:id/photos/upload',
    async (who) =>
      send(who, request(t.app).post(`/api/property-photos/${propertyId}/photos/upload`)).attach(
        'photos',
        await jpeg(),
        'c.jpg',
      ),
  ],
  [
    'POST /property-photos/:id/photos',
    (who) =>
      send(
        who,
        request(t.app)
          .post(`/api/property-photos/${propertyId}/photos`)
          .send({ photos: [{ id: photoIds[1], isPrimary: true }] }),
      ),
  ],
  [
    'DELETE /property-photos/photos/:photoId',
    (who) => send(who, request(t.app).delete(`/api/property-photos/photos/${photoIds[0]}`)),
  ],
];

describe('only the owner changes a listing', () => {
  it.each(writes)(
    '%s: guest 401, other user and admin 403, nothing changes',
    async (_name, make) => {
      const before = await snapshot();
      expect((await make('guest')).status).toBe(401);
      expect((await make('other')).status).toBe(403);
      expect((await make('admin')).status).toBe(403);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('lets the owner change the rent, the address and the primary photo', async () => {
    expect(
      (
        await send(
          'owner',
          request(t.app).put(`/api/properties/${propertyId}`).send({ rent: 21000 }),
        )
      ).status,
    ).toBe(200);
    const addr = await send(
      'owner',
      request(t.app).put(`/api/properties/address/${propertyId}`).send({
        line1: '5 FC Road',
        city: 'pune',
        postalCode: '411004',
        state: 'Maharashtra',
        country: 'India',
      }),
    );
    expect(addr.status).toBe(200);
    const primary = await send(
      'owner',
      request(t.app)
        .post(`/api/property-photos/${propertyId}/photos`)
        .send({
          photos: [
            { id: photoIds[0], isPrimary: false },
            { id: photoIds[1], isPrimary: true },
          ],
        }),
    );
    expect(primary.status).toBe(200);
    const after = await snapshot();
    expect(after.rent).toBe(21000);
    expect(after.address).toMatchObject({ line1: '5 FC Road', city: 'pune', state: 'Maharashtra' });
    expect(after.photos.find((p: { isPrimary: boolean }) => p.isPrimary).id).toBe(photoIds[1]);
    expect(after.photos.filter((p: { isPrimary: boolean }) => p.isPrimary)).toHaveLength(1);
  });

  it('refuses a photo upload past 10 photos in all', async () => {
    let req = send(
      'owner',
      request(t.app).post(`/api/property-photos/${propertyId}/photos/upload`),
    );
    for (let i = 0; i < 9; i++) req = req.attach('photos', await jpeg(), `x${i}.jpg`);
    const res = await req;
    expect(res.status).toBe(413);
    expect((await snapshot()).photos).toHaveLength(2);
  });

  it('promotes another photo when the primary is deleted', async () => {
    const res = await send(
      'owner',
      request(t.app).delete(`/api/property-photos/photos/${photoIds[1]}`),
    );
    expect(res.status).toBe(200);
    const after = await snapshot();
    expect(after.photos).toHaveLength(1);
    expect(after.photos[0].isPrimary).toBe(true);
  });

  it('soft-deletes: gone from search, detail and the showcase, the row stays', async () => {
    expect(
      (await send('owner', request(t.app).delete(`/api/properties/${propertyId}`))).status,
    ).toBe(200);
    expect((await request(t.app).get(`/api/properties/${propertyId}`)).status).toBe(404);
    const search = await request(t.app).get('/api/properties');
    expect(search.body.data.map((p: { id: number }) => p.id)).not.toContain(propertyId);
    const all = await request(t.app).get('/api/properties/all');
    expect(all.body.data.map((p: { id: number }) => p.id)).not.toContain(propertyId);
    const mine = await send('owner', request(t.app).get('/api/users/self-property'));
    expect(mine.body.data.map((p: { id: number }) => p.id)).not.toContain(propertyId);
    const rows = await queryRows<{ status: string }>(
      t.ctx.database.db,
      sql`select status from properties where id = ${propertyId}`,
    );
    expect(rows).toEqual([{ status: 'DELETED' }]);
  });

  it('shows a pending listing to its owner but to nobody else', async () => {
    const db = t.ctx.database.db;
    const owner = await createUser(db, { role: 'LANDLORD' });
    const hidden = await createProperty(db, owner.id, { status: 'PENDING' });
    expect(
      (
        await request(t.app)
          .get(`/api/properties/${hidden.id}`)
          .set(...bearer(t, owner))
      ).status,
    ).toBe(200);
    expect((await send('other', request(t.app).get(`/api/properties/${hidden.id}`))).status).toBe(
      404,
    );
    expect((await send('admin', request(t.app).get(`/api/properties/${hidden.id}`))).status).toBe(
      200,
    );
  });
});
