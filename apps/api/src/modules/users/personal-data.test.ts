import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createConversation, createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

/**
 * A harvester walks every public endpoint as a guest or with an account of its own: it must
 * never collect anyone's e-mail or phone. The owner, admins and a conversation's participants
 * still see what they need.
 */
let t: TestEnv;
type Account = Awaited<ReturnType<typeof createUser>>;
let owner: Account;
let admin: Account;
let stranger: Account;
let seekers: Account[];
let listingId: number;
const CONTACT_EMAIL = 'flat-desk@owner-mail.in';
const CONTACT_PHONE = '9123456780';
/** Every e-mail and phone number in this database. */
let secrets: string[];

beforeAll(async () => {
  t = await createTestEnv();
  const { db } = t.ctx.database;
  owner = await createUser(db, {
    role: 'LANDLORD',
    firstName: 'Kavya',
    lastName: 'Owner',
    email: 'kavya.owner@private-mail.in',
    phone: '9000011111',
    profile: { city: 'pune', roomPreference: 'PROPERTY_OWNER' },
  });
  admin = await createUser(db, { role: 'ADMIN', email: 'root@private-mail.in' });
  stranger = await createUser(db, {
    email: 'harvester@private-mail.in',
    profile: { city: 'pune', roomPreference: 'LOOKING_FOR_ROOM' },
  });
  seekers = await Promise.all(
    (['LOOKING_FOR_ROOM', 'LOOKING_FOR_ROOMMATE'] as const).map((roomPreference, i) =>
      createUser(db, {
        firstName: ['Neha', 'Farhan'][i],
        lastName: 'Seeker',
        email: `seeker${i}@private-mail.in`,
        phone: `900002222${i}`,
        profile: { city: 'pune', roomPreference, age: 25 + i },
      }),
    ),
  );
  const listing = await createProperty(db, owner.id, {
    city: 'pune',
    rent: 15000,
    featured: true,
    propertyContactName: 'Kavya',
    propertyContactEmail: CONTACT_EMAIL,
    propertyContactPhone: CONTACT_PHONE,
  });
  await createProperty(db, owner.id, { city: 'pune', rent: 15500 });
  listingId = listing.id;
  secrets = [owner, admin, stranger, ...seekers]
    .flatMap((u) => [u.email, u.phone])
    .concat(CONTACT_EMAIL, CONTACT_PHONE);
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, as?: Account) => {
  const req = request(t.app).get(path);
  return as ? req.set(...bearer(t, as)) : req;
};

/** Anything shaped like an e-mail address, or a field that names a contact. */
const EMAIL_SHAPED = /[\w.+-]+@[\w-]+\.[\w.]+/;
/** A contact field with a value; `verifications.phone` (a badge, true or false) is not one. */
const CONTACT_KEYS =
  /"(email|phone|propertyContactEmail|propertyContactPhone)":(?!(true|false)[,}])/;

const publicEndpoints = () => [
  ['search', '/api/properties?city=pune'],
  ['details', `/api/properties/${listingId}`],
  ['similar', `/api/properties?city=pune&notId=${listingId}&minRent=10000&maxRent=20000`],
  ['showcase', '/api/properties/all'],
  ['roommates list', '/api/users-public/roommates?city=pune'],
  ['roommate profile', `/api/users/${seekers[0]!.id}/profile`],
  ['owner profile', `/api/users/${owner.id}/profile`],
];

describe('public endpoints', () => {
  it.each(['a guest', 'a stranger'])(
    'never give %s an e-mail or phone number of anyone',
    async (who) => {
      for (const [name, path] of publicEndpoints()) {
        const res = await get(path!, who === 'a stranger' ? stranger : undefined);
        expect(res.status, name).toBe(200);
        // The endpoint really answered the people and listings above.
        expect(res.text, name).toMatch(/Kavya|Neha|Farhan|Test flat/);
        for (const secret of secrets) expect(res.text, `${name}: ${secret}`).not.toContain(secret);
        expect(res.text, name).not.toMatch(EMAIL_SHAPED);
        expect(res.text, name).not.toMatch(CONTACT_KEYS);
      }
    },
  );

  it('list the seekers with names, city and public profile fields to a verified account', async () => {
    const res = await get('/api/users-public/roommates?city=pune', stranger);
    const neha = (res.body.data as { firstName: string }[]).find((r) => r.firstName === 'Neha');
    expect(neha).toMatchObject({
      lastName: 'Seeker',
      profile: { city: 'pune', age: 25, roomPreference: 'LOOKING_FOR_ROOM' },
    });
    expect(neha).not.toHaveProperty('email');
  });

  it('list the seekers to a guest by first name and initial, city and bands only', async () => {
    const res = await get('/api/users-public/roommates?city=pune');
    const neha = (res.body.data as { name: string }[]).find((r) => r.name === 'Neha S.');
    expect(neha).toMatchObject({ view: 'PREVIEW', city: 'pune', ageBand: '25-29' });
  });
});

describe('contact details of a listing', () => {
  it.each([
    ['its owner', () => owner],
    ['an admin', () => admin],
  ])('reach %s', async (_who, viewer) => {
    const res = await get(`/api/properties/${listingId}`, viewer());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      propertyContactEmail: CONTACT_EMAIL,
      propertyContactPhone: CONTACT_PHONE,
      owner: { id: owner.id, email: owner.email },
    });
  });

  it('stay hidden from a stranger, who still sees the contact name to start a chat with', async () => {
    const res = await get(`/api/properties/${listingId}`, stranger);
    expect(res.body.data.propertyContactName).toBe('Kavya');
    expect(res.body.data.owner).toMatchObject({ id: owner.id, firstName: 'Kavya' });
    expect(res.body.data).not.toHaveProperty('propertyContactEmail');
    expect(res.body.data).not.toHaveProperty('propertyContactPhone');
    expect(res.body.data.owner).not.toHaveProperty('email');
  });
});

describe('a conversation', () => {
  it("gives its participants each other's e-mail once they have written (the chat panel shows it), and nobody else", async () => {
    const { db } = t.ctx.database;
    const conversation = await createConversation(db, stranger.id, owner.id, ['Is it free?']);
    const emailOfOwner = async () => {
      const mine = await get(`/api/messages/conversations/${conversation.id}`, stranger);
      expect(mine.status).toBe(200);
      expect(mine.text).not.toContain(owner.phone);
      return (
        mine.body.data.participants as { userId: number; user: { email: string | null } }[]
      ).find((p) => p.userId === owner.id)?.user.email;
    };
    // Writing to someone does not get their address; their reply does.
    expect(await emailOfOwner()).toBeNull();
    await db
      .insert(messages)
      .values({ conversationId: conversation.id, senderId: owner.id, content: 'Yes, it is.' });
    expect(await emailOfOwner()).toBe(owner.email);

    const outsider = await get(`/api/messages/conversations/${conversation.id}`, seekers[0]);
    expect(outsider.status).toBe(404);
    expect(outsider.text).not.toContain(owner.email);
  });
});
