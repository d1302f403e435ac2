import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { api, pair, slotAt, type Person } from '../../test/visit-kit';

let t: TestEnv;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestEnv();
  call = api(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A confirmed visit three days ahead between a fresh owner and tenant. */
async function confirmed(people?: { owner: Person; tenant: Person }) {
  const p = people
    ? { ...people, property: await createProperty(t.ctx.database.db, people.owner.id) }
    : await pair(t);
  const slot = slotAt(t, 3, '10:00');
  const res = await call.propose(p.tenant, {
    propertyId: p.property.id,
    slots: [slot],
    durationMinutes: 30,
  });
  expect(res.status).toBe(201);
  const id = res.body.data.id as number;
  expect((await call.act(p.owner, id, 'accept', { slot })).status).toBe(200);
  return { owner: p.owner, tenant: p.tenant, id, end: Date.parse(slot) + 30 * 60_000 };
}
const after = (at: number) => t.clock.advance(Math.max(0, at - t.clock.now().getTime()) + 60_000);
const statusOf = async (u: Person, id: number) =>
  (await call.get(u, `/visits/${id}`)).body.data.status;

describe('outcome', () => {
  it('is DONE when both say it took place', async () => {
    const { owner, tenant, id, end } = await confirmed();
    after(end);
    const one = await call.act(tenant, id, 'outcome', { attended: true });
    expect(one.body.data).toMatchObject({
      status: 'CONFIRMED',
      outcome: { tenant: true, owner: null },
    });
    const both = await call.act(owner, id, 'outcome', { attended: true });
    expect(both.body.data.status).toBe('DONE');
    expect((await call.act(owner, id, 'outcome', { attended: false })).status).toBe(409);
  });

  it('stands after 48 hours uncontested, and stays open when contested', async () => {
    const a = await confirmed();
    const b = await confirmed();
    after(Math.max(a.end, b.end));
    await call.act(a.owner, a.id, 'outcome', { attended: false });
    await call.act(b.tenant, b.id, 'outcome', { attended: true });
    await call.act(b.owner, b.id, 'outcome', { attended: false });
    t.clock.advance(47 * HOUR);
    await t.ctx.jobs.drain();
    expect(await statusOf(a.owner, a.id)).toBe('CONFIRMED');
    t.clock.advance(2 * HOUR);
    await t.ctx.jobs.drain();
    expect(await statusOf(a.owner, a.id)).toBe('NO_SHOW');
    expect(await statusOf(b.owner, b.id)).toBe('CONFIRMED');
  });

  it('shows "turned up to N of M" once M reaches 3, never the visits themselves', async () => {
    const db = t.ctx.database.db;
    const tenant = await createUser(db, { firstName: 'Tara' });
    const visits = [];
    for (let i = 0; i < 3; i++) {
      const owner = await createUser(db, { role: 'LANDLORD' });
      visits.push(await confirmed({ owner, tenant }));
    }
    after(Math.max(...visits.map((v) => v.end)));
    const record = async () =>
      (await request(t.app).get(`/api/users/${tenant.id}/reviews`)).body.data.turnedUp;
    await call.act(visits[0]!.tenant, visits[0]!.id, 'outcome', { attended: true });
    await call.act(visits[0]!.owner, visits[0]!.id, 'outcome', { attended: true });
    await call.act(visits[1]!.tenant, visits[1]!.id, 'outcome', { attended: true });
    await call.act(visits[1]!.owner, visits[1]!.id, 'outcome', { attended: true });
    expect(await record()).toBeNull();
    // The owner says the tenant did not come; the tenant does not contest.
    await call.act(visits[2]!.owner, visits[2]!.id, 'outcome', { attended: false });
    t.clock.advance(49 * HOUR);
    await t.ctx.jobs.drain();
    expect(await record()).toEqual({ attended: 2, total: 3 });
    // The owner who reported turned up to their one visit: below 3, nothing shows.
    const ownerRecord = await request(t.app).get(`/api/users/${visits[2]!.owner.id}/reviews`);
    expect(ownerRecord.body.data.turnedUp).toBeNull();
  });
});

describe('reviews', () => {
  const reviewsOf = async (u: Person) =>
    (await request(t.app).get(`/api/users/${u.id}/reviews`)).body.data;

  it('only after an attended visit, once, by a party; hidden until both wrote', async () => {
    const { owner, tenant, id, end } = await confirmed();
    const stranger = await createUser(t.ctx.database.db);
    expect((await call.act(tenant, id, 'review', { rating: 5 })).status).toBe(409);
    after(end);
    await call.act(tenant, id, 'outcome', { attended: true });
    await call.act(owner, id, 'outcome', { attended: true });
    expect((await call.act(stranger, id, 'review', { rating: 1 })).status).toBe(404);
    expect((await call.act(tenant, id, 'review', { rating: 6 })).status).toBe(400);
    const mine = await call.act(tenant, id, 'review', { rating: 4, text: 'Bright room, on time' });
    expect(mine.status).toBe(201);
    expect((await call.act(tenant, id, 'review', { rating: 5 })).status).toBe(409);
    expect((await call.get(tenant, `/visits/${id}`)).body.data.canReview).toBe(false);
    expect((await call.get(owner, `/visits/${id}`)).body.data.canReview).toBe(true);
    // Hidden: the owner cannot read it before writing theirs.
    expect(await reviewsOf(owner)).toMatchObject({ count: 0, average: null, items: [] });
    await call.act(owner, id, 'review', { rating: 5, text: 'Polite and punctual' });
    const shown = await reviewsOf(owner);
    expect(shown).toMatchObject({ count: 1, average: 4 });
    expect(shown.items[0]).toMatchObject({ rating: 4, text: 'Bright room, on time' });
    expect(JSON.stringify(shown)).not.toContain(tenant.email);
    expect((await reviewsOf(tenant)).count).toBe(1);
  });

  it('shows a lone review 14 days after it was written', async () => {
    const { owner, tenant, id, end } = await confirmed();
    after(end);
    await call.act(tenant, id, 'outcome', { attended: true });
    await call.act(owner, id, 'outcome', { attended: true });
    await call.act(owner, id, 'review', { rating: 2 });
    t.clock.advance(13 * DAY);
    expect((await reviewsOf(tenant)).count).toBe(0);
    t.clock.advance(DAY + HOUR);
    expect(await reviewsOf(tenant)).toMatchObject({ count: 1, average: 2 });
  });
});

describe('reply rate and typical reply time', () => {
  const write = async (from: Person, to: Person, text: string) =>
    expect(
      (
        await request(t.app)
          .post('/api/messages/conversations-inquiry')
          .set(...bearer(t, from))
          .send({ receiverId: to.id, text })
      ).status,
    ).toBe(201);
  const repliesOf = async (u: Person) =>
    (await request(t.app).get(`/api/users/${u.id}/reviews`)).body.data.replies;

  it('counts first answers to conversations others started in the last 90 days, once there are three', async () => {
    const db = t.ctx.database.db;
    const owner = await createUser(db, { role: 'LANDLORD' });
    const tenants = [];
    for (let i = 0; i < 5; i++) tenants.push(await createUser(db));
    const [old, a, b, c, contacted] = tenants as [Person, Person, Person, Person, Person];
    // Started 91 days ago and never answered: outside the window, even when written to again.
    await write(old, owner, 'Is the room free?');
    t.clock.advance(91 * DAY);
    await write(old, owner, 'Hello again?');
    // Answered after 30 minutes (the second answer does not count) and after 2 hours.
    await write(a, owner, 'Can I see it on Sunday?');
    t.clock.advance(30 * 60_000);
    await write(owner, a, 'Yes, at 11');
    t.clock.advance(HOUR);
    await write(owner, a, 'Bring an ID');
    await write(b, owner, 'Is parking included?');
    t.clock.advance(2 * HOUR);
    await write(owner, b, 'One scooter spot');
    // A conversation the owner started is not one they answer.
    await write(owner, contacted, 'Still looking for a room?');
    expect(await repliesOf(owner)).toBeNull();
    // Never answered.
    await write(c, owner, 'What is the deposit?');
    expect(await repliesOf(owner)).toEqual({ rate: 67, typicalMinutes: 75, conversations: 3 });
    // The others see theirs only once three people wrote to them first.
    expect(await repliesOf(a)).toBeNull();
    // 90 days after the first of them, it has left the window.
    t.clock.advance(90 * DAY - 3 * HOUR);
    expect(await repliesOf(owner)).toBeNull();
  });
});

describe('share visit details', () => {
  it('a signed link shows a friend the time, the place and a first name, never a phone or e-mail, until the day ends', async () => {
    const { owner, tenant, id, end } = await confirmed();
    const stranger = await createUser(t.ctx.database.db);
    expect((await call.act(stranger, id, 'share')).status).toBe(404);
    const res = await call.act(tenant, id, 'share');
    expect(res.status).toBe(200);
    const token = new URL(res.body.data.url).searchParams.get('token')!;
    const shared = await request(t.app).get(`/api/visits/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.body.data).toMatchObject({
      status: 'CONFIRMED',
      endsAt: new Date(end).toISOString(),
      address: 'Central, jaipur, 302001',
      otherPerson: { firstName: 'Meera', badge: 'Email Verified' },
    });
    const text = JSON.stringify(shared.body);
    for (const secret of [owner.email, owner.phone, tenant.email, tenant.phone]) {
      expect(text).not.toContain(secret);
    }
    const [body, mac] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), exp: 9e15 }),
    ).toString('base64url');
    expect((await request(t.app).get(`/api/visits/shared/${forged}.${mac}`)).status).toBe(404);
    expect((await request(t.app).get(`/api/visits/shared/${token}x`)).status).toBe(404);
    t.clock.advance(Date.parse(res.body.data.expiresAt) - t.clock.now().getTime() - 60_000);
    expect((await request(t.app).get(`/api/visits/shared/${token}`)).status).toBe(200);
    t.clock.advance(2 * 60_000);
    const expired = await request(t.app).get(`/api/visits/shared/${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({
      success: false,
      code: 'VISIT_SHARE_LINK_EXPIRED',
      error: 'This link has expired.',
    });
  });

  it('expires at the end of the visit day in India', async () => {
    const { tenant, id } = await confirmed();
    const res = await call.act(tenant, id, 'share');
    // Midnight IST is 18:30 UTC.
    expect(res.body.data.expiresAt).toMatch(/T18:30:00\.000Z$/);
  });
});

describe('reporting a review', () => {
  it('goes through POST /api/reports; an admin hides it (audited) and it leaves the profile', async () => {
    const { owner, tenant, id, end } = await confirmed();
    after(end);
    await call.act(tenant, id, 'outcome', { attended: true });
    await call.act(owner, id, 'outcome', { attended: true });
    const written = await call.act(tenant, id, 'review', { rating: 1, text: 'Rude and late' });
    await call.act(owner, id, 'review', { rating: 5 });
    const reviewId = written.body.data.id as number;
    const report = (u: Person) =>
      request(t.app)
        .post('/api/reports')
        .set(...bearer(t, u))
        .send({ targetType: 'REVIEW', targetId: reviewId, reason: 'OFFENSIVE' });
    expect((await report(tenant)).status).toBe(400);
    expect((await report(owner)).status).toBeLessThan(300);
    const admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
    const hidden = await request(t.app)
      .post(`/api/admin/reports/REVIEW/${reviewId}/action`)
      .set(...bearer(t, admin))
      .send({ action: 'HIDE_REVIEW', reason: 'Abusive words' });
    expect(hidden.status).toBe(200);
    expect((await request(t.app).get(`/api/users/${owner.id}/reviews`)).body.data).toMatchObject({
      count: 0,
      items: [],
    });
    const [audit] = await queryRows<{ action: string; actor_id: number }>(
      t.ctx.database.db,
      sql`select action, actor_id from audit_log where target_type = 'REVIEW' and target_id = ${reviewId}`,
    );
    expect(audit).toEqual({ action: 'review.hide', actor_id: admin.id });
    // A hidden review cannot be reported again.
    expect((await report(owner)).status).toBe(404);
  });
});
