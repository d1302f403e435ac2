import { FRESHNESS_ASK_AFTER_DAYS, type PropertyStatus } from '@roomsetu/shared';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerJobs } from '../../jobs-registry';
import { openPostgres, queryRows, type Database } from '../../db/client';
import { createContext } from '../../context';
import { createLogger } from '../../lib/logger';
import { favorites, notifications, properties } from '../../db/schema';
import { bearer, tokenFor } from '../../test/auth';
import { createConversation, createProperty, createUser } from '../../test/factories';
import { createTestEnv, usingPostgres, type TestEnv } from '../../test/harness';
import { client, closeClients, listen } from '../../test/realtime';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { askOwnerToConfirm, FRESHNESS_SWEEP, runFreshnessCycle } from './service';
import { isLive } from '../properties/visibility';
import { signFreshnessToken } from './tokens';

const DAY = 86_400_000;
let t: TestEnv;
let smtp: TestSmtp;
type U = Awaited<ReturnType<typeof createUser>>;
let owner: U;
let renter: U;
let secondDb: Database | undefined;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestEnv({ SMTP_URL: smtp.url });
  // On PostgreSQL the other instance has connections of its own, as another API process would.
  if (usingPostgres) secondDb = await openPostgres(t.databaseUrl!, 5);
  owner = await createUser(t.ctx.database.db, { role: 'LANDLORD', firstName: 'Meera' });
  renter = await createUser(t.ctx.database.db);
});
afterAll(async () => {
  await t.close();
  await secondDb?.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.ctx.jobs.drain();
});

let n = 0;
/** A live listing in its own city slot, confirmed `daysAgo` days before the test clock's now. */
async function listing(daysAgo = 0, city: 'jaipur' | 'hyderabad' = 'jaipur') {
  const title = `Freshness flat ${++n}-${Date.now()}`;
  return createProperty(t.ctx.database.db, owner.id, {
    title,
    city,
    confirmedAt: new Date(t.ctx.now().getTime() - daysAgo * DAY),
  });
}

const row = async (id: number) =>
  (await t.ctx.database.db.select().from(properties).where(eq(properties.id, id)))[0]!;

const mailsAbout = (title: string) => smtp.mails.filter((m) => m.subject.includes(title));

const freshnessNotes = (userId: number, title: string) =>
  t.ctx.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'LISTING_FRESHNESS'),
        sql`${notifications.title} like ${`%${title}%`}`,
      ),
    );

/** The one-click links of a mail, by their label. */
function links(mail: ReceivedMail): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of mail.text.matchAll(/^(.+): (http\S+\/listing-check\?token=(\S+))$/gm)) {
    found[m[1]!] = decodeURIComponent(m[3]!);
  }
  return found;
}

const answer = (token: string) => request(t.app).post('/api/properties/freshness').send({ token });

const inSearch = async (id: number, city = 'jaipur') => {
  const res = await request(t.app).get('/api/properties').query({ city, limit: 50 });
  expect(res.status).toBe(200);
  return (res.body.data as { id: number }[]).some((p) => p.id === id);
};

/** Moves the clock and runs what is due, as the server's worker would. */
async function days(count: number) {
  t.clock.advance(count * DAY);
  await t.ctx.jobs.drain();
}

async function askedListing() {
  const p = await listing(FRESHNESS_ASK_AFTER_DAYS);
  await runFreshnessCycle(t.ctx);
  await t.ctx.jobs.drain();
  const [mail] = mailsAbout(p.title);
  expect(mail).toBeDefined();
  return { p, tokens: links(mail!) };
}

describe('the freshness cycle', () => {
  it('day 14: one mail and one notification with two links; running it again sends nothing more', async () => {
    const p = await listing(0);
    await days(FRESHNESS_ASK_AFTER_DAYS - 1);
    expect(mailsAbout(p.title)).toHaveLength(0);

    await days(1);
    const mails = mailsAbout(p.title);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([owner.email]);
    expect(mails[0]!.subject).toBe(`Is ${p.title} still available?`);
    expect(Object.keys(links(mails[0]!))).toEqual(['Yes, still available', 'Rented — pause it']);
    const notes = await freshnessNotes(owner.id, p.title);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toBe(`Is ${p.title} still available?`);
    expect(notes[0]!.link).toBe('/profile?tab=properties');

    // The job again (a retry, a second tick), and the cycle run directly, twice at once.
    await t.ctx.jobs.send(FRESHNESS_SWEEP, {});
    await t.ctx.jobs.drain();
    await Promise.all([runFreshnessCycle(t.ctx), runFreshnessCycle(t.ctx)]);
    await t.ctx.jobs.drain();
    expect(mailsAbout(p.title)).toHaveLength(1);
    expect(await freshnessNotes(owner.id, p.title)).toHaveLength(1);
  });

  it('two instances running the cycle at once ask each owner once', async () => {
    const other = createContext({
      env: t.ctx.env,
      database: secondDb ?? t.ctx.database,
      logger: createLogger('silent'),
      now: t.clock.now,
    });
    registerJobs(other);
    const due = await Promise.all([1, 2, 3, 4].map(() => listing(FRESHNESS_ASK_AFTER_DAYS + 1)));
    await Promise.all([runFreshnessCycle(t.ctx), runFreshnessCycle(other)]);
    await Promise.all([t.ctx.jobs.drain(), other.jobs.drain()]);
    for (const p of due) {
      expect(mailsAbout(p.title), p.title).toHaveLength(1);
      expect(await freshnessNotes(owner.id, p.title)).toHaveLength(1);
    }
    await other.jobs.stop();
    other.mailer.close();
  });

  it('"Yes, still available" confirms the listing: no pause three days later, the link is spent', async () => {
    const { p, tokens } = await askedListing();
    const before = t.ctx.now();
    const res = await answer(tokens['Yes, still available']!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: p.id, answer: 'AVAILABLE', status: 'ACTIVE' });
    const after = await row(p.id);
    expect(after.confirmedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(after.freshnessAskedAt).toBeNull();

    const again = await answer(tokens['Yes, still available']!);
    expect(again.status).toBe(409);
    const rented = await answer(tokens['Rented — pause it']!);
    expect(rented.status).toBe(409);

    await days(4);
    expect((await row(p.id)).status).toBe('ACTIVE');
    expect(await inSearch(p.id)).toBe(true);
    expect(mailsAbout(p.title)).toHaveLength(1);
  });

  it('a link names its listing before it is pressed, and both links say once it is answered', async () => {
    const { p, tokens } = await askedListing();
    const read = (token: string) =>
      request(t.app).get(`/api/properties/freshness/link?token=${encodeURIComponent(token)}`);
    const yes = await read(tokens['Yes, still available']!);
    expect(yes.status, JSON.stringify(yes.body)).toBe(200);
    expect(yes.body.data).toEqual({
      id: p.id,
      title: p.title,
      answer: 'AVAILABLE',
      answered: false,
    });
    // Reading changes nothing: the ask is still open.
    expect((await row(p.id)).freshnessAskedAt).not.toBeNull();

    expect((await answer(tokens['Yes, still available']!)).status).toBe(200);
    expect((await read(tokens['Yes, still available']!)).body.data.answered).toBe(true);
    expect((await read(tokens['Rented — pause it']!)).body.data).toMatchObject({
      answer: 'RENTED',
      answered: true,
    });
    expect((await read('not-a-token')).status).toBe(400);
  });

  it('no answer: paused on day 17, the owner told with a re-activate link, gone from search', async () => {
    const p = await listing(0);
    await days(FRESHNESS_ASK_AFTER_DAYS);
    expect(mailsAbout(p.title)).toHaveLength(1);
    await days(2);
    expect((await row(p.id)).status).toBe('ACTIVE');
    await days(1);

    expect((await row(p.id)).status).toBe('PAUSED');
    expect(await inSearch(p.id)).toBe(false);
    const paused = smtp.mails.filter((m) => m.subject === `We paused ${p.title}`);
    expect(paused).toHaveLength(1);
    const notes = await freshnessNotes(owner.id, p.title);
    expect(notes.map((x) => x.title).sort()).toEqual(
      [`Is ${p.title} still available?`, `We paused ${p.title}`].sort(),
    );
    // The ask's "Yes" came too late; the pause mail's link brings it back, once.
    const ask = links(mailsAbout(p.title).find((m) => m.subject.startsWith('Is'))!);
    expect((await answer(ask['Yes, still available']!)).status).toBe(409);
    const reactivate = links(paused[0]!)['Re-activate my listing']!;
    const clicked = t.ctx.now();
    const res = await answer(reactivate);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ answer: 'REACTIVATE', status: 'ACTIVE' });
    expect(await inSearch(p.id)).toBe(true);
    expect((await row(p.id)).confirmedAt.getTime()).toBeGreaterThan(clicked.getTime());
    expect((await answer(reactivate)).status).toBe(409);
  });

  it('"Rented" pauses at once: out of search, favouriters notified', async () => {
    const { p, tokens } = await askedListing();
    await t.ctx.database.db
      .insert(favorites)
      .values({ userId: renter.id, type: 'PROPERTY', propertyId: p.id });
    expect(await inSearch(p.id)).toBe(true);

    const res = await answer(tokens['Rented — pause it']!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: p.id, answer: 'RENTED', status: 'PAUSED' });
    expect(await inSearch(p.id)).toBe(false);
    await t.ctx.jobs.drain();
    const told = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, renter.id), eq(notifications.type, 'LISTING_UNAVAILABLE')),
      );
    expect(told.find((x) => x.body.includes(p.title))?.body).toBe(
      `${p.title} has been let: the owner agreed a let with someone.`,
    );
    expect((await answer(tokens['Rented — pause it']!)).status).toBe(409);
  });

  it('refuses a tampered, forged or expired token and changes nothing', async () => {
    const { p, tokens } = await askedListing();
    const yes = tokens['Yes, still available']!;
    const before = await row(p.id);
    const [body, mac] = yes.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { p: number };
    const other = await listing(0);
    const tampered = `${Buffer.from(JSON.stringify({ ...claims, p: other.id })).toString('base64url')}.${mac}`;
    const forged = signFreshnessToken(
      {
        propertyId: p.id,
        answer: 'RENTED',
        askedAt: before.freshnessAskedAt!,
        expiresAt: new Date(t.ctx.now().getTime() + DAY),
      },
      'another-secret-that-is-long-enough-to-pass',
    );
    for (const token of [tampered, forged, 'garbage', `${yes}x`]) {
      const res = await answer(token);
      expect(res.status, token).toBe(400);
      expect(res.body.success).toBe(false);
    }
    t.clock.advance(8 * DAY);
    const expired = await answer(tokens['Rented — pause it']!);
    expect(expired.status).toBe(410);
    const after = await row(p.id);
    expect(after.status).toBe(before.status);
    expect(after.confirmedAt).toEqual(before.confirmedAt);
    expect((await row(other.id)).status).toBe('ACTIVE');
  });

  it('a listing back from review with an old open ask is asked again, not paused without warning', async () => {
    const p = await listing(30);
    // Asked ten days ago, then held for review and restored by an admin (no owner's move).
    await t.ctx.database.db
      .update(properties)
      .set({ freshnessAskedAt: new Date(t.ctx.now().getTime() - 10 * DAY) })
      .where(eq(properties.id, p.id));
    await runFreshnessCycle(t.ctx);
    await t.ctx.jobs.drain();
    const after = await row(p.id);
    expect(after.status).toBe('ACTIVE');
    expect(t.ctx.now().getTime() - after.freshnessAskedAt!.getTime()).toBeLessThan(DAY);
    expect(mailsAbout(p.title).map((m) => m.subject)).toEqual([`Is ${p.title} still available?`]);
  });

  it("the owner's open tab hears of the ask and of the pause as they happen", async () => {
    const server = await listen(t);
    try {
      const socket = await client(server.url, tokenFor(t, owner));
      const p = await listing(1);
      const heard: string[] = [];
      socket.on('notification:new', ({ notification }) => heard.push(notification.title));
      await askOwnerToConfirm(t.ctx, p.id);
      await vi.waitFor(() => expect(heard).toContain(`Is ${p.title} still available?`));
      t.clock.advance(3 * DAY + 60_000);
      await runFreshnessCycle(t.ctx);
      await vi.waitFor(() => expect(heard).toContain(`We paused ${p.title}`));
    } finally {
      closeClients();
      await server.close();
    }
  });

  it('askOwnerToConfirm asks once per open ask, and not for a listing that is not live', async () => {
    const p = await listing(1);
    const results = await Promise.all([
      askOwnerToConfirm(t.ctx, p.id),
      askOwnerToConfirm(t.ctx, p.id),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await askOwnerToConfirm(t.ctx, p.id)).toBe(false);
    await t.ctx.jobs.drain();
    expect(mailsAbout(p.title)).toHaveLength(1);
    expect(await freshnessNotes(owner.id, p.title)).toHaveLength(1);

    const paused = await createProperty(t.ctx.database.db, owner.id, {
      status: 'PAUSED' as PropertyStatus,
    });
    expect(await askOwnerToConfirm(t.ctx, paused.id)).toBe(false);
  });
});

describe('a seeker reports a listing as already rented', () => {
  it('asks its owner at once, once, and other reasons do not', async () => {
    const rented = await listing(1);
    const other = await listing(1);
    // The owner answered the renter once: their word starts a re-confirmation.
    await createConversation(t.ctx.database.db, owner.id, renter.id, ['Yes, come see it']);
    const report = (id: number, reason: string) =>
      request(t.app)
        .post('/api/reports')
        .set(...bearer(t, renter))
        .send({ targetType: 'LISTING', targetId: id, reason, details: '' });
    expect((await report(rented.id, 'ALREADY_RENTED')).status).toBe(201);
    expect((await report(other.id, 'WRONG_INFO')).status).toBe(201);
    const second = await createUser(t.ctx.database.db);
    const again = await request(t.app)
      .post('/api/reports')
      .set(...bearer(t, second))
      .send({ targetType: 'LISTING', targetId: rented.id, reason: 'ALREADY_RENTED' });
    expect(again.status).toBe(201);
    await t.ctx.jobs.drain();

    const [mail, ...more] = mailsAbout(rented.title);
    expect(more).toHaveLength(0);
    expect(Object.keys(links(mail!)).sort()).toEqual(['Rented — pause it', 'Yes, still available']);
    expect(await freshnessNotes(owner.id, rented.title)).toHaveLength(1);
    expect((await row(rented.id)).freshnessAskedAt).not.toBeNull();
    expect(mailsAbout(other.title)).toHaveLength(0);
    expect((await row(other.id)).freshnessAskedAt).toBeNull();
  });

  it('waits for the sweep when no seeker the owner has written to says so', async () => {
    const rented = await listing(1);
    const stranger = await createUser(t.ctx.database.db);
    const asker = await createUser(t.ctx.database.db);
    // An inquiry the owner never answered does not make them acquainted.
    await createConversation(t.ctx.database.db, asker.id, owner.id, ['Is it free?']);
    for (const who of [stranger, asker]) {
      const res = await request(t.app)
        .post('/api/reports')
        .set(...bearer(t, who))
        .send({ targetType: 'LISTING', targetId: rented.id, reason: 'ALREADY_RENTED' });
      expect(res.status).toBe(201);
    }
    await t.ctx.jobs.drain();
    expect(mailsAbout(rented.title)).toHaveLength(0);
    expect((await row(rented.id)).freshnessAskedAt).toBeNull();
  });
});

describe('confirmation by the owner and in search', () => {
  it('"Still available" on My Property confirms and closes an open ask; only the owner may', async () => {
    const p = await listing(20);
    await askOwnerToConfirm(t.ctx, p.id);
    const stranger = await request(t.app)
      .post(`/api/properties/${p.id}/confirm`)
      .set(...bearer(t, renter));
    expect(stranger.status).toBe(403);
    const res = await request(t.app)
      .post(`/api/properties/${p.id}/confirm`)
      .set(...bearer(t, owner));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await row(p.id);
    expect(res.body.data).toEqual({ id: p.id, confirmedAt: after.confirmedAt.toISOString() });
    expect(after.freshnessAskedAt).toBeNull();
    expect(t.ctx.now().getTime() - after.confirmedAt.getTime()).toBeLessThan(DAY);

    const paused = await createProperty(t.ctx.database.db, owner.id, { status: 'PAUSED' });
    const refused = await request(t.app)
      .post(`/api/properties/${paused.id}/confirm`)
      .set(...bearer(t, owner));
    expect(refused.status).toBe(409);
    expect((await row(paused.id)).confirmedAt).toEqual(paused.confirmedAt);
  });

  it('re-activating a paused listing confirms it', async () => {
    const p = await listing(30);
    const move = (status: string) =>
      request(t.app)
        .post(`/api/properties/${p.id}/status`)
        .set(...bearer(t, owner))
        .send({ status });
    expect((await move('PAUSED')).status).toBe(200);
    expect((await row(p.id)).confirmedAt.getTime()).toBeLessThan(t.ctx.now().getTime() - 29 * DAY);
    expect((await move('ACTIVE')).status).toBe(200);
    expect(t.ctx.now().getTime() - (await row(p.id)).confirmedAt.getTime()).toBeLessThan(DAY);
  });

  it('cards and detail carry confirmedAt; sort=RECENTLY_CONFIRMED ranks by it', async () => {
    const old = await listing(12, 'hyderabad');
    const fresh = await listing(1, 'hyderabad');
    const middle = await listing(5, 'hyderabad');
    const res = await request(t.app)
      .get('/api/properties')
      .query({ city: 'hyderabad', sort: 'RECENTLY_CONFIRMED', limit: 50 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cards = res.body.data as { id: number; confirmedAt: string }[];
    const ours = cards.filter((c) => [old.id, fresh.id, middle.id].includes(c.id));
    expect(ours.map((c) => c.id)).toEqual([fresh.id, middle.id, old.id]);
    const times = cards.map((c) => Date.parse(c.confirmedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ours[0]!.confirmedAt).toBe(fresh.confirmedAt.toISOString());

    const detail = await request(t.app).get(`/api/properties/${old.id}`);
    expect(detail.body.data.confirmedAt).toBe(old.confirmedAt.toISOString());
  });
});

describe('the search index for the sort', () => {
  it('a page of recently confirmed listings is read from an index, in order, without a sort', async () => {
    const plan = await t.ctx.database.db.transaction(async (tx) => {
      // Sorting made prohibitively dear: a plan still sorting means no index gives the order.
      await tx.execute(sql`set local enable_sort = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from properties where ${isLive} and city = 'pune'
            order by confirmed_at desc, id desc limit 20`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('properties_live_city_confirmed_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
