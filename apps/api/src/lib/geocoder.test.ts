import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness';
import { startGeocoderStub, type GeocoderStub } from '../test/geocoder-stub';
import { createGeocoder, type Geocoder } from './geocoder';
import { waitForTurn } from './rate-limit';
import { geocodeCacheIn } from '../db/geocode-cache';

let t: TestEnv;
let stub: GeocoderStub;
let geocoder: Geocoder;
beforeAll(async () => {
  stub = await startGeocoderStub();
  t = await createTestEnv();
  geocoder = createGeocoder({
    url: stub.url,
    userAgent: 'RoomSetu test',
    cache: geocodeCacheIn(t.ctx.database.db),
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
    expect(point).toEqual({
      latitude: 18.5204,
      longitude: 73.8567,
      approximate: true,
      unavailable: true,
    });
  });

  it('falls back to the city centre when nothing matches, and remembers that', async () => {
    stub.respond = () => 'none';
    const a = { ...address, line1: 'Nowhere 1', city: 'delhi' as const };
    // An answer, not an outage: nothing to ask again later.
    expect(await geocoder.geocode(a)).toEqual({
      latitude: 28.6139,
      longitude: 77.209,
      approximate: true,
    });
    const before = stub.queries.length;
    expect((await geocoder.geocode(a)).approximate).toBe(true);
    expect(stub.queries.length).toBe(before);
  });

  it('falls back when the service cannot be reached at all', async () => {
    const offline = createGeocoder({
      url: 'http://127.0.0.1:9',
      userAgent: 'x',
      cache: geocodeCacheIn(t.ctx.database.db),
      logger: t.ctx.logger,
      minIntervalMs: 0,
    });
    const point = await offline.geocode({ ...address, line1: 'Offline 1', city: 'hyderabad' });
    expect(point).toEqual({
      latitude: 17.385,
      longitude: 78.4867,
      approximate: true,
      unavailable: true,
    });
  });

  it('keeps at least the minimum interval between requests', async () => {
    stub.respond = () => ({ lat: 1, lon: 2 });
    const slow = createGeocoder({
      url: stub.url,
      userAgent: 'x',
      cache: geocodeCacheIn(t.ctx.database.db),
      logger: t.ctx.logger,
      minIntervalMs: 300,
    });
    const started = Date.now();
    await Promise.all([1, 2, 3].map((n) => slow.geocode({ ...address, line1: `Interval ${n}` })));
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('shares its turn with the other instances: one request a second from all together', async () => {
    const times: number[] = [];
    stub.respond = () => {
      times.push(Date.now());
      return { lat: 1, lon: 2 };
    };
    // Two replicas' geocoders on one database (and so one rate-limit store), each with its own
    // one-a-second throttle: alone, each would send one a second, so two a second together.
    const replicas = [1, 2].map(() =>
      createGeocoder({
        url: stub.url,
        userAgent: 'x',
        cache: geocodeCacheIn(t.ctx.database.db),
        logger: t.ctx.logger,
        minIntervalMs: 1000,
        turn: () => waitForTurn(t.ctx, 'geocoder-shared-test', 1000),
      }),
    );
    await Promise.all(
      replicas.flatMap((g, r) =>
        [1, 2].map((n) => g.geocode({ ...address, line1: `Shared turn ${r}-${n}` })),
      ),
    );
    expect(times).toHaveLength(4);
    const gaps = times
      .sort((a, b) => a - b)
      .slice(1)
      .map((at, i) => at - times[i]!);
    // Never two within the second, whichever replica sent them.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(950);
  }, 20_000);

  describe('under load', () => {
    const centre = { latitude: 12.9716, longitude: 77.5946, approximate: true, unavailable: true };
    const many = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        ...address,
        line1: `${prefix} ${i}`,
        city: 'bengaluru' as const,
      }));

    it('queues a bounded number of addresses and gives the rest the city centre at once', async () => {
      stub.respond = () => ({ lat: 1, lon: 2 });
      stub.delayMs = 300;
      const bounded = createGeocoder({
        url: stub.url,
        userAgent: 'x',
        cache: geocodeCacheIn(t.ctx.database.db),
        logger: t.ctx.logger,
        minIntervalMs: 0,
        maxQueue: 2,
      });
      const before = stub.queries.length;
      try {
        const points = await Promise.all(many('Burst', 8).map((a) => bounded.geocode(a)));
        // One in flight and two waiting were asked; the other five never reached the service.
        expect(stub.queries.length - before).toBe(3);
        expect(points.filter((p) => !p.approximate)).toHaveLength(3);
        expect(points.filter((p) => p.approximate)).toEqual(Array(5).fill(centre));
      } finally {
        stub.delayMs = 0;
      }
    });

    it('gives up on a slow service and falls back to the city centre', async () => {
      stub.respond = () => ({ lat: 1, lon: 2 });
      stub.delayMs = 2000;
      const impatient = createGeocoder({
        url: stub.url,
        userAgent: 'x',
        cache: geocodeCacheIn(t.ctx.database.db),
        logger: t.ctx.logger,
        minIntervalMs: 0,
        timeoutMs: 200,
        maxWaitMs: 500,
      });
      try {
        const [slow, queued] = await Promise.all(many('Slow', 2).map((a) => impatient.geocode(a)));
        expect(slow).toEqual(centre);
        expect(queued).toEqual(centre);
      } finally {
        stub.delayMs = 0;
      }
    });
  });
});
