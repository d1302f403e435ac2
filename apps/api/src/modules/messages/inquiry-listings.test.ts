import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { sendMessage } from './service';

// One conversation per pair of people; each inquiry belongs to the listing it was sent from.
let t: TestEnv;
type U = Awaited<ReturnType<typeof createUser>>;
let owner: U;
let tenant: U;
let listingA: number;
let listingB: number;
let conversationId: number;

const inquire = async (propertyId: number | undefined, text: string) => {
  const res = await request(t.app)
    .post('/api/messages/conversations-inquiry')
    .set(...bearer(t, tenant))
    .send({ receiverId: owner.id, text, ...(propertyId ? { propertyId } : {}) });
  expect(res.status).toBe(201);
  return res.body.data.conversation.id as number;
};
const ownerGet = async (path: string) => {
  const res = await request(t.app)
    .get(`/api${path}`)
    .set(...bearer(t, owner));
  expect(res.status).toBe(200);
  return res.body.data;
};
const reply = (body: string) => sendMessage(t.ctx, owner.id, { conversationId, body });

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  owner = await createUser(db, { role: 'LANDLORD' });
  tenant = await createUser(db, { firstName: 'Tara' });
  listingA = (await createProperty(db, owner.id, { title: 'Garden flat' })).id;
  listingB = (await createProperty(db, owner.id, { title: 'Terrace room' })).id;
  conversationId = await inquire(listingA, 'Is the garden flat free?');
  t.clock.advance(60_000);
  await reply('Yes, from June.');
  t.clock.advance(60_000);
  expect(await inquire(listingB, 'And the terrace room?')).toBe(conversationId);
});
afterAll(async () => {
  await t.close();
});

describe('a second listing of the same owner, in the one conversation of the pair', () => {
  it('counts the inquiry on the listing it was sent from', async () => {
    const a = await ownerGet(`/properties/${listingA}/stats`);
    const b = await ownerGet(`/properties/${listingB}/stats`);
    expect(b.last7Days).toMatchObject({ inquiries: 1, replyRate: 0 });
    expect(a.last7Days).toMatchObject({ inquiries: 1, replyRate: 1 });
  });

  it("keeps each listing's messages in its own inquiry list", async () => {
    const [a] = await ownerGet(`/properties/${listingA}/inquiries`);
    const [b] = await ownerGet(`/properties/${listingB}/inquiries`);
    expect(a).toMatchObject({
      conversationId,
      lastMessage: { content: 'Yes, from June.', fromOwner: true },
    });
    expect(b).toMatchObject({
      conversationId,
      lastMessage: { content: 'And the terrace room?', fromOwner: false },
      unread: true,
    });
    expect(new Date(b.startedAt).getTime()).toBeGreaterThan(new Date(a.startedAt).getTime());
  });

  it('a reply after the second inquiry belongs to the second listing', async () => {
    t.clock.advance(60_000);
    await reply('The terrace room is free too.');
    const [a] = await ownerGet(`/properties/${listingA}/inquiries`);
    const [b] = await ownerGet(`/properties/${listingB}/inquiries`);
    expect(a.lastMessage.content).toBe('Yes, from June.');
    expect(b.lastMessage).toMatchObject({ content: 'The terrace room is free too.' });
    const stats = await ownerGet(`/properties/${listingB}/stats`);
    expect(stats.last7Days).toMatchObject({ inquiries: 1, replyRate: 1 });
  });

  it('the conversation is about the latest inquired listing, and lists both, latest first', async () => {
    const detail = await ownerGet(`/messages/conversations/${conversationId}`);
    expect(detail.propertyId).toBe(listingB);
    expect(detail.listings).toEqual([
      { id: listingB, title: 'Terrace room' },
      { id: listingA, title: 'Garden flat' },
    ]);
    const list = await ownerGet('/messages/conversations');
    expect(list.find((c: { id: number }) => c.id === conversationId).propertyId).toBe(listingB);
  });

  it('a message about no listing leaves the current one as it is', async () => {
    await inquire(undefined, 'Thanks!');
    const detail = await ownerGet(`/messages/conversations/${conversationId}`);
    expect(detail.propertyId).toBe(listingB);
    expect(detail.listings.map((l: { id: number }) => l.id)).toEqual([listingB, listingA]);
  });

  it('asking about the first listing again makes it the current one', async () => {
    await inquire(listingA, 'Can I see the garden flat first?');
    const detail = await ownerGet(`/messages/conversations/${conversationId}`);
    expect(detail.propertyId).toBe(listingA);
    expect(detail.listings.map((l: { id: number }) => l.id)).toEqual([listingA, listingB]);
    const a = await ownerGet(`/properties/${listingA}/stats`);
    // Still one person asking about it: an inquiry counts a thread, not each message.
    expect(a.last7Days.inquiries).toBe(1);
  });
});
