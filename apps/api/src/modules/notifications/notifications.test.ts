import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, tokenFor } from '../../test/auth';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import {
  client,
  closeClients,
  listen,
  next,
  nothing,
  type RunningServer,
} from '../../test/realtime';
import { notify } from './service';

let t: TestEnv;
let server: RunningServer;
type U = { id: number; role: 'TENANT' | 'LANDLORD' | 'ADMIN' };

beforeAll(async () => {
  t = await createTestEnv();
  server = await listen(t);
});
afterEach(() => closeClients());
afterAll(async () => {
  await server.close();
  await t.close();
});

const DAY = 24 * 60 * 60_000;
const newUser = async (): Promise<U> => {
  const u = await createUser(t.ctx.database.db);
  return { id: u.id, role: 'TENANT' };
};
const seed = async (user: U, n: number) => {
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) {
    const item = await notify(t.ctx, {
      userId: user.id,
      type: 'SEARCH_MATCH',
      title: `Title ${i}`,
      body: `Body ${i}`,
      link: `/property/${i}`,
    });
    ids.push(item!.id);
  }
  return ids;
};
const get = (user: U, path: string) =>
  request(t.app)
    .get(path)
    .set(...bearer(t, user));
const markRead = (user: U, body: object) =>
  request(t.app)
    .post('/api/notifications/read')
    .set(...bearer(t, user))
    .send(body);

describe('GET /api/notifications', () => {
  it('pages newest first with a cursor until the last page', async () => {
    const user = await newUser();
    const ids = await seed(user, 5);
    const first = await get(user, '/api/notifications?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((n: { id: number }) => n.id)).toEqual([ids[4], ids[3]]);
    expect(first.body.data.items[0]).toEqual({
      id: ids[4],
      type: 'SEARCH_MATCH',
      title: 'Title 5',
      body: 'Body 5',
      link: '/property/5',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      readAt: null,
    });
    const second = await get(
      user,
      `/api/notifications?limit=2&cursor=${first.body.data.nextCursor}`,
    );
    expect(second.body.data.items.map((n: { id: number }) => n.id)).toEqual([ids[2], ids[1]]);
    const last = await get(
      user,
      `/api/notifications?limit=2&cursor=${second.body.data.nextCursor}`,
    );
    expect(last.body.data).toEqual({
      items: [expect.objectContaining({ id: ids[0] })],
      nextCursor: null,
    });
  });

  it('shows each user only their own and answers 401 to a guest', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await seed(a, 2);
    expect((await get(b, '/api/notifications')).body.data).toEqual({ items: [], nextCursor: null });
    expect((await request(t.app).get('/api/notifications')).status).toBe(401);
    expect((await request(t.app).get('/api/notifications/unread-count')).status).toBe(401);
  });

  it('answers 400 to a malformed cursor or limit', async () => {
    const user = await newUser();
    expect((await get(user, '/api/notifications?cursor=abc')).status).toBe(400);
    expect((await get(user, '/api/notifications?cursor=2147483648')).status).toBe(400);
    expect((await get(user, '/api/notifications?limit=500')).status).toBe(400);
  });
});

describe('unread count and marking read', () => {
  it('counts unread, marks some, then all, and ignores ids of other users', async () => {
    const [user, other] = [await newUser(), await newUser()];
    const ids = await seed(user, 3);
    const [othersId] = await seed(other, 1);
    expect((await get(user, '/api/notifications/unread-count')).body.data).toEqual({ count: 3 });

    const some = await markRead(user, { ids: [ids[0], othersId] });
    expect(some.status).toBe(200);
    expect(some.body.data).toEqual({ updated: 1, count: 2 });
    expect((await get(other, '/api/notifications/unread-count')).body.data).toEqual({ count: 1 });
    const page = await get(user, '/api/notifications');
    const first = page.body.data.items.find((n: { id: number }) => n.id === ids[0]);
    expect(first.readAt).not.toBeNull();

    expect((await markRead(user, { all: true })).body.data).toEqual({ updated: 2, count: 0 });
    expect((await get(user, '/api/notifications/unread-count')).body.data).toEqual({ count: 0 });
    expect((await get(other, '/api/notifications/unread-count')).body.data).toEqual({ count: 1 });
  });

  it.each([[{}], [{ ids: [] }], [{ all: false }], [{ ids: [1], all: true }], [{ ids: ['x'] }]])(
    'answers 400 to %o',
    async (body) => {
      expect((await markRead(await newUser(), body)).status).toBe(400);
    },
  );
});

describe('notify', () => {
  it('stores a notification once per dedupe key and emits notification:new to the user only', async () => {
    const [user, other] = [await newUser(), await newUser()];
    const mine = await client(server.url, tokenFor(t, user));
    const theirs = await client(server.url, tokenFor(t, other));
    const arriving = next(mine, 'notification:new');
    const silent = nothing(theirs, 'notification:new');
    const input = {
      userId: user.id,
      type: 'PRICE_DROP' as const,
      title: 'Price drop',
      body: 'Rent for Sunny 2BHK dropped from ₹15,000 to ₹13,500',
      link: '/property/9',
      dedupeKey: `test:${user.id}`,
    };
    const stored = await notify(t.ctx, input);
    expect((await arriving).notification).toEqual(stored);
    expect(await silent).toBe(true);

    const again = nothing(mine, 'notification:new');
    expect(await notify(t.ctx, input)).toBeNull();
    expect(await again).toBe(true);
    expect((await get(user, '/api/notifications/unread-count')).body.data).toEqual({ count: 1 });
  });

  it('deletes notifications older than 90 days with the nightly job', async () => {
    const user = await newUser();
    const [oldId] = await seed(user, 1);
    t.clock.advance(91 * DAY);
    const [freshId] = await seed(user, 1);
    await t.ctx.jobs.drain();
    const rows = await queryRows<{ id: number }>(
      t.ctx.database.db,
      sql`select id from notifications where user_id = ${user.id}`,
    );
    expect(rows.map((r) => r.id)).toEqual([freshId]);
    expect(oldId).not.toBe(freshId);
  });
});

describe('/api/users/self/notification-settings', () => {
  const allPush = {
    messages: true,
    roommateMatches: true,
    searchAlerts: true,
    priceDrops: true,
    visits: true,
  };
  const put = (user: U, body: object) =>
    request(t.app)
      .put('/api/users/self/notification-settings')
      .set(...bearer(t, user))
      .send(body);

  it('starts with every e-mail on and keeps categories left out of a PUT', async () => {
    const user = await newUser();
    const all = {
      searchAlerts: true,
      priceDrops: true,
      messages: true,
      accountSafety: true,
      push: allPush,
    };
    expect((await get(user, '/api/users/self/notification-settings')).body.data).toEqual(all);
    const res = await put(user, { priceDrops: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...all, priceDrops: false });
    expect((await put(user, { messages: false })).body.data).toEqual({
      ...all,
      priceDrops: false,
      messages: false,
    });
    expect((await get(user, '/api/users/self/notification-settings')).body.data).toEqual({
      ...all,
      priceDrops: false,
      messages: false,
    });
    const other = await newUser();
    expect((await get(other, '/api/users/self/notification-settings')).body.data).toEqual(all);
  });

  it('switches push per category beside e-mail, keeping push categories left out', async () => {
    const user = await newUser();
    const email = { searchAlerts: true, priceDrops: true, messages: true, accountSafety: true };
    expect((await put(user, { push: { messages: false } })).body.data).toEqual({
      ...email,
      push: { ...allPush, messages: false },
    });
    const res = await put(user, { priceDrops: false, push: { visits: false } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...email,
      priceDrops: false,
      push: { ...allPush, messages: false, visits: false },
    });
    expect((await put(user, { push: { messages: true } })).body.data.push).toEqual({
      ...allPush,
      visits: false,
    });
    expect((await get(user, '/api/users/self/notification-settings')).body.data).toEqual({
      ...email,
      priceDrops: false,
      push: { ...allPush, visits: false },
    });
  });

  it('answers 400 to an unknown category or a non-boolean and 401 to a guest', async () => {
    const user = await newUser();
    expect((await put(user, { marketing: false })).status).toBe(400);
    expect((await put(user, { messages: 'no' })).status).toBe(400);
    expect((await put(user, { push: { accountSafety: false } })).status).toBe(400);
    expect((await put(user, { push: { visits: 'off' } })).status).toBe(400);
    expect((await put(user, { push: true })).status).toBe(400);
    expect((await request(t.app).get('/api/users/self/notification-settings')).status).toBe(401);
  });
});
