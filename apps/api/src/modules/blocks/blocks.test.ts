import { BLOCK_MESSAGES } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/auth';
import { createConversation, createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

type U = { id: number; role: 'TENANT' | 'LANDLORD' | 'ADMIN' };
let t: TestEnv;

beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.close());

const seeker = { roomPreference: 'LOOKING_FOR_ROOMMATE' as const, city: 'jaipur' as const };
const as = (u: U) => bearer(t, u);
const blockUser = (by: U, id: number) =>
  request(t.app)
    .post(`/api/blocks/${id}`)
    .set(...as(by));
const unblockUser = (by: U, id: number) =>
  request(t.app)
    .delete(`/api/blocks/${id}`)
    .set(...as(by));
const inquire = (from: U, receiverId: number, text = 'Is the room free?') =>
  request(t.app)
    .post('/api/messages/conversations-inquiry')
    .set(...as(from))
    .send({ receiverId, text });
const messageCount = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.ctx.database.db,
        sql`select count(*)::int as n from messages`,
      )
    )[0]!.n,
  );

describe('POST/DELETE/GET /api/blocks', () => {
  it('blocks once however often it is asked, lists without contact details, and unblocks', async () => {
    const db = t.ctx.database.db;
    const a = await createUser(db, { firstName: 'Anu' });
    const b = await createUser(db, { firstName: 'Bijoy', lastName: 'Das' });
    expect((await blockUser(a, b.id)).body.data).toEqual({ userId: b.id, blocked: true });
    expect((await blockUser(a, b.id)).status).toBe(200);
    const list = await request(t.app)
      .get('/api/blocks')
      .set(...as(a));
    expect(list.body.data).toEqual([
      {
        id: b.id,
        firstName: 'Bijoy',
        lastName: 'Das',
        avatar: null,
        blockedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(b.email);
    expect(JSON.stringify(list.body)).not.toContain(b.phone);
    // The blocked person's own list is theirs alone.
    expect(
      (
        await request(t.app)
          .get('/api/blocks')
          .set(...as(b))
      ).body.data,
    ).toEqual([]);
    expect((await unblockUser(a, b.id)).body.data).toEqual({ userId: b.id, blocked: false });
    expect(
      (
        await request(t.app)
          .get('/api/blocks')
          .set(...as(a))
      ).body.data,
    ).toEqual([]);
  });

  it('refuses blocking oneself (400) and someone who does not exist (404)', async () => {
    const a = await createUser(t.ctx.database.db);
    expect((await blockUser(a, a.id)).status).toBe(400);
    const missing = await blockUser(a, 987654321);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      success: false,
      code: 'USER_NOT_EXISTS',
      error: 'That user does not exist',
    });
  });
});

describe('messages across a block', () => {
  it('refuses both ways over REST, stores nothing, and tells only the blocker why', async () => {
    const db = t.ctx.database.db;
    const a = await createUser(db);
    const b = await createUser(db);
    await createConversation(db, a.id, b.id, ['hello']);
    await blockUser(a, b.id);
    const before = await messageCount();

    const fromBlocked = await inquire(b, a.id, 'Why no answer?');
    expect(fromBlocked.status).toBe(403);
    expect(fromBlocked.body).toEqual({
      success: false,
      code: 'BLOCKS_NOT_DELIVERED',
      error: BLOCK_MESSAGES.notDelivered,
    });
    expect(fromBlocked.body.error).not.toMatch(/block/i);

    const fromBlocker = await inquire(a, b.id, 'One more thing');
    expect(fromBlocker.status).toBe(403);
    expect(fromBlocker.body.error).toBe(BLOCK_MESSAGES.youBlocked);
    expect(await messageCount()).toBe(before);

    await unblockUser(a, b.id);
    expect((await inquire(b, a.id, 'Hello again')).status).toBe(201);
  });

  it('refuses a first inquiry from the blocked person too: no conversation is created', async () => {
    const db = t.ctx.database.db;
    const landlord = await createUser(db, { role: 'LANDLORD' });
    const tenant = await createUser(db);
    const propertyId = (await createProperty(db, landlord.id)).id;
    await blockUser(landlord, tenant.id);
    const res = await request(t.app)
      .post('/api/messages/conversations-inquiry')
      .set(...as(tenant))
      .send({ receiverId: landlord.id, text: 'Is it available?', propertyId });
    expect(res.status).toBe(403);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from conversations where pair_key = ${`${Math.min(landlord.id, tenant.id)}:${Math.max(landlord.id, tenant.id)}`}`,
    );
    expect(row!.n).toBe(0);
    const detail = await request(t.app).get(`/api/properties/${propertyId}`);
    expect(detail.body.data.inquiries).toBe(0);
  });
});

describe('roommates across a block', () => {
  it('leaves the blocked person out of my results on every sort, but not me out of theirs', async () => {
    const db = t.ctx.database.db;
    const a = await createUser(db, { profile: { ...seeker, gender: 'FEMALE', age: 25 } });
    const b = await createUser(db, { profile: { ...seeker, gender: 'FEMALE', age: 26 } });
    await blockUser(a, b.id);
    for (const sort of ['NEWEST', 'BEST_MATCH']) {
      const mine = await request(t.app)
        .get(`/api/users-public/roommates?city=jaipur&limit=100&sort=${sort}`)
        .set(...as(a));
      expect(mine.status).toBe(200);
      const ids = mine.body.data.map((r: { id: number }) => r.id);
      expect(ids, sort).not.toContain(b.id);
      const theirs = await request(t.app)
        .get(`/api/users-public/roommates?city=jaipur&limit=100&sort=${sort}`)
        .set(...as(b));
      expect(
        theirs.body.data.map((r: { id: number }) => r.id),
        sort,
      ).toContain(a.id);
    }
    await unblockUser(a, b.id);
    const again = await request(t.app)
      .get('/api/users-public/roommates?city=jaipur&limit=100')
      .set(...as(a));
    expect(again.body.data.map((r: { id: number }) => r.id)).toContain(b.id);
  });

  it('refuses interest either way (4xx) and opens no conversation for a match', async () => {
    const db = t.ctx.database.db;
    const a = await createUser(db, { profile: seeker });
    const b = await createUser(db, { profile: seeker });
    const interest = (from: U, to: U) =>
      request(t.app)
        .post(`/api/roommates/${to.id}/interest`)
        .set(...as(from));
    // b is interested first; a blocks b; neither can make it a match.
    expect((await interest(b, a)).status).toBe(200);
    await blockUser(a, b.id);
    const mine = await interest(a, b);
    expect(mine.status).toBe(403);
    expect(mine.body.error).toBe(BLOCK_MESSAGES.youBlockedInterest);
    const theirs = await interest(b, a);
    expect(theirs.status).toBe(403);
    expect(theirs.body.error).not.toMatch(/block/i);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from conversation_participants where user_id = ${a.id}`,
    );
    expect(row!.n).toBe(0);
  });

  it('drops an existing match from the blocker’s matches', async () => {
    const db = t.ctx.database.db;
    const a = await createUser(db, { profile: seeker });
    const b = await createUser(db, { profile: seeker });
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      await request(t.app)
        .post(`/api/roommates/${to.id}/interest`)
        .set(...as(from));
    }
    const matches = async (u: U) =>
      (
        await request(t.app)
          .get('/api/roommates/matches')
          .set(...as(u))
      ).body.data.map((m: { user: { id: number } }) => m.user.id);
    expect(await matches(a)).toEqual([b.id]);
    await blockUser(a, b.id);
    expect(await matches(a)).toEqual([]);
    // Nothing tells b.
    expect(await matches(b)).toEqual([a.id]);
  });
});

describe('listings of a blocked owner', () => {
  const search = '/api/properties?city=hyderabad&limit=50';
  const idsOf = (res: request.Response) => res.body.data.map((c: { id: number }) => c.id);

  it('are gone from the blocker’s search, map and showcase; guests and the blocked still see them', async () => {
    const db = t.ctx.database.db;
    const owner = await createUser(db, { role: 'LANDLORD' });
    const blocker = await createUser(db);
    const listing = (
      await createProperty(db, owner.id, { city: 'hyderabad', latitude: 17.38, longitude: 78.48 })
    ).id;
    const other = (
      await createProperty(db, (await createUser(db, { role: 'LANDLORD' })).id, {
        city: 'hyderabad',
      })
    ).id;
    // A guest's answer first: it is what the public cache holds.
    const guest = await request(t.app).get(search);
    expect(idsOf(guest)).toEqual(expect.arrayContaining([listing, other]));
    await blockUser(blocker, owner.id);

    const mine = await request(t.app)
      .get(search)
      .set(...as(blocker));
    expect(mine.status).toBe(200);
    expect(idsOf(mine)).toContain(other);
    expect(idsOf(mine)).not.toContain(listing);
    expect(mine.body.pagination.total).toBe(guest.body.pagination.total - 1);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    // The guest's ETag does not answer the blocker's request.
    const revalidated = await request(t.app)
      .get(search)
      .set(...as(blocker))
      .set('If-None-Match', guest.headers.etag as string);
    expect(revalidated.status).toBe(200);
    expect(idsOf(revalidated)).not.toContain(listing);

    const map = await request(t.app)
      .get('/api/properties/map?city=hyderabad&zoom=12')
      .set(...as(blocker));
    expect(map.body.data.points.map((p: { id: number }) => p.id)).not.toContain(listing);
    const showcase = await request(t.app)
      .get('/api/properties/all?limit=100')
      .set(...as(blocker));
    expect(idsOf(showcase)).not.toContain(listing);

    // The cache is not poisoned: guests, and the blocked owner, still get the whole answer.
    const after = await request(t.app).get(search);
    expect(after.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, must-revalidate');
    expect(idsOf(after)).toContain(listing);
    expect(
      idsOf(
        await request(t.app)
          .get(search)
          .set(...as(owner)),
      ),
    ).toContain(listing);
  });

  it('never lets a blocker’s answer be the one guests are served afterwards', async () => {
    const db = t.ctx.database.db;
    const owner = await createUser(db, { role: 'LANDLORD' });
    const blocker = await createUser(db);
    const listing = (await createProperty(db, owner.id, { city: 'ahmedabad' })).id;
    await blockUser(blocker, owner.id);
    const url = '/api/properties?city=ahmedabad&sort=PRICE_LOW';
    // The blocker asks first, with nothing cached yet.
    const mine = await request(t.app)
      .get(url)
      .set(...as(blocker));
    expect(idsOf(mine)).not.toContain(listing);
    const guest = await request(t.app).get(url);
    expect(idsOf(guest)).toContain(listing);
    const showcaseGuest = await request(t.app).get('/api/properties/all?limit=100');
    expect(idsOf(showcaseGuest)).toContain(listing);
  });
});
