import type { PGlite } from '@electric-sql/pglite';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, usingPostgres, type TestEnv } from '../../test/harness';

// The cache serves the embedded database only (on PostgreSQL other instances write too).
describe.skipIf(usingPostgres)('the in-process cache of public searches', () => {
  let t: TestEnv;
  let ownerId: number;
  let listingId: number;
  const titles = async () =>
    (await request(t.app).get('/api/properties?city=jaipur')).body.data.map(
      (c: { title: string }) => c.title,
    );

  beforeAll(async () => {
    t = await createTestEnv();
    ownerId = (await createUser(t.ctx.database.db, { role: 'LANDLORD' })).id;
    listingId = (
      await createProperty(t.ctx.database.db, ownerId, { city: 'jaipur', title: 'Sunny flat' })
    ).id;
  });
  afterAll(() => t.close());

  it('answers a repeated search from memory', async () => {
    expect(await titles()).toEqual(['Sunny flat']);
    // A change behind the application's back (straight into PGlite) is not seen: the answer is
    // the cached one.
    const client = (t.ctx.database.db as unknown as { $client: PGlite }).$client;
    await client.query(`update properties set title = 'Changed behind its back' where id = $1`, [
      listingId,
    ]);
    expect(await titles()).toEqual(['Sunny flat']);
  });

  it('forgets everything when a listing changes through the application', async () => {
    const owner = { id: ownerId, role: 'LANDLORD' as const };
    const res = await request(t.app)
      .put(`/api/properties/${listingId}`)
      .set(...bearer(t, owner))
      .send({ title: 'Bright flat near the fort' });
    expect(res.status).toBe(200);
    expect(await titles()).toEqual(['Bright flat near the fort']);
  });

  it('forgets everything when a listing is added', async () => {
    await createProperty(t.ctx.database.db, ownerId, { city: 'jaipur', title: 'New room' });
    expect(await titles()).toEqual(['New room', 'Bright flat near the fort']);
  });

  it('does not forget on a page view', async () => {
    expect((await request(t.app).get(`/api/properties/${listingId}`)).status).toBe(200);
    const client = (t.ctx.database.db as unknown as { $client: PGlite }).$client;
    await client.query(`update properties set title = 'Renamed quietly' where id = $1`, [
      listingId,
    ]);
    expect(await titles()).toEqual(['New room', 'Bright flat near the fort']);
  });

  it('is not bypassed by an extra, repeated or reordered parameter: the parsed search is the key', async () => {
    // Still the cached answer (the quiet rename above is not seen) for the same search written
    // another way, so a query string made up per request cannot make every request a miss.
    for (const url of [
      '/api/properties?city=jaipur&nonce=8f3a1c',
      '/api/properties?nonce=1&city=jaipur&nonce=2',
      '/api/properties?page=1&city=jaipur',
      '/api/properties?city=jaipur&page=01',
    ]) {
      const res = await request(t.app).get(url);
      expect(res.status, url).toBe(200);
      expect(
        res.body.data.map((c: { title: string }) => c.title),
        url,
      ).toEqual(['New room', 'Bright flat near the fort']);
    }
    // A different search is a different answer.
    const other = await request(t.app).get('/api/properties?city=jaipur&sort=PRICE_LOW');
    expect(other.status).toBe(200);
    expect(other.body.data.map((c: { title: string }) => c.title)).toContain('Renamed quietly');
  });
});
