import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
let id: number;
beforeAll(async () => {
  t = await createTestEnv();
  const owner = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
  id = (await createProperty(t.ctx.database.db, owner.id, { city: 'jaipur' })).id;
});
afterAll(() => t.close());

describe('public answers a browser or a CDN may reuse', () => {
  it.each([
    ['a search', '/api/properties?city=jaipur'],
    ['the map', '/api/properties/map?city=jaipur&zoom=11'],
    ['places', '/api/places?q=jai'],
    ['the showcase', '/api/properties/all'],
  ])(
    '%s carries an ETag and a short public Cache-Control, and answers 304 when unchanged',
    async (_, url) => {
      const first = await request(t.app).get(url);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=30, must-revalidate',
      );
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();

      const again = await request(t.app).get(url).set('If-None-Match', etag);
      expect(again.status).toBe(304);
      expect(again.text).toBe('');

      const stale = await request(t.app).get(url).set('If-None-Match', 'W/"stale"');
      expect(stale.status).toBe(200);
    },
  );

  it('gives a new ETag when the listing changes', async () => {
    const before = await request(t.app).get(`/api/properties/${id}`);
    await t.ctx.database.db.execute(sql`update properties set rent = rent + 1 where id = ${id}`);
    const after = await request(t.app)
      .get(`/api/properties/${id}`)
      .set('If-None-Match', before.headers.etag as string);
    expect(after.status).toBe(200);
    expect(after.body.data.rent).toBe(before.body.data.rent + 1);
  });

  it('keeps a signed-in caller’s details private', async () => {
    const guest = await request(t.app).get(`/api/properties/${id}`);
    expect(guest.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, must-revalidate');
    expect(guest.headers.vary).toContain('Authorization');
    const user = await createUser(t.ctx.database.db);
    const signedIn = await request(t.app)
      .get(`/api/properties/${id}`)
      .set(...bearer(t, user));
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    // A search is the same for everyone, signed in or not.
    const search = await request(t.app)
      .get('/api/properties?city=jaipur')
      .set(...bearer(t, user));
    expect(search.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, must-revalidate');
  });
});
