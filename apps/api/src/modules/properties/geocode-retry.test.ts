import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/auth';
import { createUser } from '../../test/factories';
import { startGeocoderStub, type GeocoderStub } from '../../test/geocoder-stub';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { jpeg } from '../../test/images';
import { listingFields, withFields } from './listing-fixture';

let t: TestEnv;
let stub: GeocoderStub;
let landlord: Awaited<ReturnType<typeof createUser>>;
// Signed at the test clock's time, which the tests move past a token's life.
const auth = () => bearer(t, landlord);
beforeAll(async () => {
  stub = await startGeocoderStub();
  t = await createTestEnv({ GEOCODER_URL: stub.url });
  landlord = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(async () => {
  // Each test's jobs only.
  await queryRows(t.ctx.database.db, sql`delete from jobs`);
});

const PUNE = { latitude: 18.5204, longitude: 73.8567 };
const TEN_MINUTES = 10 * 60_000;

async function list(line1: string): Promise<number> {
  const fields = listingFields({
    address: JSON.stringify({ line1, city: 'pune', postalCode: '411001' }),
  });
  const res = await withFields(
    request(t.app)
      .post('/api/properties')
      .set(...auth()),
    fields,
  ).attach('photos', await jpeg(), 'a.jpg');
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

async function where(id: number) {
  const [row] = await queryRows<{
    latitude: number;
    longitude: number;
    approximate: boolean;
    updatedAt: string;
  }>(
    t.ctx.database.db,
    sql`select latitude::float8 as latitude, longitude::float8 as longitude,
          location_approximate as approximate, updated_at::text as "updatedAt"
        from properties where id = ${id}`,
  );
  return row!;
}

const retries = () =>
  queryRows<{ state: string; attempts: number; lastError: string | null }>(
    t.ctx.database.db,
    sql`select state, attempts, last_error as "lastError" from jobs
        where name = 'properties.geocode-retry' order by id`,
  );

describe('listings saved while the geocoder is down', () => {
  it('are asked about again later and moved to their address, the owner’s edit time untouched', async () => {
    stub.respond = () => 'fail';
    const id = await list('4 Outage Road');
    expect(await where(id)).toMatchObject({ ...PUNE, approximate: true });
    const before = (await where(id)).updatedAt;

    // Still down at the first retry: it waits longer and tries again.
    t.clock.advance(TEN_MINUTES);
    await t.ctx.jobs.drain();
    expect(await retries()).toEqual([
      { state: 'queued', attempts: 1, lastError: 'the geocoder is still unavailable' },
    ]);
    expect(await where(id)).toMatchObject({ ...PUNE, approximate: true });

    stub.respond = () => ({ lat: 18.53, lon: 73.84 });
    t.clock.advance(2 * TEN_MINUTES);
    await t.ctx.jobs.drain();
    expect(await retries()).toMatchObject([{ state: 'completed', attempts: 2 }]);
    expect(await where(id)).toEqual({
      latitude: 18.53,
      longitude: 73.84,
      approximate: false,
      updatedAt: before,
    });
    const detail = await request(t.app)
      .get(`/api/properties/${id}`)
      .set(...auth());
    expect(detail.body.data).toMatchObject({ locationApproximate: false });
  });

  it('are not asked about again when the geocoder answered that the address does not exist', async () => {
    stub.respond = () => 'none';
    const id = await list('5 Imaginary Lane');
    expect(await where(id)).toMatchObject({ approximate: true });
    expect(await retries()).toEqual([]);
  });

  it('keep a new address the owner gave meanwhile: the old answer is not written over it', async () => {
    stub.respond = () => 'fail';
    const id = await list('6 Old Street');
    // The owner re-addresses it while the geocoder is still down, and it stays approximate.
    const moved = await request(t.app)
      .put(`/api/properties/address/${id}`)
      .set(...auth())
      .send({ line1: '7 New Street', city: 'pune', postalCode: '411002' });
    expect(moved.status).toBe(200);
    expect(await retries()).toHaveLength(2);

    // Back up: each retry asks for the address the listing has now.
    stub.respond = (q) => (q.includes('7 New Street') ? { lat: 18.6, lon: 73.9 } : 'none');
    t.clock.advance(TEN_MINUTES);
    await t.ctx.jobs.drain();
    expect(await where(id)).toMatchObject({ latitude: 18.6, longitude: 73.9, approximate: false });
    expect(stub.queries.filter((q) => q.includes('6 Old Street')).length).toBe(1);
  });

  it('leave a listing its owner has since pinned where it is', async () => {
    stub.respond = () => 'fail';
    const id = await list('8 Pinned Road');
    await queryRows(
      t.ctx.database.db,
      sql`update properties set latitude = 18.45, longitude = 73.8, location_approximate = false
          where id = ${id}`,
    );
    stub.respond = () => ({ lat: 18.7, lon: 73.7 });
    t.clock.advance(TEN_MINUTES);
    await t.ctx.jobs.drain();
    expect(await where(id)).toMatchObject({ latitude: 18.45, longitude: 73.8, approximate: false });
    expect(await retries()).toMatchObject([{ state: 'completed' }]);
  });
});
