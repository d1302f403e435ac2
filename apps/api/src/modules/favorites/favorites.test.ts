import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/auth';
import { createConversation, createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
type U = { id: number; role: 'TENANT' | 'LANDLORD' | 'ADMIN' };
let tenant: U;
let landlord: U;
let outsider: U;
let propertyId: number;
let conversationId: number;

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  tenant = await createUser(db, { firstName: 'Tara' });
  landlord = await createUser(db, {
    firstName: 'Lalit',
    role: 'LANDLORD',
    profile: { city: 'jaipur' },
  });
  outsider = await createUser(db);
  propertyId = (await createProperty(db, landlord.id, { title: 'Sunny 2BHK' })).id;
  conversationId = (await createConversation(db, tenant.id, landlord.id, ['Hi', 'Hello there'])).id;
});
afterAll(async () => {
  await t.close();
});

const add = (who: U, body: object) =>
  request(t.app)
    .post('/api/favorite')
    .set(...bearer(t, who))
    .send(body);
const lookup = (who: U, type: string, id: number) =>
  request(t.app)
    .get(`/api/favorite/one/${type}/${id}`)
    .set(...bearer(t, who));
const list = (who: U) =>
  request(t.app)
    .get('/api/favorite')
    .set(...bearer(t, who));
const remove = (who: U, id: number) =>
  request(t.app)
    .delete(`/api/favorite/${id}`)
    .set(...bearer(t, who));
const favoriteCount = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.ctx.database.db,
        sql`select count(*)::int as n from favorites`,
      )
    )[0]!.n,
  );

describe('favorite toggle on a property', () => {
  it('adds, finds, removes and then finds nothing', async () => {
    const added = await add(tenant, { type: 'PROPERTY', propertyId });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      type: 'PROPERTY',
      propertyId,
      conversationId: null,
      conversation: null,
      property: { id: propertyId, title: 'Sunny 2BHK' },
    });

    const found = await lookup(tenant, 'property', propertyId);
    expect(found.status).toBe(200);
    expect(found.body.data.id).toBe(added.body.data.id);

    const removed = await remove(tenant, added.body.data.id);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: added.body.data.id });

    const gone = await lookup(tenant, 'PROPERTY', propertyId);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ success: true, data: null });
  });

  it('answers the existing favorite for a duplicate instead of creating a second one', async () => {
    const first = await add(tenant, { type: 'PROPERTY', propertyId });
    const before = await favoriteCount();
    const again = await add(tenant, { type: 'PROPERTY', propertyId: String(propertyId) });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    const racing = await Promise.all(
      [1, 2, 3].map(() => add(outsider, { type: 'PROPERTY', propertyId })),
    );
    expect(new Set(racing.map((r) => r.body.data.id)).size).toBe(1);
    expect(await favoriteCount()).toBe(before + 1);
    await remove(tenant, first.body.data.id);
  });
});

describe('favorite conversations', () => {
  it('lists a favorite conversation with the other participant and the last message', async () => {
    const added = await add(tenant, { type: 'CONVERSATION', conversationId });
    expect(added.status).toBe(201);
    const res = await list(tenant);
    const favorite = res.body.data.find((f: { id: number }) => f.id === added.body.data.id);
    expect(favorite).toMatchObject({
      type: 'CONVERSATION',
      conversationId,
      propertyId: null,
      property: null,
      conversation: {
        id: conversationId,
        otherUser: {
          id: landlord.id,
          firstName: 'Lalit',
          role: 'LANDLORD',
          profile: { city: 'jaipur' },
        },
        lastMessage: { content: 'Hello there' },
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|phone/);
    expect((await lookup(tenant, 'conversation', conversationId)).body.data.id).toBe(
      added.body.data.id,
    );
  });

  it('refuses a conversation the caller is not in with 404', async () => {
    const res = await add(outsider, { type: 'CONVERSATION', conversationId });
    expect(res.status).toBe(404);
    expect((await lookup(outsider, 'conversation', conversationId)).body.data).toBeNull();
  });
});

describe('GET /api/favorite', () => {
  it('lists newest first and leaves out listings that are no longer live', async () => {
    const db = t.ctx.database.db;
    const user = await createUser(db);
    const older = await createProperty(db, landlord.id);
    const newer = await createProperty(db, landlord.id);
    const doomed = await createProperty(db, landlord.id);
    for (const p of [older, newer, doomed]) {
      expect((await add(user, { type: 'PROPERTY', propertyId: p.id })).status).toBe(201);
    }
    await db.execute(
      sql`update properties set deleted_at = now(), status = 'DELETED' where id = ${doomed.id}`,
    );
    const res = await list(user);
    expect(res.status).toBe(200);
    expect(res.body.data.map((f: { propertyId: number }) => f.propertyId)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(res.body.data[0].property).toMatchObject({ id: newer.id, status: 'ACTIVE' });
  });

  it('shows each user only their own favorites', async () => {
    const fresh = await createUser(t.ctx.database.db);
    expect((await list(fresh)).body.data).toEqual([]);
  });
});

describe('refused targets and ownership', () => {
  it.each([
    ['an unknown property', () => ({ type: 'PROPERTY', propertyId: 999_999 })],
    ['an unknown conversation', () => ({ type: 'CONVERSATION', conversationId: 999_999 })],
  ])('answers 404 for %s', async (_name, body) => {
    expect((await add(tenant, body())).status).toBe(404);
  });

  it.each(['PENDING', 'SUSPENDED', 'DELETED'] as const)(
    'answers 404 for a %s listing and stores nothing',
    async (status) => {
      const p = await createProperty(t.ctx.database.db, landlord.id, {
        status,
        deletedAt: status === 'DELETED' ? new Date() : null,
      });
      const before = await favoriteCount();
      expect((await add(tenant, { type: 'PROPERTY', propertyId: p.id })).status).toBe(404);
      expect(await favoriteCount()).toBe(before);
    },
  );

  it.each([
    [{ type: 'PROPERTY' }],
    [{ type: 'PROPERTY', conversationId: 1 }],
    [{ type: 'USER', propertyId: 1 }],
    [{}],
  ])('answers 400 for %o', async (body) => {
    expect((await add(tenant, body)).status).toBe(400);
  });

  it("answers 404 when deleting someone else's favorite and deletes nothing", async () => {
    const mine = await add(landlord, { type: 'PROPERTY', propertyId });
    const before = await favoriteCount();
    const res = await remove(outsider, mine.body.data.id);
    expect(res.status).toBe(404);
    expect(await favoriteCount()).toBe(before);
    expect((await lookup(landlord, 'property', propertyId)).body.data.id).toBe(mine.body.data.id);
  });

  it('answers 400 for a lookup of an unknown type', async () => {
    expect((await lookup(tenant, 'photo', 1)).status).toBe(400);
  });

  it.each([
    ['get', '/api/favorite'],
    ['get', '/api/favorite/one/property/1'],
    ['post', '/api/favorite'],
    ['delete', '/api/favorite/1'],
  ] as const)('answers 401 to a guest on %s %s', async (method, path) => {
    const res = await request(t.app)[method](path).send({ type: 'PROPERTY', propertyId });
    expect(res.status).toBe(401);
  });
});
