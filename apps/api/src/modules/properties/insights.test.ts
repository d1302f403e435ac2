import { addDays, startOfIndiaDay, todayInIndia } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
type U = Awaited<ReturnType<typeof createUser>>;
let owner: U;
let asha: U;
let ravi: U;
let other: U;
let listing: number;
let conversations: Record<'asha' | 'ravi', number>;

const inquire = async (from: U, propertyId: number, text: string) => {
  const res = await request(t.app)
    .post('/api/messages/conversations-inquiry')
    .set(...bearer(t, from))
    .send({ receiverId: owner.id, propertyId, text });
  expect(res.status).toBe(201);
  return res.body.data.conversation.id as number;
};
const get = (path: string, as: U | null = owner) => {
  const req = request(t.app).get(`/api/properties/${listing}/${path}`);
  return as ? req.set(...bearer(t, as)) : req;
};

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  owner = await createUser(db, { role: 'LANDLORD' });
  asha = await createUser(db, { firstName: 'Asha', lastName: 'Verma' });
  ravi = await createUser(db, { firstName: 'Ravi', lastName: 'Kumar', isEmailVerified: false });
  other = await createUser(db, { role: 'LANDLORD' });
  const admin = await createUser(db, { role: 'ADMIN' });
  void admin;
  listing = (await createProperty(db, owner.id, { title: 'Garden flat' })).id;
  const elsewhere = (await createProperty(db, owner.id, { title: 'Other flat' })).id;

  conversations = {
    asha: await inquire(asha, listing, 'Is the garden shared?'),
    ravi: 0,
  };
  // The owner answers Asha (as the chat socket would store it).
  await db.insert(messages).values({
    conversationId: conversations.asha,
    senderId: owner.id,
    content: 'Yes, with one flat.',
  });
  t.clock.advance(1000);
  conversations.ravi = await inquire(ravi, listing, 'Can I visit on Sunday?');
  // An inquiry about another listing of the same owner is not this listing's.
  await inquire(await createUser(db), elsewhere, 'Still free?');

  await request(t.app)
    .post('/api/favorite')
    .set(...bearer(t, asha))
    .send({ type: 'PROPERTY', propertyId: listing })
    .expect(201);
  const old = await request(t.app)
    .post('/api/favorite')
    .set(...bearer(t, ravi))
    .send({ type: 'PROPERTY', propertyId: listing })
    .expect(201);
  // Favourited twelve days ago: in the 30 days, not in the 7.
  await db.execute(
    sql`update favorites set created_at = now() - interval '12 days' where id = ${old.body.data.id}`,
  );
  for (let i = 0; i < 3; i++) await request(t.app).get(`/api/properties/${listing}`).expect(200);
  await t.ctx.views.flush({ force: true });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/properties/:id/inquiries', () => {
  it("lists this listing's conversations newest first, with first name, badge, last message and unread", async () => {
    const res = await get('inquiries');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        conversationId: conversations.ravi,
        startedAt: expect.any(String),
        person: {
          id: ravi.id,
          firstName: 'Ravi',
          badge: 'Not Verified',
          isEmailVerified: false,
          isPhoneVerified: false,
        },
        lastMessage: {
          content: 'Can I visit on Sunday?',
          sentAt: expect.any(String),
          fromOwner: false,
        },
        unread: true,
      },
      {
        conversationId: conversations.asha,
        startedAt: expect.any(String),
        person: {
          id: asha.id,
          firstName: 'Asha',
          badge: 'Email Verified',
          isEmailVerified: true,
          isPhoneVerified: false,
        },
        lastMessage: {
          content: 'Yes, with one flat.',
          sentAt: expect.any(String),
          fromOwner: true,
        },
        unread: false,
      },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/Kumar|Verma|@example/);
  });

  it('an inquiry the owner has opened is read', async () => {
    await request(t.app)
      .post(`/api/messages/conversations/${conversations.ravi}/read`)
      .set(...bearer(t, owner))
      .expect(200);
    const res = await get('inquiries');
    expect(res.body.data.map((i: { unread: boolean }) => i.unread)).toEqual([false, false]);
  });
});

describe('GET /api/properties/:id/stats', () => {
  it('counts views, favourites, inquiries and the reply rate for 7 and 30 days and per day', async () => {
    const res = await get('stats');
    expect(res.status).toBe(200);
    const { last7Days, last30Days, days } = res.body.data;
    expect(last7Days).toEqual({ views: 3, favourites: 1, inquiries: 2, replyRate: 0.5 });
    expect(last30Days).toEqual({ views: 3, favourites: 2, inquiries: 2, replyRate: 0.5 });
    expect(days).toHaveLength(30);
    const today = todayInIndia(t.ctx.now());
    expect(days.at(-1)).toEqual({ date: today, views: 3, favourites: 1, inquiries: 2 });
    const twelveAgo = todayInIndia(new Date(Date.now() - 12 * 86_400_000));
    expect(days.find((d: { date: string }) => d.date === twelveAgo)).toMatchObject({
      favourites: 1,
    });
    expect(days.map((d: { date: string }) => d.date)).toEqual(
      [...days.map((d: { date: string }) => d.date)].sort(),
    );
  });

  it('a listing without activity answers zeros and no reply rate', async () => {
    const quiet = (await createProperty(t.ctx.database.db, owner.id)).id;
    const res = await request(t.app)
      .get(`/api/properties/${quiet}/stats`)
      .set(...bearer(t, owner));
    expect(res.body.data.last30Days).toEqual({
      views: 0,
      favourites: 0,
      inquiries: 0,
      replyRate: null,
    });
  });
});

describe('stats by the day in India', () => {
  it('a view and a favourite at 00:30 IST count on the new day, not the UTC one', async () => {
    const quiet = (await createProperty(t.ctx.database.db, owner.id)).id;
    // Move the clock to half past midnight in India (19:00 UTC the day before).
    const newDay = addDays(todayInIndia(t.ctx.now()), 1);
    const at = startOfIndiaDay(newDay).getTime() + 30 * 60_000;
    t.clock.advance(at - t.ctx.now().getTime());
    await request(t.app).get(`/api/properties/${quiet}`).expect(200);
    await t.ctx.views.flush({ force: true });
    const fav = await request(t.app)
      .post('/api/favorite')
      .set(...bearer(t, asha))
      .send({ type: 'PROPERTY', propertyId: quiet })
      .expect(201);
    await t.ctx.database.db.execute(
      sql`update favorites set created_at = ${new Date(at).toISOString()}::timestamptz where id = ${fav.body.data.id}`,
    );
    const res = await request(t.app)
      .get(`/api/properties/${quiet}/stats`)
      .set(...bearer(t, owner));
    expect(res.body.data.days.at(-1)).toEqual({
      date: newDay,
      views: 1,
      favourites: 1,
      inquiries: 0,
    });
  });
});

describe('owner only', () => {
  it.each(['inquiries', 'stats'])(
    '%s: 401 for a guest, 403 for anyone else, 404 when unknown',
    async (path) => {
      expect((await get(path, null)).status).toBe(401);
      expect((await get(path, other)).status).toBe(403);
      expect((await get(path, asha)).status).toBe(403);
      const unknown = await request(t.app)
        .get(`/api/properties/2000000000/${path}`)
        .set(...bearer(t, owner));
      expect(unknown.status).toBe(404);
    },
  );
});
