import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { IST_OFFSET_MS } from '@roomsetu/shared';
import { bearer, tokenFor } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { startGeocoderStub, type GeocoderStub } from '../../test/geocoder-stub';
import { createTestEnv, type TestClock, type TestEnv } from '../../test/harness';
import { jpeg } from '../../test/images';
import { client, closeClients, listen, next } from '../../test/realtime';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { listingFields, withFields } from '../properties/listing-fixture';
import { listingActivated } from '../saved-searches/alerts';

let t: TestEnv;
let smtp: TestSmtp;
let stub: GeocoderStub;
type U = { id: number; role: 'TENANT' | 'LANDLORD'; email: string };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Moves the clock forward to the next hh:mm IST. */
function advanceToIst(clock: TestClock, hour: number, minute: number): void {
  const now = clock.now().getTime();
  const istMidnight = Math.floor((now + IST_OFFSET_MS) / DAY) * DAY - IST_OFFSET_MS;
  let target = istMidnight + (hour * 60 + minute) * MINUTE;
  if (target <= now) target += DAY;
  clock.advance(target - now);
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  stub = await startGeocoderStub();
  t = await createTestEnv({
    SMTP_URL: smtp.url,
    GEOCODER_URL: stub.url,
    PUBLIC_URL: 'https://roomsetu.test',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await stub.close();
});
beforeEach(async () => {
  // Every case starts at 07:00 IST, an hour before the digest, with nothing pending.
  await t.ctx.jobs.drain();
  advanceToIst(t.clock, 7, 0);
  await t.ctx.jobs.drain();
  smtp.mails.length = 0;
});

const newUser = async (role: U['role'] = 'TENANT', firstName = 'Asha'): Promise<U> => {
  const u = await createUser(t.ctx.database.db, { role, firstName });
  return { id: u.id, role, email: u.email };
};
const saveSearch = async (user: U, filters: object, frequency: string, name = 'My search') => {
  const res = await request(t.app)
    .post('/api/saved-searches')
    .set(...bearer(t, user))
    .send({ name, filters, frequency });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
};
const listRoom = async (landlord: U, fields: Record<string, string>) => {
  const res = await withFields(
    request(t.app)
      .post('/api/properties')
      .set(...bearer(t, landlord)),
    listingFields(fields),
  ).attach('photos', await jpeg(), 'a.jpg');
  expect(res.status).toBe(201);
  return res.body.data.id as number;
};
const notificationsOf = (user: U) =>
  queryRows<{ type: string; title: string; body: string; link: string | null }>(
    t.ctx.database.db,
    sql`select type, title, body, link from notifications where user_id = ${user.id} order by id`,
  );
const mailsTo = (user: U): ReceivedMail[] => smtp.mails.filter((m) => m.to.includes(user.email));
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: *(.*)$`, 'im').exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];

describe('saved-search alerts', () => {
  it('a new matching listing: one notification each, one e-mail for INSTANT, nothing for OFF', async () => {
    const landlord = await newUser('LANDLORD');
    const instant = await newUser();
    const daily = await newUser();
    const off = await newUser();
    const elsewhere = await newUser();
    const jaipurFlats = { city: 'jaipur', propertyType: 'APARTMENT', maxRent: 20000 };
    await saveSearch(instant, jaipurFlats, 'INSTANT', 'Jaipur flats');
    await saveSearch(daily, jaipurFlats, 'DAILY');
    await saveSearch(off, jaipurFlats, 'OFF');
    await saveSearch(elsewhere, { city: 'mumbai' }, 'INSTANT');
    await saveSearch(landlord, {}, 'INSTANT');

    const id = await listRoom(landlord, { title: 'Sunny flat in Malviya Nagar', rent: '18000' });
    await t.ctx.jobs.drain();
    await t.ctx.jobs.drain();
    expect(await notificationsOf(instant)).toEqual([
      {
        type: 'SEARCH_MATCH',
        title: 'New room for "Jaipur flats"',
        body: 'Sunny flat in Malviya Nagar',
        link: `/room-details?id=${id}`,
      },
    ]);
    expect(await notificationsOf(daily)).toHaveLength(1);
    expect(await notificationsOf(off)).toEqual([]);
    expect(await notificationsOf(elsewhere)).toEqual([]);
    expect(await notificationsOf(landlord)).toEqual([]);
    // The e-mail waits for the end of the minute, to carry whatever else matches in it.
    expect(smtp.mails).toEqual([]);

    t.clock.advance(MINUTE);
    await t.ctx.jobs.drain();
    const mails = mailsTo(instant);
    expect(mails).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New room for "Jaipur flats"');
    expect(mails[0]!.text).toContain('Sunny flat in Malviya Nagar, ₹18,000/month');
    expect(mails[0]!.text).toContain(`https://roomsetu.test/room-details?id=${id}`);
    expect(mails[0]!.raw).toMatch(/text\/html/);
    expect(header(mails[0]!, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/roomsetu\.test\/api\/unsubscribe\?token=[\w-]+\.[\w-]+>$/,
    );
    expect(header(mails[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Retried or re-queued work sends nothing more.
    await listingActivated(t.ctx, id);
    await t.ctx.jobs.drain();
    t.clock.advance(2 * MINUTE);
    await t.ctx.jobs.drain();
    expect(smtp.mails).toHaveLength(1);
    expect(await notificationsOf(instant)).toHaveLength(1);

    const listed = await request(t.app)
      .get('/api/saved-searches')
      .set(...bearer(t, instant));
    expect(listed.body.data[0].newCount).toBe(1);

    // The mail's own one-click link switches that search off.
    const link = new URL(header(mails[0]!, 'List-Unsubscribe')!.slice(1, -1));
    const unsubscribed = await request(t.app)
      .post(link.pathname + link.search)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(unsubscribed.status).toBe(200);
    const after = await request(t.app)
      .get('/api/saved-searches')
      .set(...bearer(t, instant));
    expect(after.body.data[0].frequency).toBe('OFF');
  });

  it('counts each search’s own matches, whatever the ids of searches and listings', async () => {
    const landlord = await newUser('LANDLORD');
    const renter = await newUser();
    const jaipur = await saveSearch(renter, { city: 'jaipur' }, 'INSTANT');
    const mumbai = await saveSearch(renter, { city: 'mumbai' }, 'DAILY');
    // A listing whose id is neither search's, so a count keyed on the wrong id shows.
    let room = await createProperty(t.ctx.database.db, landlord.id);
    while ([jaipur, mumbai].includes(room.id)) {
      room = await createProperty(t.ctx.database.db, landlord.id);
    }
    await listingActivated(t.ctx, room.id);
    await t.ctx.jobs.drain();
    const listed = await request(t.app)
      .get('/api/saved-searches')
      .set(...bearer(t, renter));
    const counts = Object.fromEntries(
      listed.body.data.map((s: { id: number; newCount: number }) => [s.id, s.newCount]),
    );
    expect(counts).toEqual({ [jaipur]: 1, [mumbai]: 0 });
  });

  it('counts new matches per search until the owner marks it seen, and tells open tabs live', async () => {
    const server = await listen(t);
    try {
      const landlord = await newUser('LANDLORD');
      const renter = await newUser();
      const searchId = await saveSearch(renter, { city: 'jaipur' }, 'DAILY');
      const socket = await client(server.url, tokenFor(t, renter));
      const live = next(socket, 'notification:new');
      const a = await createProperty(t.ctx.database.db, landlord.id, { title: 'Live room' });
      await listingActivated(t.ctx, a.id);
      await t.ctx.jobs.drain();
      expect((await live).notification).toMatchObject({
        type: 'SEARCH_MATCH',
        body: 'Live room',
        link: `/room-details?id=${a.id}`,
        readAt: null,
      });
      const searches = () =>
        request(t.app)
          .get('/api/saved-searches')
          .set(...bearer(t, renter));
      expect((await searches()).body.data[0].newCount).toBe(1);
      const seen = await request(t.app)
        .post(`/api/saved-searches/${searchId}/seen`)
        .set(...bearer(t, renter));
      expect(seen.body.data.newCount).toBe(0);
      const b = await createProperty(t.ctx.database.db, landlord.id);
      await listingActivated(t.ctx, b.id);
      await t.ctx.jobs.drain();
      expect((await searches()).body.data[0].newCount).toBe(1);
      // A listing taken down since it matched is no longer counted.
      await t.ctx.database.db.execute(
        sql`update properties set status = 'SUSPENDED' where id = ${b.id}`,
      );
      expect((await searches()).body.data[0].newCount).toBe(0);
    } finally {
      closeClients();
      await server.close();
    }
  });

  it('batches the matches of one minute into one e-mail', async () => {
    const landlord = await newUser('LANDLORD');
    const renter = await newUser();
    await saveSearch(renter, { city: 'jaipur' }, 'INSTANT', 'Jaipur');
    await saveSearch(renter, { maxRent: 9000 }, 'INSTANT', 'Cheap');
    const db = t.ctx.database.db;
    const a = await createProperty(db, landlord.id, { title: 'Room A', rent: 8000 });
    const b = await createProperty(db, landlord.id, { title: 'Room B', rent: 12000 });
    await listingActivated(t.ctx, a.id);
    await listingActivated(t.ctx, b.id);
    await t.ctx.jobs.drain();
    expect(await notificationsOf(renter)).toHaveLength(3);
    t.clock.advance(MINUTE);
    await t.ctx.jobs.drain();
    const mails = mailsTo(renter);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Room A');
    expect(mails[0]!.text).toContain('Room B');
    expect(mails[0]!.subject).toMatch(/^New rooms for "(Jaipur|Cheap)" and more$/);
  });

  it('sends DAILY matches once, at 08:00 IST, up to ten listings and a link to the rest', async () => {
    const landlord = await newUser('LANDLORD');
    const renter = await newUser('TENANT', 'Divya');
    await saveSearch(renter, { city: 'jaipur', minRent: 5000 }, 'DAILY', 'Jaipur daily');
    const db = t.ctx.database.db;
    for (let i = 1; i <= 12; i++) {
      const p = await createProperty(db, landlord.id, {
        title: `Digest room ${i}`,
        rent: 10000 + i,
      });
      await listingActivated(t.ctx, p.id);
    }
    await t.ctx.jobs.drain();
    t.clock.advance(30 * MINUTE);
    await t.ctx.jobs.drain();
    expect(mailsTo(renter)).toEqual([]);

    advanceToIst(t.clock, 8, 0);
    await t.ctx.jobs.drain();
    await t.ctx.jobs.drain();
    const mails = mailsTo(renter);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your daily RoomSetu digest: 12 new rooms');
    expect(mails[0]!.text).toContain('Hi Divya');
    expect(mails[0]!.text.match(/Digest room \d+/g)).toHaveLength(10);
    expect(mails[0]!.text).toContain(
      'And 2 more: https://roomsetu.test/profile?tab=saved-searches',
    );
    expect(header(mails[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    t.clock.advance(DAY);
    await t.ctx.jobs.drain();
    await t.ctx.jobs.drain();
    expect(mailsTo(renter)).toHaveLength(1);
  });

  it('no e-mail when search alerts are switched off in the settings, the notification stays', async () => {
    const landlord = await newUser('LANDLORD');
    const renter = await newUser();
    await saveSearch(renter, {}, 'INSTANT');
    await request(t.app)
      .put('/api/users/self/notification-settings')
      .set(...bearer(t, renter))
      .send({ searchAlerts: false });
    const p = await createProperty(t.ctx.database.db, landlord.id);
    await listingActivated(t.ctx, p.id);
    await t.ctx.jobs.drain();
    t.clock.advance(MINUTE);
    await t.ctx.jobs.drain();
    expect(await notificationsOf(renter)).toHaveLength(1);
    expect(mailsTo(renter)).toEqual([]);
  });

  it('a listing approved by an admin is matched like a new one', async () => {
    const landlord = await newUser('LANDLORD');
    const admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
    const renter = await newUser();
    await saveSearch(renter, { city: 'jaipur' }, 'INSTANT');
    const p = await createProperty(t.ctx.database.db, landlord.id, { status: 'PENDING' });
    await t.ctx.jobs.drain();
    expect(await notificationsOf(renter)).toEqual([]);
    const res = await request(t.app)
      .patch(`/api/admin/listings/${p.id}`)
      .set(...bearer(t, { id: admin.id, role: 'ADMIN' }))
      .send({ status: 'ACTIVE' });
    expect(res.status).toBe(200);
    await t.ctx.jobs.drain();
    expect(await notificationsOf(renter)).toHaveLength(1);
  });
});

describe('favourite alerts', () => {
  const favourite = async (user: U, propertyId: number) => {
    const res = await request(t.app)
      .post('/api/favorite')
      .set(...bearer(t, user))
      .send({ type: 'PROPERTY', propertyId });
    expect(res.status).toBe(201);
  };
  const setRent = async (landlord: U, id: number, rent: number) => {
    const res = await request(t.app)
      .put(`/api/properties/${id}`)
      .set(...bearer(t, landlord))
      .send({ rent });
    expect(res.status).toBe(200);
  };

  it('a price drop: one notification and e-mail per favourite and new rent', async () => {
    const landlord = await newUser('LANDLORD');
    const fan = await newUser('TENANT', 'Farah');
    const quiet = await newUser();
    const p = await createProperty(t.ctx.database.db, landlord.id, {
      title: 'Lake view 1BHK',
      rent: 15000,
    });
    await favourite(fan, p.id);
    await favourite(quiet, p.id);
    await request(t.app)
      .put('/api/users/self/notification-settings')
      .set(...bearer(t, quiet))
      .send({ priceDrops: false });

    await setRent(landlord, p.id, 16000);
    await t.ctx.jobs.drain();
    expect(await notificationsOf(fan)).toEqual([]);

    await setRent(landlord, p.id, 13500);
    await t.ctx.jobs.drain();
    await t.ctx.jobs.drain();
    const line = 'Rent for Lake view 1BHK dropped from ₹16,000 to ₹13,500';
    expect(await notificationsOf(fan)).toEqual([
      { type: 'PRICE_DROP', title: 'Price drop', body: line, link: `/room-details?id=${p.id}` },
    ]);
    expect(await notificationsOf(quiet)).toHaveLength(1);
    expect(mailsTo(quiet)).toEqual([]);
    const mails = mailsTo(fan);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(line);
    expect(header(mails[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Up and down to the same rent again: still one alert for (favourite, ₹13,500).
    await setRent(landlord, p.id, 15000);
    await setRent(landlord, p.id, 13500);
    await t.ctx.jobs.drain();
    await t.ctx.jobs.drain();
    expect(await notificationsOf(fan)).toHaveLength(1);
    expect(mailsTo(fan)).toHaveLength(1);
  });

  it('at most one notification and one e-mail per favourite and IST day, however often it changes', async () => {
    const landlord = await newUser('LANDLORD');
    const fan = await newUser('TENANT', 'Farah');
    const p = await createProperty(t.ctx.database.db, landlord.id, {
      title: 'Busy owner 1BHK',
      rent: 20000,
    });
    await favourite(fan, p.id);
    for (let i = 1; i <= 15; i++) await setRent(landlord, p.id, 20000 - i * 100);
    const pause = await request(t.app)
      .post(`/api/properties/${p.id}/status`)
      .set(...bearer(t, landlord))
      .send({ status: 'PAUSED' });
    expect(pause.status).toBe(200);
    await t.ctx.jobs.drain();
    await t.ctx.jobs.drain();
    // One change of the day is told (the queue runs them side by side); the others are not.
    expect(await notificationsOf(fan)).toEqual([
      expect.objectContaining({
        type: 'PRICE_DROP',
        body: expect.stringMatching(/^Rent for Busy owner 1BHK dropped from/),
      }),
    ]);
    expect(mailsTo(fan)).toHaveLength(1);

    // The next day, the next change is told again.
    advanceToIst(t.clock, 7, 0);
    const back = await request(t.app)
      .post(`/api/properties/${p.id}/status`)
      .set(...bearer(t, landlord))
      .send({ status: 'ACTIVE' });
    expect(back.status).toBe(200);
    await setRent(landlord, p.id, 18000);
    await t.ctx.jobs.drain();
    await t.ctx.jobs.drain();
    expect((await notificationsOf(fan)).map((n) => n.type)).toEqual(['PRICE_DROP', 'PRICE_DROP']);
    expect(mailsTo(fan)).toHaveLength(2);
  });

  it('a favourited listing suspended by an admin: one notification; approved again, none', async () => {
    const landlord = await newUser('LANDLORD');
    const admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
    const fan = await newUser();
    const p = await createProperty(t.ctx.database.db, landlord.id, { title: 'Hill view' });
    await favourite(fan, p.id);
    const moderate = (status: string) =>
      request(t.app)
        .patch(`/api/admin/listings/${p.id}`)
        .set(...bearer(t, { id: admin.id, role: 'ADMIN' }))
        .send({ status });
    expect((await moderate('SUSPENDED')).status).toBe(200);
    expect((await moderate('SUSPENDED')).status).toBe(200);
    await t.ctx.jobs.drain();
    expect((await notificationsOf(fan)).map((n) => n.type)).toEqual(['LISTING_UNAVAILABLE']);
    expect((await moderate('ACTIVE')).status).toBe(200);
    await t.ctx.jobs.drain();
    expect(await notificationsOf(fan)).toHaveLength(1);
  });

  it('a favourited listing deleted by its owner: one notification', async () => {
    const landlord = await newUser('LANDLORD');
    const fan = await newUser();
    const p = await createProperty(t.ctx.database.db, landlord.id, { title: 'Gone soon' });
    await favourite(fan, p.id);
    const res = await request(t.app)
      .delete(`/api/properties/${p.id}`)
      .set(...bearer(t, landlord));
    expect(res.status).toBe(200);
    await t.ctx.jobs.drain();
    await t.ctx.jobs.drain();
    expect(await notificationsOf(fan)).toEqual([
      {
        type: 'LISTING_UNAVAILABLE',
        title: 'A room you saved is no longer available',
        body: 'Gone soon has been taken down by its owner or by RoomSetu.',
        link: null,
      },
    ]);
  });
});

describe('alerts in the recipient’s language', () => {
  it('writes a Hindi profile’s notification and e-mail in Hindi, an English one’s in English', async () => {
    const landlord = await newUser('LANDLORD');
    const hindi = await newUser();
    const english = await newUser();
    await t.ctx.database.db.execute(
      sql`update users set preferred_language = 'hi' where id = ${hindi.id}`,
    );
    const search = { city: 'jaipur', propertyType: 'APARTMENT', maxRent: 20000 };
    await saveSearch(hindi, search, 'INSTANT', 'जयपुर फ़्लैट');
    await saveSearch(english, search, 'INSTANT', 'Jaipur flats');

    await listRoom(landlord, { title: 'Sunny flat in Malviya Nagar', rent: '18000' });
    await t.ctx.jobs.drain();
    await t.ctx.jobs.drain();
    expect((await notificationsOf(hindi))[0]?.title).toBe('"जयपुर फ़्लैट" के लिए नया कमरा');
    expect((await notificationsOf(english))[0]?.title).toBe('New room for "Jaipur flats"');

    t.clock.advance(MINUTE);
    await t.ctx.jobs.drain();
    const [toHindi] = mailsTo(hindi);
    expect(toHindi!.subject).toBe('"जयपुर फ़्लैट" के लिए नया कमरा');
    expect(toHindi!.text).toContain('Sunny flat in Malviya Nagar, ₹18,000/महीना');
    expect(toHindi!.text).toContain('अनसब्सक्राइब करें: https://roomsetu.test/api/unsubscribe');
    const [toEnglish] = mailsTo(english);
    expect(toEnglish!.subject).toBe('New room for "Jaipur flats"');
    expect(toEnglish!.text).toContain('₹18,000/month');
  });
});
