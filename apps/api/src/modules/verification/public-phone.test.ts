import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createConversation, createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
type User = Awaited<ReturnType<typeof createUser>>;
let owner: User;
let seeker: User;
let stranger: User;
let listingId: number;
let conversationId: number;
const OWNER_PHONE = '9812345670';
const SEEKER_PHONE = '9712345671';

beforeAll(async () => {
  t = await createTestEnv();
  const db = t.ctx.database.db;
  owner = await createUser(db, {
    role: 'LANDLORD',
    phone: OWNER_PHONE,
    profile: { city: 'jaipur', roomPreference: 'LOOKING_FOR_ROOMMATE' },
  });
  await db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, owner.id));
  seeker = await createUser(db, {
    phone: SEEKER_PHONE,
    profile: { city: 'jaipur', roomPreference: 'LOOKING_FOR_ROOM' },
  });
  stranger = await createUser(db);
  listingId = (
    await createProperty(db, owner.id, { propertyContactPhone: OWNER_PHONE, city: 'jaipur' })
  ).id;
  conversationId = (await createConversation(db, owner.id, seeker.id, ['Hello', 'Hi'])).id;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, u?: User) => {
  const req = request(t.app).get(url);
  return u ? req.set(...bearer(t, u)) : req;
};

/** Every answer someone other than the owner can read about the owner. */
async function publicAnswers(viewer?: User) {
  const urls = [
    '/api/properties?city=jaipur&limit=100',
    '/api/properties/all?limit=100',
    `/api/properties/${listingId}`,
    '/api/properties/map?city=jaipur&zoom=11',
    `/api/users/${owner.id}/profile`,
    '/api/users-public/roommates?city=jaipur&limit=100',
  ];
  return Promise.all(urls.map(async (url) => ({ url, res: await get(url, viewer) })));
}

describe("the owner's phone number", () => {
  it('is in no public answer, for guests or signed-in users', async () => {
    for (const viewer of [undefined, stranger, seeker]) {
      for (const { url, res } of await publicAnswers(viewer)) {
        expect(res.status, url).toBe(200);
        expect(JSON.stringify(res.body), url).not.toContain(OWNER_PHONE);
      }
    }
    const detail = await get(`/api/properties/${listingId}`);
    expect(detail.body.data.owner.verifications).toEqual({ email: true, phone: true, id: false });
  });

  it('is not in a conversation until the owner shares it, then only its participants see it', async () => {
    const before = await get(`/api/messages/conversations/${conversationId}`, seeker);
    expect(JSON.stringify(before.body)).not.toContain(OWNER_PHONE);
    expect(before.body.data).toMatchObject({ sharedPhone: null, phoneShared: false });

    // Only a participant can share, and a stranger learns nothing.
    const intruder = await request(t.app)
      .post(`/api/messages/conversations/${conversationId}/share-phone`)
      .set(...bearer(t, stranger));
    expect(intruder.status).toBe(404);

    const shared = await request(t.app)
      .post(`/api/messages/conversations/${conversationId}/share-phone`)
      .set(...bearer(t, owner));
    expect(shared.status).toBe(200);
    expect(shared.body.data.conversationId).toBe(conversationId);

    const seekerView = await get(`/api/messages/conversations/${conversationId}`, seeker);
    expect(seekerView.body.data).toMatchObject({ sharedPhone: OWNER_PHONE, phoneShared: false });
    const note = (seekerView.body.data.messages as { kind: string; content: string }[]).at(-1);
    expect(note).toMatchObject({ kind: 'SYSTEM' });
    expect(note?.content).toMatch(/shared their phone number/);
    const list = await get('/api/messages/conversations', seeker);
    expect(list.body.data[0]).toMatchObject({ id: conversationId, sharedPhone: OWNER_PHONE });

    // The owner's own view says it is shared; the seeker's number stays private.
    const ownerView = await get(`/api/messages/conversations/${conversationId}`, owner);
    expect(ownerView.body.data).toMatchObject({ sharedPhone: null, phoneShared: true });
    expect(JSON.stringify(ownerView.body)).not.toContain(SEEKER_PHONE);

    expect((await get(`/api/messages/conversations/${conversationId}`, stranger)).status).toBe(404);
    // Sharing stays out of every public answer.
    for (const { url, res } of await publicAnswers(seeker)) {
      expect(JSON.stringify(res.body), url).not.toContain(OWNER_PHONE);
    }

    // Sharing twice adds no second note.
    await request(t.app)
      .post(`/api/messages/conversations/${conversationId}/share-phone`)
      .set(...bearer(t, owner))
      .expect(200);
    const after = await get(`/api/messages/conversations/${conversationId}`, seeker);
    const notes = (after.body.data.messages as { kind: string }[]).filter(
      (m) => m.kind === 'SYSTEM',
    );
    expect(notes).toHaveLength(1);
  });
});
