import { MESSAGES } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
type U = { id: number; role: 'TENANT' | 'LANDLORD' | 'ADMIN' };
let tenant: U;
let landlord: U;
let outsider: U;
let propertyId: number;

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  tenant = await createUser(db, { firstName: 'Tara', profile: { city: 'pune' } });
  landlord = await createUser(db, { firstName: 'Lalit', role: 'LANDLORD' });
  outsider = await createUser(db);
  propertyId = (await createProperty(db, landlord.id)).id;
});
afterAll(async () => {
  await t.close();
});

const inquire = (from: U, body: object) =>
  request(t.app)
    .post('/api/messages/conversations-inquiry')
    .set(...bearer(t, from))
    .send(body);
const count = async (table: 'messages' | 'conversations') =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.ctx.database.db,
        sql.raw(`select count(*)::int as n from ${table}`),
      )
    )[0]!.n,
  );

describe('POST /api/messages/conversations-inquiry', () => {
  it('creates the conversation, stores the message and counts the inquiry on the property', async () => {
    const res = await inquire(tenant, {
      receiverId: landlord.id,
      text: 'Is it available from June?',
      propertyId,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.conversation.id).toEqual(expect.any(Number));
    const detail = await request(t.app).get(`/api/properties/${propertyId}`);
    expect(detail.body.data.inquiries).toBe(1);
  });

  it('stores an inquiry sent again with its clientId once, and answers the stored one', async () => {
    const db = t.ctx.database.db;
    const owner = await createUser(db, { role: 'LANDLORD' });
    const listing = (await createProperty(db, owner.id)).id;
    const clientId = 'a3c1e6f2-6d1b-4c8e-9f7a-2b5d8e1c4f90';
    const before = await count('messages');
    const body = {
      receiverId: owner.id,
      text: 'Sent twice on a bad line',
      propertyId: listing,
      clientId,
    };
    const first = await inquire(tenant, body);
    const again = await inquire(tenant, body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(first.body.data.message.clientId).toBe(clientId);
    expect(await count('messages')).toBe(before + 1);
    const detail = await request(t.app).get(`/api/properties/${listing}`);
    expect(detail.body.data.inquiries).toBe(1);
    expect((await inquire(tenant, { ...body, clientId: 'not-a-uuid' })).status).toBe(400);
  });

  it('reuses the one conversation between two people, whoever writes first', async () => {
    const first = await inquire(tenant, { receiverId: landlord.id, text: 'again' });
    const reply = await inquire(landlord, { receiverId: tenant.id, text: 'hello back' });
    expect(reply.body.data.conversation.id).toBe(first.body.data.conversation.id);
    const both = await Promise.all([
      inquire(outsider, { receiverId: tenant.id, text: 'race 1' }),
      inquire(tenant, { receiverId: outsider.id, text: 'race 2' }),
    ]);
    expect(both[0].body.data.conversation.id).toBe(both[1].body.data.conversation.id);
  });

  it.each([
    [{ receiverId: 0, text: 'x' }, 400],
    [{ text: 'no receiver' }, 400],
  ])('refuses %o with %i', async (body, status) => {
    expect((await inquire(tenant, body)).status).toBe(status);
  });

  it("answers 'message is required' for empty text and stores nothing", async () => {
    const before = await count('messages');
    const res = await inquire(tenant, { receiverId: landlord.id, text: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('message is required');
    expect(await count('messages')).toBe(before);
  });

  it('refuses messaging yourself or an unknown user', async () => {
    expect((await inquire(tenant, { receiverId: tenant.id, text: 'me' })).status).toBe(400);
    expect((await inquire(tenant, { receiverId: 999999, text: 'ghost' })).status).toBe(404);
  });

  it("refuses naming a listing that is not the receiver's live listing, and stores nothing", async () => {
    const db = t.ctx.database.db;
    const victim = await createUser(db, { role: 'LANDLORD' });
    const victimsListing = (await createProperty(db, victim.id)).id;
    const deleted = (
      await createProperty(db, landlord.id, { deletedAt: new Date(), status: 'DELETED' })
    ).id;
    const suspended = (await createProperty(db, landlord.id, { status: 'SUSPENDED' })).id;
    const inquiriesOf = async (id: number) =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select inquiries as n from properties where id = ${id}`,
        )
      )[0]!.n;
    const before = {
      messages: await count('messages'),
      conversations: await count('conversations'),
    };

    // A stranger's listing, named while writing to someone else: the count must not move.
    for (const [receiver, id] of [
      [outsider, victimsListing],
      [landlord, victimsListing],
      [landlord, deleted],
      [landlord, suspended],
      [landlord, 2_000_000_000],
    ] as const) {
      const res = await inquire(tenant, {
        receiverId: receiver.id,
        text: 'inflate',
        propertyId: id,
      });
      expect(res.status, `property ${id}`).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: 'INQUIRY_PROPERTY_INVALID',
        error: MESSAGES.inquiryPropertyInvalid,
      });
    }
    expect(await inquiriesOf(victimsListing)).toBe(0);
    expect(await count('messages')).toBe(before.messages);
    expect(await count('conversations')).toBe(before.conversations);

    // Writing to the listing's own owner still counts.
    const res = await inquire(tenant, {
      receiverId: victim.id,
      text: 'hi',
      propertyId: victimsListing,
    });
    expect(res.status).toBe(201);
    expect(await inquiriesOf(victimsListing)).toBe(1);
  });

  it('requires sign-in', async () => {
    const res = await request(t.app)
      .post('/api/messages/conversations-inquiry')
      .send({ receiverId: landlord.id, text: 'hi' });
    expect(res.status).toBe(401);
  });
});

describe('conversations', () => {
  it('lists the caller’s conversations with participants, last message and unread state', async () => {
    const res = await request(t.app)
      .get('/api/messages/conversations')
      .set(...bearer(t, landlord));
    expect(res.status).toBe(200);
    const convo = res.body.data[0];
    expect(convo.participants.map((p: { userId: number }) => p.userId).sort()).toEqual(
      [tenant.id, landlord.id].sort(),
    );
    const other = convo.participants.find((p: { userId: number }) => p.userId === tenant.id);
    expect(other.user).toMatchObject({ firstName: 'Tara', profile: { city: 'pune' } });
    expect(other.user).not.toHaveProperty('phone');
    expect(convo.lastMessage.content).toBe('hello back');
    expect(convo.unread).toBe(false);
    const tenantView = await request(t.app)
      .get('/api/messages/conversations')
      .set(...bearer(t, tenant));
    const same = tenantView.body.data.find((c: { id: number }) => c.id === convo.id);
    expect(same.unread).toBe(true);
  });

  it('counts the unread conversations as the list marks them, and none once read', async () => {
    const count = async (user: typeof tenant) => {
      const res = await request(t.app)
        .get('/api/messages/unread-count')
        .set(...bearer(t, user));
      expect(res.status).toBe(200);
      return res.body.data.count as number;
    };
    const list = await request(t.app)
      .get('/api/messages/conversations')
      .set(...bearer(t, tenant));
    const unread = list.body.data.filter((c: { unread: boolean }) => c.unread);
    expect(unread.length).toBeGreaterThan(0);
    expect(await count(tenant)).toBe(unread.length);
    // The same rule from the other side.
    expect(await count(landlord)).toBe(
      (
        await request(t.app)
          .get('/api/messages/conversations')
          .set(...bearer(t, landlord))
      ).body.data.filter((c: { unread: boolean }) => c.unread).length,
    );
    for (const c of unread) {
      await request(t.app)
        .post(`/api/messages/conversations/${c.id}/read`)
        .set(...bearer(t, tenant));
    }
    expect(await count(tenant)).toBe(0);
    expect((await request(t.app).get('/api/messages/unread-count')).status).toBe(401);
  });

  it('shows a conversation and its messages only to its participants', async () => {
    const list = await request(t.app)
      .get('/api/messages/conversations')
      .set(...bearer(t, landlord));
    const id = list.body.data[0].id;
    const mine = await request(t.app)
      .get(`/api/messages/conversations/${id}`)
      .set(...bearer(t, tenant));
    expect(mine.status).toBe(200);
    expect(mine.body.data.messages.map((m: { content: string }) => m.content)).toEqual([
      'Is it available from June?',
      'again',
      'hello back',
    ]);
    const theirs = await request(t.app)
      .get(`/api/messages/conversations/${id}`)
      .set(...bearer(t, outsider));
    expect(theirs.status).toBe(404);
    expect(theirs.body.data).toBeUndefined();
    expect((await request(t.app).get(`/api/messages/conversations/${id}`)).status).toBe(401);
    const report = await request(t.app)
      .post(`/api/messages/conversations/${id}/report`)
      .set(...bearer(t, outsider))
      .send({ message: 'spam' });
    expect(report.status).toBe(404);
  });

  it('pages older messages with a cursor', async () => {
    const list = await request(t.app)
      .get('/api/messages/conversations')
      .set(...bearer(t, landlord));
    const id = list.body.data[0].id;
    const page1 = await request(t.app)
      .get(`/api/messages/conversations/${id}?limit=2`)
      .set(...bearer(t, tenant));
    expect(page1.body.data.messages.map((m: { content: string }) => m.content)).toEqual([
      'again',
      'hello back',
    ]);
    const page2 = await request(t.app)
      .get(`/api/messages/conversations/${id}?limit=2&cursor=${page1.body.data.nextCursor}`)
      .set(...bearer(t, tenant));
    expect(page2.body.data.messages.map((m: { content: string }) => m.content)).toEqual([
      'Is it available from June?',
    ]);
    expect(page2.body.data.nextCursor).toBeNull();
  });

  it('stores a report about a conversation as a contact message of type report', async () => {
    const list = await request(t.app)
      .get('/api/messages/conversations')
      .set(...bearer(t, tenant));
    const id = list.body.data[0].id;
    const res = await request(t.app)
      .post(`/api/messages/conversations/${id}/report`)
      .set(...bearer(t, tenant))
      .send({ message: 'The other person asked for money upfront.' });
    expect(res.status).toBe(201);
    const rows = await queryRows<{ type: string; conversation_id: number }>(
      t.ctx.database.db,
      sql`select type, conversation_id from contact_messages where id = ${res.body.data.id}`,
    );
    expect(rows).toEqual([{ type: 'report', conversation_id: id }]);
  });
});
