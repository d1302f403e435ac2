import { LANDMARKS, MAX_PLACE_SUGGESTIONS, VALIDATION } from '@roomsetu/shared';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { properties } from '../../db/schema';
import { haversineKm } from '../properties';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  const owner = await createUser(db, { role: 'LANDLORD' });
  const at = async (
    city: 'bengaluru' | 'pune',
    area: string,
    lat: number,
    lng: number,
    o: { status?: 'ACTIVE' | 'PENDING'; approximate?: boolean; deletedAt?: Date } = {},
  ) =>
    createProperty(db, owner.id, {
      city,
      area,
      latitude: lat,
      longitude: lng,
      locationApproximate: o.approximate ?? false,
      // Points to the digit: places average the public pins, here the exact points.
      exactLocation: true,
      status: o.status ?? 'ACTIVE',
      deletedAt: o.deletedAt ?? null,
    });
  await at('bengaluru', 'Marathahalli', 12.95, 77.7);
  await at('bengaluru', 'marathahalli', 12.96, 77.7);
  // Geocoding failed for this one: it sits on the city centre and must not pull the locality there.
  await at('bengaluru', 'Marathahalli', 12.9716, 77.5946, { approximate: true });
  await at('bengaluru', 'Bellandur', 12.93, 77.68);
  await at('bengaluru', 'HSR Layout', 12.91, 77.64);
  await at('bengaluru', 'Koramangala', 12.935, 77.624);
  await at('pune', 'Marathahalli Colony', 18.5, 73.8);
  await at('bengaluru', 'Ghostpur', 12.9, 77.6, { status: 'PENDING' });
  await at('bengaluru', 'Vanished Nagar', 12.9, 77.6, { deletedAt: new Date() });
});
afterAll(async () => {
  await t.close();
});

interface Place {
  kind: 'LANDMARK' | 'LOCALITY';
  name: string;
  city: string;
  lat: number;
  lng: number;
}
const places = async (query: Record<string, string>): Promise<Place[]> => {
  const res = await request(t.app).get('/api/places').query(query);
  expect(res.status).toBe(200);
  return res.body.data as Place[];
};

describe('GET /api/places', () => {
  it('finds a locality through a misspelling, once whatever its case, at its geocoded listings', async () => {
    const found = await places({ q: 'maratahalli', city: 'bengaluru' });
    expect(found).toEqual([
      { kind: 'LOCALITY', name: 'Marathahalli', city: 'bengaluru', lat: 12.955, lng: 77.7 },
    ]);
  });

  it("finds 'Koramangala' from 'koramangla', the landmark standing for the locality of that name", async () => {
    const found = await places({ q: 'koramangla', city: 'bengaluru' });
    const koramangala = LANDMARKS.bengaluru.find((l) => l.name === 'Koramangala')!;
    expect(found[0]).toEqual({
      kind: 'LANDMARK',
      name: 'Koramangala',
      city: 'bengaluru',
      lat: koramangala.lat,
      lng: koramangala.lng,
    });
    expect(found.filter((p) => p.name === 'Koramangala')).toHaveLength(1);
  });

  it('ranks a prefix match before a more popular match inside a name', async () => {
    // 'RMZ Ecospace, Bellandur' has listings within 2 km; the locality 'Bellandur' starts with it.
    const found = await places({ q: 'bel', city: 'bengaluru' });
    expect(found.map((p) => [p.kind, p.name])).toEqual([
      ['LOCALITY', 'Bellandur'],
      ['LANDMARK', 'RMZ Ecospace, Bellandur'],
    ]);
  });

  it('is case-blind, keeps to the city when one is given, and spans cities otherwise', async () => {
    expect((await places({ q: 'HSR', city: 'bengaluru' })).map((p) => p.name)).toEqual([
      'HSR Layout',
    ]);
    expect((await places({ q: 'marathahalli', city: 'pune' })).map((p) => p.name)).toEqual([
      'Marathahalli Colony',
    ]);
    const everywhere = await places({ q: 'marathahalli' });
    expect(everywhere.map((p) => `${p.city}:${p.name}`).sort()).toEqual([
      'bengaluru:Marathahalli',
      'pune:Marathahalli Colony',
    ]);
  });

  it('suggests landmarks by a word of their name', async () => {
    const found = await places({ q: 'tech park', city: 'bengaluru' });
    expect(found.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Manyata Tech Park', 'Bagmane Tech Park']),
    );
    expect(found.every((p) => p.kind === 'LANDMARK' && p.city === 'bengaluru')).toBe(true);
  });

  it('understands Devanagari: कोरमंगला finds Koramangala, दिल्ली the places of Delhi NCR', async () => {
    for (const q of ['कोरमंगला', 'कोरमं']) {
      const found = await places({ q });
      expect(found[0], q).toMatchObject({ name: 'Koramangala', city: 'bengaluru' });
    }
    const delhi = await places({ q: 'दिल्ली' });
    expect(delhi.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'New Delhi Railway Station',
        'IIT Delhi',
        'Delhi University North Campus',
      ]),
    );
    expect(delhi.every((p) => p.city === 'delhi')).toBe(true);
    // Typed without the nukta, and a locality of live listings by its Hindi name.
    expect((await places({ q: 'हौज खास' }))[0]?.name).toBe('Hauz Khas Metro');
    expect((await places({ q: 'बेलंदूर', city: 'bengaluru' })).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Bellandur', 'RMZ Ecospace, Bellandur']),
    );
    // Kept to the city asked for, and nothing for a word no place is called.
    expect(await places({ q: 'दिल्ली', city: 'pune' })).toEqual([]);
    expect(await places({ q: 'अनजाना' })).toEqual([]);
  });

  it('never suggests localities of hidden listings, and at most 10 places', async () => {
    expect(await places({ q: 'ghostpur' })).toEqual([]);
    expect(await places({ q: 'vanished nagar' })).toEqual([]);
    expect((await places({ q: 'station' })).length).toBe(MAX_PLACE_SUGGESTIONS);
  });

  it("places a locality at its listings' public pins, never at a home", async () => {
    const db = t.ctx.database.db;
    const owner = await createUser(db, { role: 'LANDLORD' });
    const home = { lat: 18.5123456, lng: 73.9234567 };
    const { id } = await createProperty(db, owner.id, {
      city: 'pune',
      area: 'Kalyani Nagar Lane',
      latitude: home.lat,
      longitude: home.lng,
      locationApproximate: false,
    });
    const [pin] = await db
      .select({ lat: properties.publicLatitude, lng: properties.publicLongitude })
      .from(properties)
      .where(eq(properties.id, id));
    const round4 = (n: number) => Math.round(n * 1e4) / 1e4;
    const lane = async () => (await places({ q: 'kalyani nagar lane', city: 'pune' }))[0];
    const shown = (await lane())!;
    expect(shown).toMatchObject({
      kind: 'LOCALITY',
      lat: round4(pin!.lat!),
      lng: round4(pin!.lng!),
    });
    const metres = haversineKm(home, { lat: shown.lat, lng: shown.lng }) * 1000;
    expect(metres).toBeGreaterThan(40);
    expect(metres).toBeLessThan(600);
    // The owner shows the exact point: the locality follows it there.
    await db.update(properties).set({ exactLocation: true }).where(eq(properties.id, id));
    expect(await lane()).toMatchObject({ lat: round4(home.lat), lng: round4(home.lng) });
    await db.delete(properties).where(eq(properties.id, id));
  });

  it('follows listings as they go live, hide, move or leave, but not as they are viewed', async () => {
    const db = t.ctx.database.db;
    const owner = await createUser(db, { role: 'LANDLORD' });
    const { id } = await createProperty(db, owner.id, {
      city: 'pune',
      area: 'Aundh',
      latitude: 18.56,
      longitude: 73.81,
      locationApproximate: false,
      exactLocation: true,
      status: 'PENDING',
    });
    const aundh = () => places({ q: 'aundh', city: 'pune' });
    expect(await aundh()).toEqual([]);
    const set = (fields: Partial<typeof properties.$inferInsert>) =>
      db.update(properties).set(fields).where(eq(properties.id, id));
    await set({ status: 'ACTIVE' });
    expect(await aundh()).toEqual([
      { kind: 'LOCALITY', name: 'Aundh', city: 'pune', lat: 18.56, lng: 73.81 },
    ]);
    await set({ latitude: 18.57, longitude: 73.8 });
    expect((await aundh())[0]).toMatchObject({ lat: 18.57, lng: 73.8 });
    // xmin changes whenever a row is rewritten, even to the same values.
    const version = () => queryRows(db, sql`select xmin::text from localities where key = 'aundh'`);
    const before = await version();
    await request(t.app).get(`/api/properties/${id}`).expect(200);
    expect(await version()).toEqual(before);
    await set({ latitude: 18.58 });
    expect(await version()).not.toEqual(before);
    expect((await aundh())[0]).toMatchObject({ lat: 18.58 });
    await set({ area: 'Baner Road' });
    expect(await aundh()).toEqual([]);
    expect((await places({ q: 'baner road', city: 'pune' }))[0]).toMatchObject({
      kind: 'LOCALITY',
      name: 'Baner Road',
    });
    await set({ deletedAt: new Date(), status: 'DELETED' });
    expect(await places({ q: 'baner road', city: 'pune' })).not.toContainEqual(
      expect.objectContaining({ kind: 'LOCALITY' }),
    );
    await db.delete(properties).where(eq(properties.id, id));
    expect(
      await queryRows(db, sql`select listings from localities where key = 'baner road'`),
    ).toEqual([{ listings: 0 }]);
  });

  it.each([[{}], [{ q: 'k' }], [{ q: '  k ' }], [{ q: 'ko', city: 'gotham' }]])(
    'answers 400 to %o',
    async (query) => {
      const res = await request(t.app).get('/api/places').query(query);
      expect(res.status).toBe(400);
      const message = 'city' in query ? VALIDATION.cityInvalid : VALIDATION.placeQueryShort;
      expect(res.body.error).toBe(message);
    },
  );
});
