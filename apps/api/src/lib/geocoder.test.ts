import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness';
import { startGeocoderStub, type GeocoderStub } from '../test/geocoder-stub';
import { createGeocoder, type Geocoder } from './geocoder';

let t: TestEnv;
let stub: GeocoderStub;
let geocoder: Geocoder;
beforeAll(async () => {
  stub = await startGeocoderStub();
  t = await createTestEnv();
  geocoder = createGeocoder({
    url: stub.url,
    userAgent: 'RoomSetu test',
    db: t.ctx.database.db,
    logger: t.ctx.logger,
    minIntervalMs: 0,
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const address = {
  line1: '12 MG Road',
  area: 'C-Scheme',
  city: 'jaipur' as const,
  postalCode: '302001',
};

describe('geocoder', () => {
  it('asks the service with the whole address and returns its point', async () => {
    stub.respond = () => ({ lat: 26.9, lon: 75.79 });
    const point = await geocoder.geocode(address);
    expect(point).toEqual({ latitude: 26.9, longitude: 75.79, approximate: false });
    expect(stub.queries.at(-1)).toBe('12 MG Road, C-Scheme, Jaipur, Rajasthan, 302001, India');
  });

  it('answers a repeated address from the cache without asking again', async () => {
    const before = stub.queries.length;
    stub.respond = () => 'fail';
    expect(await geocoder.geocode({ ...address, line1: '12 mg road' })).toEqual({
      latitude: 26.9,
      longitude: 75.79,
      approximate: false,
    });
    expect(stub.queries.length).toBe(before);
  });

  it('falls back to the city centre, marked approximate, when the service fails', async () => {
    stub.respond = () => 'fail';
    const point = await geocoder.geocode({ ...address, line1: '99 Unknown Lane', city: 'pune' });
    expect(point).toEqual({ latitude: 18.5204, longitude: 73.8567, approximate: true });
  });

  it('falls back to the city centre when nothing matches, and remembers that', async () => {
    stub.respond = () => 'none';
    const a = { ...address, line1: 'Nowhere 1', city: 'delhi' as const };
    expect((await geocoder.geocode(a)).approximate).toBe(true);
    const before = stub.queries.length;
    expect((await geocoder.geocode(a)).approximate).toBe(true);
    expect(stub.queries.length).toBe(before);
  });

  it('falls back when the service cannot be reached at all', async () => {
    const offline = createGeocoder({
      url: 'http://127.0.0.1:9',
      userAgent: 'x',
      db: t.ctx.database.db,
      logger: t.ctx.logger,
      minIntervalMs: 0,
    });
    const point = await offline.geocode({ ...address, line1: 'Offline 1', city: 'hyderabad' });
    expect(point).toEqual({ latitude: 17.385, longitude: 78.4867, approximate: true });
  });

  it('keeps at least the minimum interval between requests', async () => {
    stub.respond = () => ({ lat: 1, lon: 2 });
    const slow = createGeocoder({
      url: stub.url,
      userAgent: 'x',
      db: t.ctx.database.db,
      logger: t.ctx.logger,
      minIntervalMs: 300,
    });
    const started = Date.now();
    await Promise.all([1, 2, 3].map((n) => slow.geocode({ ...address, line1: `Interval ${n}` })));
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });
});
