import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createProperty, createUser, createVisit } from '../../test/factories';
import { startGeocoderStub, type GeocoderStub } from '../../test/geocoder-stub';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { pointsIn, type Point } from '../../test/points';
import { haversineKm } from './geo';
import { guestReads } from './guest-reads';

type U = { id: number; role: 'TENANT' | 'LANDLORD' | 'ADMIN' };
let t: TestEnv;
let stub: GeocoderStub;
let owner: U;
let admin: U;
let visitor: U;
let proposer: U;
let stranger: U;
/** A room in an owner-occupied flat: no exact location chosen. */
let homeId: number;
/** A listing whose owner chose to show the exact point. */
let shopId: number;
const home = { lat: 18.5312345, lng: 73.8445678 };
const shop = { lat: 18.601234, lng: 73.901234 };

beforeAll(async () => {
  stub = await startGeocoderStub();
  t = await createTestEnv({ GEOCODER_URL: stub.url });
  const db = t.ctx.database.db;
  owner = await createUser(db, { role: 'LANDLORD' });
  admin = await createUser(db, { role: 'ADMIN' });
  visitor = await createUser(db);
  proposer = await createUser(db);
  stranger = await createUser(db);
  const at = (point: Point, exactLocation: boolean, area: string) =>
    createProperty(db, owner.id, {
      city: 'pune',
      area,
      latitude: point.lat,
      longitude: point.lng,
      locationApproximate: false,
      exactLocation,
    });
  homeId = (await at(home, false, 'Shivajinagar Gaothan')).id;
  shopId = (await at(shop, true, 'Vishrantwadi Peth')).id;
  const startsAt = new Date('2026-03-02T05:00:00Z');
  await createVisit(db, {
    propertyId: homeId,
    tenantId: visitor.id,
    ownerId: owner.id,
    status: 'CONFIRMED',
    startsAt,
  });
  await createVisit(db, {
    propertyId: homeId,
    tenantId: proposer.id,
    ownerId: owner.id,
    status: 'PROPOSED',
    startsAt,
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

async function pinOf(id: number): Promise<Point> {
  const [row] = await t.ctx.database.db
    .select({ lat: properties.publicLatitude, lng: properties.publicLongitude })
    .from(properties)
    .where(eq(properties.id, id));
  return { lat: row!.lat!, lng: row!.lng! };
}

const metres = (a: Point, b: Point) => haversineKm(a, b) * 1000;

const get = (path: string, who?: U) => {
  const req = request(t.app).get(path);
  return who ? req.set(...bearer(t, who)) : req;
};

const box = (p: Point, halfDeg: number) =>
  [p.lng - halfDeg, p.lat - halfDeg, p.lng + halfDeg, p.lat + halfDeg].join(',');

describe("a listing's public pin", () => {
  it('sits 50 to 600 m from the home and is what every public answer shows', async () => {
    const pin = await pinOf(homeId);
    expect(metres(pin, home)).toBeGreaterThan(50);
    expect(metres(pin, home)).toBeLessThan(600);

    // Places round to four decimals (about 11 m): the pin, rounded, never the home.
    const round4 = (n: number) => Math.round(n * 1e4) / 1e4;
    const places = await get('/api/places?q=shivajinagar%20gao&city=pune');
    expect(places.status).toBe(200);
    const locality = places.body.data.find((p: { name: string }) => p.name.includes('Gaothan'));
    expect(locality).toMatchObject({ lat: round4(pin.lat), lng: round4(pin.lng) });

    const favoured = await request(t.app)
      .post('/api/favorite')
      .set(...bearer(t, stranger))
      .send({ type: 'PROPERTY', propertyId: homeId });
    expect(favoured.status).toBeLessThan(300);

    const answers = {
      search: await get('/api/properties?city=pune'),
      near: await get(`/api/properties?near=${home.lat},${home.lng}&radiusKm=2`),
      bbox: await get(`/api/properties?bbox=${box(pin, 0.01)}`),
      map: await get('/api/properties/map?city=pune&zoom=14'),
      mapBbox: await get(`/api/properties/map?bbox=${box(pin, 0.01)}&zoom=14`),
      details: await get(`/api/properties/${homeId}`),
      detailsToAStranger: await get(`/api/properties/${homeId}`, stranger),
      detailsToAProposedVisit: await get(`/api/properties/${homeId}`, proposer),
      showcase: await get('/api/properties/all'),
      similar: await get(`/api/properties?city=pune&notId=${shopId}`),
      favorites: await get('/api/favorite', stranger),
    };
    for (const [route, res] of Object.entries(answers)) {
      expect(res.status, route).toBe(200);
      const points = pointsIn(res.body.data).filter((p) => metres(p, home) < 1000);
      expect(points.length, route).toBeGreaterThan(0);
      for (const p of points) expect(p, route).toEqual(pin);
    }
    expect(answers.details.body.data.locationApproximate).toBe(true);
    expect(answers.map.body.data.points.find((p: { id: number }) => p.id === homeId)).toMatchObject(
      { approximate: true },
    );
    // `near` measures to the pin, as the map shows it.
    const nearCard = answers.near.body.data.find((c: { id: number }) => c.id === homeId);
    expect(nearCard.distanceKm).toBe(Math.round(haversineKm(home, pin) * 10) / 10);

    // The pages drawn for guests read the same answers.
    const page = (await guestReads(t.ctx).detail(homeId)) as Point & {
      latitude: number;
      longitude: number;
    };
    expect({ lat: page.latitude, lng: page.longitude }).toEqual(pin);
  });

  it('keeps the home out of a box drawn around it but not around the pin', async () => {
    const pin = await pinOf(homeId);
    const ids = async (path: string) =>
      ((await get(path)).body.data as { id: number }[]).map((c) => c.id);
    const tight = 0.0002; // about 22 m either side
    expect(await ids(`/api/properties?bbox=${box(home, tight)}`)).not.toContain(homeId);
    expect(await ids(`/api/properties?bbox=${box(pin, tight)}`)).toContain(homeId);
  });

  it('shows the exact point to the owner, admins and a tenant with a confirmed visit, privately', async () => {
    for (const who of [owner, admin, visitor]) {
      const res = await get(`/api/properties/${homeId}`, who);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        latitude: home.lat,
        longitude: home.lng,
        locationApproximate: false,
      });
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    const own = await get('/api/users/self-property', owner);
    expect(own.body.data.find((c: { id: number }) => c.id === homeId)).toMatchObject({
      latitude: home.lat,
      longitude: home.lng,
    });
  });

  it('is the exact point for everyone when the owner chose to show it', async () => {
    expect(await pinOf(shopId)).toEqual(shop);
    const details = await get(`/api/properties/${shopId}`);
    expect(details.body.data).toMatchObject({
      latitude: shop.lat,
      longitude: shop.lng,
      locationApproximate: false,
      exactLocation: true,
    });
    const map = await get('/api/properties/map?city=pune&zoom=14');
    expect(map.body.data.points.find((p: { id: number }) => p.id === shopId)).toMatchObject({
      lat: shop.lat,
      lng: shop.lng,
      approximate: false,
    });
  });

  it('stays put across requests and unrelated edits, and moves with the address', async () => {
    const pin = await pinOf(homeId);
    const again = await get(`/api/properties/${homeId}`);
    expect({ lat: again.body.data.latitude, lng: again.body.data.longitude }).toEqual(pin);

    const edited = await request(t.app)
      .put(`/api/properties/${homeId}`)
      .set(...bearer(t, owner))
      .send({ title: 'A quiet room in a family flat', rent: 9000 });
    expect(edited.status).toBe(200);
    expect(await pinOf(homeId)).toEqual(pin);

    const moved = { lat: 18.5412345, lng: 73.8545678 };
    stub.respond = () => ({ lat: moved.lat, lon: moved.lng });
    const address = await request(t.app)
      .put(`/api/properties/address/${homeId}`)
      .set(...bearer(t, owner))
      .send({
        line1: 'Model Colony Road',
        area: 'Model Colony',
        city: 'pune',
        postalCode: '411016',
      });
    expect(address.status).toBe(200);
    const newPin = await pinOf(homeId);
    expect(newPin).not.toEqual(pin);
    expect(metres(newPin, moved)).toBeGreaterThan(50);
    expect(metres(newPin, moved)).toBeLessThan(600);
    const details = await get(`/api/properties/${homeId}`);
    expect({ lat: details.body.data.latitude, lng: details.body.data.longitude }).toEqual(newPin);
  });

  it('lets the owner choose the exact location, and take it back', async () => {
    const put = (exactLocation: boolean) =>
      request(t.app)
        .put(`/api/properties/${homeId}`)
        .set(...bearer(t, owner))
        .send({ exactLocation });
    expect((await put(true)).status).toBe(200);
    const shown = await get(`/api/properties/${homeId}`);
    const [row] = await t.ctx.database.db
      .select({ lat: properties.latitude, lng: properties.longitude })
      .from(properties)
      .where(eq(properties.id, homeId));
    expect({ lat: shown.body.data.latitude, lng: shown.body.data.longitude }).toEqual(row);
    expect((await put(false)).status).toBe(200);
    const hidden = await get(`/api/properties/${homeId}`);
    expect(hidden.body.data.latitude).not.toBe(row!.lat);
    expect(hidden.body.data.locationApproximate).toBe(true);
  });
});
