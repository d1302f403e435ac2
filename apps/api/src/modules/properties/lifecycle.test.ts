import {
  canMoveListing,
  LET_AGREED_VISIBLE_DAYS,
  OWNER_LISTING_STATUSES,
  PROPERTY_STATUSES,
  type PropertyStatus,
} from '@roomsetu/shared';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { properties } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
type U = Awaited<ReturnType<typeof createUser>>;
let owner: U;
let stranger: U;
let admin: U;
let tenant: U;

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  owner = await createUser(db, { role: 'LANDLORD' });
  stranger = await createUser(db, { role: 'LANDLORD' });
  admin = await createUser(db, { role: 'ADMIN' });
  tenant = await createUser(db);
});
afterAll(async () => {
  await t.close();
});

const listing = async (status: PropertyStatus = 'ACTIVE', city: 'pune' | 'jaipur' = 'jaipur') =>
  (
    await createProperty(t.ctx.database.db, owner.id, {
      city,
      status,
      letAgreedAt: status === 'LET_AGREED' ? new Date() : null,
      deletedAt: status === 'DELETED' ? new Date() : null,
    })
  ).id;

const move = (id: number, status: string, as: U | null = owner) => {
  const req = request(t.app).post(`/api/properties/${id}/status`).send({ status });
  return as ? req.set(...bearer(t, as)) : req;
};

const statusOf = async (id: number) =>
  (
    await t.ctx.database.db
      .select({ status: properties.status })
      .from(properties)
      .where(eq(properties.id, id))
  )[0]!.status;

describe('POST /api/properties/:id/status: the transition table', () => {
  const live = PROPERTY_STATUSES.filter((s) => s !== 'DELETED');
  const moves = live.flatMap((from) => OWNER_LISTING_STATUSES.map((to) => [from, to] as const));

  it.each(moves)('the owner moves %s → %s as the table says', async (from, to) => {
    const id = await listing(from);
    const res = await move(id, to);
    if (canMoveListing(from, to)) {
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id, status: to });
      expect(res.body.data.letAgreedAt === null).toBe(to !== 'LET_AGREED');
      expect(await statusOf(id)).toBe(to);
    } else {
      expect(res.status).toBe(409);
      expect(res.body.error).toMatch(/\w+/);
      expect(await statusOf(id)).toBe(from);
    }
  });

  it('the legal moves are exactly pause, let agreed and back to active', () => {
    const legal = moves.filter(([from, to]) => canMoveListing(from, to));
    expect(legal).toEqual([
      ['ACTIVE', 'PAUSED'],
      ['ACTIVE', 'LET_AGREED'],
      ['PAUSED', 'ACTIVE'],
      ['LET_AGREED', 'ACTIVE'],
    ]);
  });

  it.each(OWNER_LISTING_STATUSES)(
    'nobody but the owner moves a listing to %s: 401 guest, 403 others and admins',
    async (to) => {
      const id = await listing(to === 'ACTIVE' ? 'PAUSED' : 'ACTIVE');
      const before = await statusOf(id);
      expect((await move(id, to, null)).status).toBe(401);
      expect((await move(id, to, stranger)).status).toBe(403);
      expect((await move(id, to, tenant)).status).toBe(403);
      expect((await move(id, to, admin)).status).toBe(403);
      expect(await statusOf(id)).toBe(before);
    },
  );

  it('a deleted or unknown listing answers 404; states the owner may not set answer 400', async () => {
    expect((await move(await listing('DELETED'), 'ACTIVE')).status).toBe(404);
    expect((await move(2_000_000_000, 'PAUSED')).status).toBe(404);
    const id = await listing();
    for (const status of ['SUSPENDED', 'DELETED', 'DRAFT', 'paused', '']) {
      expect((await move(id, status)).status).toBe(400);
    }
    expect(await statusOf(id)).toBe('ACTIVE');
  });

  it('marking let agreed stamps the time; re-activating clears it', async () => {
    const id = await listing();
    const let_ = await move(id, 'LET_AGREED');
    expect(Date.parse(let_.body.data.letAgreedAt)).toBeGreaterThan(0);
    expect((await move(id, 'ACTIVE')).body.data.letAgreedAt).toBeNull();
    const [row] = await t.ctx.database.db
      .select({ letAgreedAt: properties.letAgreedAt })
      .from(properties)
      .where(eq(properties.id, id));
    expect(row!.letAgreedAt).toBeNull();
  });
});

describe('search visibility per state', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const s of PROPERTY_STATUSES) ids[s] = await listing(s, 'pune');
    ids.LET_AGREED_LONG_AGO = await listing('LET_AGREED', 'pune');
    await t.ctx.database.db.execute(
      sql`update properties set let_agreed_at = now() - make_interval(days => ${LET_AGREED_VISIBLE_DAYS}, hours => 1) where id = ${ids.LET_AGREED_LONG_AGO}`,
    );
  });
  const searchIds = async () =>
    (
      (await request(t.app).get('/api/properties').query({ city: 'pune', limit: 50 })).body
        .data as { id: number }[]
    ).map((p) => p.id);
  const mapIds = async () =>
    (
      (await request(t.app).get('/api/properties/map').query({ city: 'pune', zoom: 12 })).body.data
        .points as { id: number }[]
    ).map((p) => p.id);

  it('search, the map and the showcase show active listings and the recently let agreed only', async () => {
    const expected = [ids.LET_AGREED!, ids.ACTIVE!].sort((a, b) => b - a);
    expect(await searchIds()).toEqual(expected);
    expect((await mapIds()).sort((a, b) => b - a)).toEqual(expected);
    const showcase = (await request(t.app).get('/api/properties/all').query({ limit: 100 })).body
      .data as { id: number }[];
    const shown = new Set(showcase.map((p) => p.id));
    expect(Object.entries(ids).filter(([, id]) => shown.has(id))).toEqual(
      Object.entries(ids).filter(([k]) => k === 'ACTIVE' || k === 'LET_AGREED'),
    );
  });

  it('a paused listing leaves search and returns when re-activated', async () => {
    const id = await listing('ACTIVE', 'pune');
    expect(await searchIds()).toContain(id);
    expect((await move(id, 'PAUSED')).status).toBe(200);
    expect(await searchIds()).not.toContain(id);
    expect(await mapIds()).not.toContain(id);
    expect((await move(id, 'ACTIVE')).status).toBe(200);
    expect(await searchIds()).toContain(id);
    expect(await mapIds()).toContain(id);
  });

  it('details: paused and let agreed show to everyone with their state; suspended only to its owner', async () => {
    for (const s of ['PAUSED', 'LET_AGREED', 'LET_AGREED_LONG_AGO'] as const) {
      const res = await request(t.app).get(`/api/properties/${ids[s]}`);
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe(s === 'PAUSED' ? 'PAUSED' : 'LET_AGREED');
    }
    for (const s of ['SUSPENDED', 'PENDING', 'DRAFT', 'INACTIVE', 'DELETED'] as const) {
      expect((await request(t.app).get(`/api/properties/${ids[s]}`)).status).toBe(404);
    }
    const own = await request(t.app)
      .get(`/api/properties/${ids.SUSPENDED}`)
      .set(...bearer(t, owner));
    expect(own.status).toBe(200);
  });

  it('a paused or let-agreed listing takes no new inquiries', async () => {
    for (const s of ['PAUSED', 'LET_AGREED'] as const) {
      const res = await request(t.app)
        .post('/api/messages/conversations-inquiry')
        .set(...bearer(t, tenant))
        .send({ receiverId: owner.id, propertyId: ids[s], text: 'Is it still available?' });
      expect(res.status).toBe(400);
    }
  });
});

describe('alerts on a move', () => {
  const jobsFor = (name: string, id: number) =>
    queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from jobs where name = ${name} and (payload->>'propertyId')::int = ${id}`,
    ).then((r) => Number(r[0]!.n));

  it('favouriters hear that a listing was let or paused; re-activation runs the saved-search match', async () => {
    const id = await listing();
    const fan = tenant;
    const fav = await request(t.app)
      .post('/api/favorite')
      .set(...bearer(t, fan))
      .send({ type: 'PROPERTY', propertyId: id });
    expect(fav.status).toBe(201);
    await t.ctx.jobs.drain();
    const activatedBefore = await jobsFor('listing.activated', id);

    expect((await move(id, 'LET_AGREED')).status).toBe(200);
    await t.ctx.jobs.drain();
    // A favouriter hears of one listing at most once a day (alerts' listing-events).
    t.clock.advance(86_400_000);
    expect((await move(id, 'ACTIVE')).status).toBe(200);
    expect(await jobsFor('listing.activated', id)).toBe(activatedBefore + 1);
    expect((await move(id, 'PAUSED')).status).toBe(200);
    await t.ctx.jobs.drain();

    const notes = await queryRows<{ type: string; body: string }>(
      t.ctx.database.db,
      sql`select type, body from notifications where user_id = ${fan.id} and type = 'LISTING_UNAVAILABLE' order by id`,
    );
    expect(notes.map((n) => n.body)).toEqual([
      expect.stringMatching(/has been let/),
      expect.stringMatching(/is paused by its owner/),
    ]);
  });
});
