import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { jpeg, png } from '../../test/images';

let t: TestEnv;
let owner: { id: number; role: 'LANDLORD' };
beforeAll(async () => {
  t = await createTestEnv();
  owner = { id: (await createUser(t.ctx.database.db, { role: 'LANDLORD' })).id, role: 'LANDLORD' };
});
afterAll(async () => {
  await t.close();
});

/** The path a browser would load, relative to this server. */
const served = (url: string) => new URL(url).pathname;

async function listingWithPhotos() {
  const property = await createProperty(t.ctx.database.db, owner.id);
  const res = await request(t.app)
    .post(`/api/property-photos/${property.id}/photos/upload`)
    .set(...bearer(t, owner))
    .attach('photos', await jpeg(), 'front.jpg')
    .attach('photos', await png(), 'room.png');
  expect(res.status).toBe(201);
  const photos = res.body.data as { url: string; cardUrl: string }[];
  return { id: property.id, urls: photos.flatMap((p) => [p.url, p.cardUrl]) };
}

describe('photos of a deleted listing', () => {
  it('stop being served once the owner deletes the listing; the rows and files are kept', async () => {
    const listing = await listingWithPhotos();
    const other = await listingWithPhotos();
    expect(listing.urls).toHaveLength(4);
    for (const url of listing.urls)
      expect((await request(t.app).get(served(url))).status).toBe(200);

    const del = await request(t.app)
      .delete(`/api/properties/${listing.id}`)
      .set(...bearer(t, owner));
    expect(del.status).toBe(200);

    for (const url of listing.urls) {
      const res = await request(t.app).get(served(url));
      expect(res.status, url).toBe(404);
    }
    // Another listing's photos are untouched.
    for (const url of other.urls) expect((await request(t.app).get(served(url))).status).toBe(200);

    const rows = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from property_photos where property_id = ${listing.id}`,
    );
    expect(rows[0]!.n).toBe(2);
    const withdrawn = `${t.ctx.storage.root!}-withdrawn`;
    for (const url of listing.urls) {
      const key = served(url).replace(/^\/uploads\//, '');
      expect(existsSync(path.join(withdrawn, key)), key).toBe(true);
      expect(existsSync(path.join(t.ctx.storage.root!, key)), key).toBe(false);
    }
  });

  it('deleting a listing whose files are already gone still succeeds', async () => {
    const listing = await listingWithPhotos();
    for (const url of listing.urls) {
      await t.ctx.storage.delete(served(url).replace(/^\/uploads\//, ''));
    }
    const del = await request(t.app)
      .delete(`/api/properties/${listing.id}`)
      .set(...bearer(t, owner));
    expect(del.status).toBe(200);
  });
});
