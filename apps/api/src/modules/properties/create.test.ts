import { readdirSync } from 'node:fs';
import { LANDMARKS } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { startGeocoderStub, type GeocoderStub } from '../../test/geocoder-stub';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { jpeg, jpegWithGps, png, truncatedJpeg } from '../../test/images';
import sharp from 'sharp';
import { listingFields, withFields } from './listing-fixture';

let t: TestEnv;
let stub: GeocoderStub;
let auth: [string, string];
beforeAll(async () => {
  stub = await startGeocoderStub();
  t = await createTestEnv({ GEOCODER_URL: stub.url });
  const landlord = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
  auth = bearer(t, landlord);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const propertyCount = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.ctx.database.db,
        sql`select count(*)::int as n from properties`,
      )
    )[0]!.n,
  );
const storedFiles = () => {
  try {
    return readdirSync(t.ctx.storage.root!, { recursive: true }).filter((f) =>
      String(f).endsWith('.webp'),
    ).length;
  } catch {
    return 0;
  }
};

function post(fields = listingFields()) {
  return withFields(
    request(t.app)
      .post('/api/properties')
      .set(...auth),
    fields,
  );
}

describe('POST /api/properties', () => {
  it('lists a property with photos, geocodes the address and answers its id', async () => {
    stub.respond = () => ({ lat: 26.91, lon: 75.81 });
    const res = await post()
      .attach('photos', await jpeg(), 'front.jpg')
      .attach('photos', await png(), 'room.png');
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data.id).toEqual(expect.any(Number));

    const detail = await request(t.app)
      .get(`/api/properties/${res.body.data.id}`)
      .set(...auth);
    expect(detail.status).toBe(200);
    const p = detail.body.data;
    expect(p).toMatchObject({
      title: 'Sunny 2BHK near Central Park',
      rent: 18000,
      bedrooms: 2,
      address: {
        line1: '12 MG Road',
        city: 'jaipur',
        postalCode: '302001',
        state: 'Rajasthan',
        country: 'India',
      },
      latitude: 26.91,
      longitude: 75.81,
      locationApproximate: false,
      allowedPolicies: [{ name: 'Cooking allowed' }],
      restrictions: [{ name: 'No smoking' }],
    });
    expect(p.amenities.map((a: { name: string }) => a.name).sort()).toEqual(['Parking', 'WiFi']);
    expect(p.photos).toHaveLength(2);
    expect(p.photos.filter((ph: { isPrimary: boolean }) => ph.isPrimary)).toHaveLength(1);
    expect(p.photos[0].url).toMatch(/^http:\/\/.+\/uploads\/properties\/\d+\/[\w-]+\.webp$/);

    const photo = await request(t.app).get(new URL(p.photos[0].url).pathname);
    expect(photo.status).toBe(200);
    expect(photo.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('falls back to the city centre, marked approximate, when geocoding fails', async () => {
    stub.respond = () => 'fail';
    const fields = listingFields({
      address: JSON.stringify({ line1: '1 Nowhere Street', city: 'pune', postalCode: '411001' }),
    });
    const res = await post(fields).attach('photos', await jpeg(), 'a.jpg');
    expect(res.status).toBe(201);
    const p = (
      await request(t.app)
        .get(`/api/properties/${res.body.data.id}`)
        .set(...auth)
    ).body.data;
    expect(p).toMatchObject({ latitude: 18.5204, longitude: 73.8567, locationApproximate: true });
    expect(p.address).toMatchObject({ state: 'Maharashtra', country: 'India' });
  });

  it("puts an address the geocoder cannot find at its locality's geocoded listings, still approximate", async () => {
    const owner = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
    for (const [lat, lng] of [
      [18.55, 73.8],
      [18.57, 73.82],
    ])
      await createProperty(t.ctx.database.db, owner.id, {
        city: 'pune',
        area: 'Aundh',
        latitude: lat,
        longitude: lng,
        locationApproximate: false,
        // Shown exactly: the locality's point is then theirs, to the digit.
        exactLocation: true,
      });
    // An approximate one in the same locality must not drag the average to the city centre.
    await createProperty(t.ctx.database.db, owner.id, { city: 'pune', area: 'Aundh' });
    stub.respond = () => 'none';
    const fields = listingFields({
      address: JSON.stringify({
        line1: '3 Unknown Lane',
        area: ' aundh ',
        city: 'pune',
        postalCode: '411007',
      }),
    });
    const res = await post(fields).attach('photos', await jpeg(), 'a.jpg');
    expect(res.status).toBe(201);
    const p = (
      await request(t.app)
        .get(`/api/properties/${res.body.data.id}`)
        .set(...auth)
    ).body.data;
    expect(p.locationApproximate).toBe(true);
    expect(p.latitude).toBeCloseTo(18.56, 9);
    expect(p.longitude).toBeCloseTo(73.81, 9);
  });

  it('puts it at the landmark of that name when no listing there is geocoded', async () => {
    stub.respond = () => 'fail';
    const fields = listingFields({
      address: JSON.stringify({
        line1: '9 Lost Street',
        area: 'Whitefield',
        city: 'bengaluru',
        postalCode: '560066',
      }),
    });
    const res = await post(fields).attach('photos', await jpeg(), 'a.jpg');
    const p = (
      await request(t.app)
        .get(`/api/properties/${res.body.data.id}`)
        .set(...auth)
    ).body.data;
    const itpl = LANDMARKS.bengaluru.find((l) => l.name === 'Whitefield ITPL')!;
    expect(p).toMatchObject({
      latitude: itpl.lat,
      longitude: itpl.lng,
      locationApproximate: true,
    });
  });

  it('strips GPS metadata from uploaded photos', async () => {
    const res = await post().attach('photos', await jpegWithGps(), 'gps.jpg');
    expect(res.status).toBe(201);
    const p = (
      await request(t.app)
        .get(`/api/properties/${res.body.data.id}`)
        .set(...auth)
    ).body.data;
    const file = await request(t.app).get(new URL(p.photos[0].url).pathname).buffer(true);
    const meta = await sharp(file.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('webp');
  });

  it('requires sign-in', async () => {
    const res = await withFields(request(t.app).post('/api/properties'), listingFields()).attach(
      'photos',
      await jpeg(),
      'a.jpg',
    );
    expect(res.status).toBe(401);
  });

  describe('refuses bad uploads and stores nothing', () => {
    it.each([
      [
        'an 11th file',
        413,
        async () =>
          Array.from({ length: 11 }, () => ({ data: null as Buffer | null, name: 'a.jpg' })),
      ],
      [
        'an 11 MB file',
        413,
        async () => [
          {
            data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]),
            name: 'big.jpg',
          },
        ],
      ],
      [
        'a text file named .jpg',
        415,
        async () => [{ data: Buffer.from('hello, I am not an image'), name: 'fake.jpg' }],
      ],
      ['a truncated JPEG', 415, async () => [{ data: await truncatedJpeg(), name: 'cut.jpg' }]],
      ['no photo at all', 400, async () => []],
    ])('%s answers %i', async (_name, status, files) => {
      const before = { rows: await propertyCount(), files: storedFiles() };
      let req = post();
      const small = await jpeg();
      for (const f of await files()) req = req.attach('photos', f.data ?? small, f.name);
      const res = await req;
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toEqual(expect.any(String));
      expect(await propertyCount()).toBe(before.rows);
      expect(storedFiles()).toBe(before.files);
    });
  });
});
