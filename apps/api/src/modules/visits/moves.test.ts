import { parseVisitCard } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { queryRows } from '../../db/client';
import { bearer, tokenFor } from '../../test/auth';
import { client, closeClients, listen, next } from '../../test/realtime';
import { createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { api, pair, slotAt } from '../../test/visit-kit';

let t: TestEnv;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestEnv();
  call = api(t);
});
afterAll(() => t.close());

const visitCount = async () =>
  (
    await queryRows<{ n: number }>(t.ctx.database.db, sql`select count(*)::int as n from visits`)
  )[0]!.n;

describe('POST /api/visits', () => {
  it('proposes, posts a card in the pair’s conversation (counted unread) and tells the owner', async () => {
    const { owner, tenant, property } = await pair(t);
    const slots = [slotAt(t, 3, '10:00'), slotAt(t, 3, '11:30')];
    const res = await call.propose(tenant, {
      propertyId: property.id,
      slots,
      durationMinutes: 45,
      note: 'After my class',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'PROPOSED',
      role: 'TENANT',
      proposedBy: 'TENANT',
      slots,
      startsAt: null,
      durationMinutes: 45,
      note: 'After my class',
      property: { id: property.id, address: 'Central, jaipur, 302001' },
    });
    expect(JSON.stringify(res.body)).not.toContain(owner.email);
    expect(JSON.stringify(res.body)).not.toContain(owner.phone);
    const conversationId = res.body.data.conversationId as number;
    const chat = await call.get(owner, `/messages/conversations/${conversationId}`);
    const card = chat.body.data.messages.at(-1);
    expect(card.kind).toBe('VISIT');
    expect(parseVisitCard(card.content)).toMatchObject({
      visitId: res.body.data.id,
      event: 'PROPOSED',
      slots,
    });
    const [row] = await queryRows<{ property_id: number }>(
      t.ctx.database.db,
      sql`select property_id from messages where id = ${card.id}`,
    );
    expect(row!.property_id).toBe(property.id);
    expect((await call.get(owner, '/messages/unread-count')).body.data.count).toBe(1);
    const bell = await call.get(owner, '/notifications');
    expect(bell.body.data.items[0]).toMatchObject({ type: 'VISIT', title: 'Visit proposed' });
  });

  it.each([
    ['08:45', 30, 'is before 09:00'],
    ['19:45', 30, 'with 30 minutes ends after 20:00'],
    ['10:10', 30, 'does not start on the quarter hour'],
  ])(
    'refuses a slot at %s (%i min) with a 400 naming it, and stores nothing',
    async (hhmm, d, msg) => {
      const { tenant, property } = await pair(t);
      const before = await visitCount();
      const slot = slotAt(t, 3, hhmm);
      const res = await call.propose(tenant, {
        propertyId: property.id,
        slots: [slotAt(t, 3, '12:00'), slot],
        durationMinutes: d,
      });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toContain(`, ${hhmm} ${msg}`);
      expect(await visitCount()).toBe(before);
    },
  );

  it('refuses the past, 31 days ahead, four slots and duplicates', async () => {
    const { tenant, property } = await pair(t);
    const before = await visitCount();
    const body = (slots: string[]) => ({ propertyId: property.id, slots, durationMinutes: 30 });
    const past = await call.propose(tenant, body([slotAt(t, -1, '10:00')]));
    expect(past.status).toBe(400);
    expect(past.body.error).toMatch(/less than 2 hours from now/);
    const far = await call.propose(tenant, body([slotAt(t, 31, '10:00')]));
    expect(far.body.error).toMatch(/more than 30 days ahead/);
    const four = await call.propose(
      tenant,
      body(['10:00', '11:00', '12:00', '13:00'].map((h) => slotAt(t, 3, h))),
    );
    expect(four.status).toBe(400);
    expect(four.body.error).toMatch(/at most 3/);
    const twice = await call.propose(tenant, body([slotAt(t, 3, '10:00'), slotAt(t, 3, '10:00')]));
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatch(/10:00 is proposed twice/);
    const long = await call.propose(tenant, {
      ...body([slotAt(t, 3, '10:00')]),
      note: 'x'.repeat(301),
    });
    expect(long.status).toBe(400);
    expect(await visitCount()).toBe(before);
  });

  it('refuses one’s own listing (403), a paused one (409), a block either way (neutral 403)', async () => {
    const { owner, tenant, property } = await pair(t);
    const body = { propertyId: property.id, slots: [slotAt(t, 3, '10:00')], durationMinutes: 30 };
    expect((await call.propose(owner, body)).status).toBe(403);
    for (const status of ['PAUSED', 'LET_AGREED', 'SUSPENDED'] as const) {
      const off = await pair(t, { status });
      const res = await call.propose(off.tenant, { ...body, propertyId: off.property.id });
      expect(res.status, status).toBe(409);
    }
    await request(t.app)
      .post(`/api/blocks/${tenant.id}`)
      .set(...bearer(t, owner));
    const blocked = await call.propose(tenant, body);
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).not.toMatch(/block/i);
    await request(t.app)
      .delete(`/api/blocks/${tenant.id}`)
      .set(...bearer(t, owner));
    await request(t.app)
      .post(`/api/blocks/${owner.id}`)
      .set(...bearer(t, tenant));
    expect((await call.propose(tenant, body)).status).toBe(403);
  });

  it('keeps one open visit per tenant and listing: the second answers 409 naming the first', async () => {
    const { tenant, property } = await pair(t);
    const body = { propertyId: property.id, slots: [slotAt(t, 3, '10:00')], durationMinutes: 30 };
    const first = await call.propose(tenant, body);
    const second = await call.propose(tenant, { ...body, slots: [slotAt(t, 4, '10:00')] });
    expect(second.status).toBe(409);
    expect(second.body.error).toContain(`visit #${first.body.data.id}`);
  });

  it('allows 10 proposals per account a day, then 429 with Retry-After', async () => {
    const app = createApp({
      ...t.ctx,
      rateLimits: { visitProposalsPerAccount: { limit: 2, windowMs: 86_400_000 } },
    }).app;
    const tenant = await createUser(t.ctx.database.db);
    const propose = async () => {
      const { property } = await pair(t);
      return request(app)
        .post('/api/visits')
        .set(...bearer(t, tenant))
        .send({ propertyId: property.id, slots: [slotAt(t, 3, '10:00')], durationMinutes: 30 });
    };
    expect((await propose()).status).toBe(201);
    expect((await propose()).status).toBe(201);
    const third = await propose();
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('moves', () => {
  async function proposed(durationMinutes = 30) {
    const p = await pair(t);
    const slots = [slotAt(t, 3, '10:00'), slotAt(t, 3, '15:00')];
    const res = await call.propose(p.tenant, { propertyId: p.property.id, slots, durationMinutes });
    return { ...p, id: res.body.data.id as number, slots };
  }

  it('accept: by the owner with a proposed slot; not by the tenant, a stranger, or another time', async () => {
    const { owner, tenant, id, slots } = await proposed();
    const stranger = await createUser(t.ctx.database.db);
    expect((await call.act(tenant, id, 'accept', { slot: slots[0] })).status).toBe(403);
    expect((await call.act(stranger, id, 'accept', { slot: slots[0] })).status).toBe(404);
    const other = await call.act(owner, id, 'accept', { slot: slotAt(t, 3, '12:00') });
    expect(other.status).toBe(400);
    expect(other.body.error).toMatch(/was not one of the proposed times/);
    const ok = await call.act(owner, id, 'accept', { slot: slots[1] });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'CONFIRMED', startsAt: slots[1], sequence: 1 });
    expect((await call.act(owner, id, 'accept', { slot: slots[1] })).status).toBe(409);
    expect((await call.act(owner, id, 'decline', {})).status).toBe(409);
  });

  it('decline: the owner only, while proposed', async () => {
    const { owner, tenant, id } = await proposed();
    expect((await call.act(tenant, id, 'decline', {})).status).toBe(403);
    const res = await call.act(owner, id, 'decline', { reason: 'Let to someone' });
    expect(res.body.data).toMatchObject({ status: 'DECLINED', reason: 'Let to someone' });
    expect((await call.act(owner, id, 'cancel', {})).status).toBe(409);
    expect(
      (await call.act(tenant, id, 'reschedule', { slots: [slotAt(t, 4, '10:00')] })).status,
    ).toBe(409);
  });

  it('reschedule: either side; the other side accepts again; a stranger gets 404', async () => {
    const { owner, tenant, id, slots } = await proposed();
    const stranger = await createUser(t.ctx.database.db);
    await call.act(owner, id, 'accept', { slot: slots[0] });
    const newSlots = [slotAt(t, 5, '17:00')];
    expect((await call.act(stranger, id, 'reschedule', { slots: newSlots })).status).toBe(404);
    const bad = await call.act(owner, id, 'reschedule', { slots: [slotAt(t, 5, '08:45')] });
    expect(bad.status).toBe(400);
    const moved = await call.act(owner, id, 'reschedule', { slots: newSlots });
    expect(moved.body.data).toMatchObject({
      status: 'PROPOSED',
      proposedBy: 'OWNER',
      slots: newSlots,
      startsAt: null,
    });
    // Now the tenant accepts, and the owner cannot accept their own times.
    expect((await call.act(owner, id, 'accept', { slot: newSlots[0] })).status).toBe(403);
    const again = await call.act(tenant, id, 'accept', { slot: newSlots[0] });
    expect(again.body.data).toMatchObject({ status: 'CONFIRMED', sequence: 2 });
  });

  it('cancel: either side, proposed or confirmed; not twice; the reason reaches the card', async () => {
    const { owner, tenant, id, slots } = await proposed();
    await call.act(owner, id, 'accept', { slot: slots[0] });
    const stranger = await createUser(t.ctx.database.db);
    expect((await call.act(stranger, id, 'cancel', {})).status).toBe(404);
    const res = await call.act(tenant, id, 'cancel', { reason: 'Found a place' });
    expect(res.body.data).toMatchObject({
      status: 'CANCELLED',
      reason: 'Found a place',
      sequence: 2,
    });
    expect((await call.act(owner, id, 'cancel', {})).status).toBe(409);
    const chat = await call.get(owner, `/messages/conversations/${res.body.data.conversationId}`);
    expect(parseVisitCard(chat.body.data.messages.at(-1).content)).toMatchObject({
      event: 'CANCELLED',
      reason: 'Found a place',
    });
  });

  it('outcome: only after the end, by a party; a proposed visit has none', async () => {
    const { owner, tenant, id, slots } = await proposed();
    expect((await call.act(tenant, id, 'outcome', { attended: true })).status).toBe(409);
    await call.act(owner, id, 'accept', { slot: slots[0] });
    expect((await call.act(tenant, id, 'outcome', { attended: true })).status).toBe(409);
    expect((await call.act(tenant, id, 'outcome', { attended: 'yes' })).status).toBe(400);
    const stranger = await createUser(t.ctx.database.db);
    expect((await call.act(stranger, id, 'outcome', { attended: true })).status).toBe(404);
  });

  it('an owner cannot confirm two overlapping visits at one listing (409 naming the other time)', async () => {
    const p = await pair(t);
    const other = await createUser(t.ctx.database.db);
    const ten = slotAt(t, 3, '10:00');
    const tenThirty = slotAt(t, 3, '10:30');
    const a = await call.propose(p.tenant, {
      propertyId: p.property.id,
      slots: [ten],
      durationMinutes: 60,
    });
    const b = await call.propose(other, {
      propertyId: p.property.id,
      slots: [tenThirty, slotAt(t, 3, '11:00')],
      durationMinutes: 30,
    });
    await call.act(p.owner, a.body.data.id, 'accept', { slot: ten });
    const clash = await call.act(p.owner, b.body.data.id, 'accept', { slot: tenThirty });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toContain(', 10:00 (60 min)');
    // Touching the end is fine.
    const ok = await call.act(p.owner, b.body.data.id, 'accept', { slot: slotAt(t, 3, '11:00') });
    expect(ok.status).toBe(200);
  });
});

describe('reading visits', () => {
  it('lists mine by role and status; a stranger gets 404 on one, an admin may read it', async () => {
    const { owner, tenant, property } = await pair(t);
    const res = await call.propose(tenant, {
      propertyId: property.id,
      slots: [slotAt(t, 3, '10:00')],
      durationMinutes: 30,
    });
    const id = res.body.data.id as number;
    const asOwner = await call.get(owner, '/visits?role=OWNER&status=PROPOSED');
    expect(asOwner.body.data.items.map((v: { id: number }) => v.id)).toEqual([id]);
    expect((await call.get(owner, '/visits?role=TENANT')).body.data.items).toEqual([]);
    expect((await call.get(tenant, '/visits?status=CONFIRMED')).body.data.items).toEqual([]);
    expect((await call.get(tenant, '/visits?status=MAYBE')).status).toBe(400);
    const stranger = await createUser(t.ctx.database.db);
    expect((await call.get(stranger, `/visits/${id}`)).status).toBe(404);
    expect((await call.get(stranger, `/visits/${id}/invite.ics`)).status).toBe(404);
    const admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
    expect((await call.get(admin, `/visits/${id}`)).body.data).toMatchObject({ id, role: null });
    expect((await call.get(tenant, `/visits/${id}/invite.ics`)).status).toBe(409);
  });
});

describe('live', () => {
  it('sends the card and the notification over the socket as they happen', async () => {
    const server = await listen(t);
    try {
      const { owner, tenant, property } = await pair(t);
      const socket = await client(server.url, tokenFor(t, owner));
      const card = next(socket, 'message:new');
      const bell = next(socket, 'notification:new');
      const slot = slotAt(t, 3, '10:00');
      await call.propose(tenant, { propertyId: property.id, slots: [slot], durationMinutes: 30 });
      const { message } = await card;
      expect(message.kind).toBe('VISIT');
      expect(parseVisitCard(message.content)?.slots).toEqual([slot]);
      expect((await bell).notification.type).toBe('VISIT');
    } finally {
      closeClients();
      await server.close();
    }
  });
});
