import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/auth';
import { createConversation, createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';

let t: TestEnv;
type U = Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
let networks = 0;
/** A report from the user's own network (a /24 of its own), unless `ip` says otherwise. */
const report = (user: U, body: object, ip = `198.51.${++networks % 250}.7`) =>
  request(t.app)
    .post('/api/reports')
    .set(...bearer(t, user))
    .set('X-Forwarded-For', ip)
    .send(body);

const DAY = 24 * 60 * 60_000;
/** A reporter who could not cheaply be someone else: e-mail and phone confirmed, months old. */
const trusted = () =>
  createUser(db(), { isPhoneVerified: true, createdAt: new Date(Date.now() - 90 * DAY) });

async function listing() {
  const owner = await createUser(db(), { role: 'LANDLORD' });
  const property = await createProperty(db(), owner.id, { title: 'Sunny room near the metro' });
  return { owner, id: property.id };
}

async function statusOf(id: number) {
  const [row] = await queryRows<{ status: string; review_reason: string | null }>(
    db(),
    sql`select status, review_reason from properties where id = ${id}`,
  );
  return row!;
}

describe('POST /api/reports', () => {
  it('stores one open report per reporter and target; a second answers 409', async () => {
    const { id } = await listing();
    const tenant = await createUser(db());
    const first = await report(tenant, { targetType: 'LISTING', targetId: id, reason: 'BROKER' });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ id: expect.any(Number), status: 'OPEN' });
    const again = await report(tenant, {
      targetType: 'LISTING',
      targetId: id,
      reason: 'FAKE_LISTING',
      details: 'Photos are from another site',
    });
    expect(again.status).toBe(409);
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from reports where target_id = ${id} and target_type = 'LISTING'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('refuses simultaneous duplicates in the database, not only by a check', async () => {
    const { id } = await listing();
    const tenant = await createUser(db());
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        report(tenant, { targetType: 'LISTING', targetId: id, reason: 'WRONG_INFO' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('refuses reporting oneself, one’s own listing, one’s own message, and what does not exist', async () => {
    const { owner, id } = await listing();
    const other = await createUser(db());
    const convo = await createConversation(db(), owner.id, other.id, ['hello']);
    const [own] = await queryRows<{ id: number }>(
      db(),
      sql`select id from messages where conversation_id = ${convo.id}`,
    );
    expect(
      (await report(owner, { targetType: 'LISTING', targetId: id, reason: 'OTHER' })).status,
    ).toBe(400);
    expect(
      (await report(owner, { targetType: 'USER', targetId: owner.id, reason: 'OTHER' })).status,
    ).toBe(400);
    const ownMessage = await report(owner, {
      targetType: 'MESSAGE',
      targetId: own!.id,
      reason: 'OFFENSIVE',
    });
    expect(ownMessage.status).toBe(400);
    expect(
      (await report(owner, { targetType: 'LISTING', targetId: 999999, reason: 'OTHER' })).status,
    ).toBe(404);
    expect((await report(owner, { targetType: 'SHOP', targetId: 1, reason: 'OTHER' })).status).toBe(
      400,
    );
    expect(
      (await report(other, { targetType: 'LISTING', targetId: id, reason: 'NOPE' })).status,
    ).toBe(400);
  });

  it('lets only participants report a message or a conversation (others get 404)', async () => {
    const a = await createUser(db());
    const b = await createUser(db());
    const outsider = await createUser(db());
    const convo = await createConversation(db(), a.id, b.id, ['Pay 10,000 token by UPI first']);
    const [msg] = await queryRows<{ id: number }>(
      db(),
      sql`select id from messages where conversation_id = ${convo.id}`,
    );
    const asOutsider = await report(outsider, {
      targetType: 'MESSAGE',
      targetId: msg!.id,
      reason: 'ADVANCE_PAYMENT',
    });
    expect(asOutsider.status).toBe(404);
    expect(
      (await report(outsider, { targetType: 'CONVERSATION', targetId: convo.id, reason: 'OTHER' }))
        .status,
    ).toBe(404);
    expect(
      (await report(b, { targetType: 'MESSAGE', targetId: msg!.id, reason: 'ADVANCE_PAYMENT' }))
        .status,
    ).toBe(201);
    expect(
      (await report(b, { targetType: 'CONVERSATION', targetId: convo.id, reason: 'HARASSMENT' }))
        .status,
    ).toBe(201);
  });

  it('allows 10 reports a day per account, then answers 429; refused ones do not count', async () => {
    const tenant = await createUser(db());
    const targets = await Promise.all(Array.from({ length: 11 }, () => createUser(db())));
    // A duplicate (409) does not use up the allowance.
    expect(
      (await report(tenant, { targetType: 'USER', targetId: targets[0]!.id, reason: 'OTHER' }))
        .status,
    ).toBe(201);
    expect(
      (await report(tenant, { targetType: 'USER', targetId: targets[0]!.id, reason: 'OTHER' }))
        .status,
    ).toBe(409);
    for (const target of targets.slice(1, 10)) {
      expect(
        (await report(tenant, { targetType: 'USER', targetId: target.id, reason: 'BROKER' }))
          .status,
      ).toBe(201);
    }
    const refused = await report(tenant, {
      targetType: 'USER',
      targetId: targets[10]!.id,
      reason: 'BROKER',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
  });

  it('hides a listing pending review once 3 different people report it, and tells the owner', async () => {
    const reporters = await Promise.all([1, 2, 3].map(() => trusted()));
    const { owner, id } = await listing();
    for (const r of reporters.slice(0, 2)) {
      await report(r, { targetType: 'LISTING', targetId: id, reason: 'FAKE_LISTING' });
    }
    expect(await statusOf(id)).toEqual({ status: 'ACTIVE', review_reason: null });
    const search = () => request(t.app).get('/api/properties?limit=50');
    expect((await search()).body.data.map((p: { id: number }) => p.id)).toContain(id);

    await report(reporters[2]!, { targetType: 'LISTING', targetId: id, reason: 'BROKER' });
    expect(await statusOf(id)).toEqual({ status: 'PENDING', review_reason: 'REPORTED' });
    expect((await search()).body.data.map((p: { id: number }) => p.id)).not.toContain(id);

    const audit = await queryRows<{ actor_id: number | null; action: string }>(
      db(),
      sql`select actor_id, action from audit_log where target_type = 'LISTING' and target_id = ${id}`,
    );
    expect(audit).toEqual([{ actor_id: null, action: 'listing.auto_hide' }]);
    // What is stored of where the reports came from: a keyed network, never the address.
    const stored = await queryRows<{ network_key: string | null }>(
      db(),
      sql`select network_key from reports where target_type = 'LISTING' and target_id = ${id}`,
    );
    expect(stored).toHaveLength(3);
    for (const r of stored) expect(r.network_key).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(stored.map((r) => r.network_key)).size).toBe(3);
    const notes = await request(t.app)
      .get('/api/notifications')
      .set(...bearer(t, owner));
    expect(notes.body.data.items ?? notes.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'MODERATION',
          body: expect.stringContaining('several people reported this listing'),
        }),
      ]),
    );
    // The owner's own listings say why.
    const mine = await request(t.app)
      .get('/api/users/self-property')
      .set(...bearer(t, owner));
    expect(mine.status).toBe(200);
    {
      const row = (mine.body.data as { id: number; reviewReason?: string }[]).find(
        (p) => p.id === id,
      );
      expect(row?.reviewReason).toBe('REPORTED');
    }
  });

  it('is not hidden by three throwaway accounts, however they are made', async () => {
    const old = new Date(Date.now() - 90 * DAY);
    const fresh = new Date(Date.now() - 2 * DAY);
    const cheap = {
      // Confirmed e-mail, no phone, two days old.
      young: () => createUser(db(), { createdAt: fresh }),
      // Old and phone-confirmed, but the e-mail never confirmed.
      unconfirmed: () =>
        createUser(db(), { isEmailVerified: false, isPhoneVerified: true, createdAt: old }),
      // Old enough, confirmed e-mail, no phone and never used.
      unused: () => createUser(db(), { createdAt: old }),
    };
    for (const [kind, make] of Object.entries(cheap)) {
      const reporters = await Promise.all([1, 2, 3].map(() => make()));
      const { id } = await listing();
      for (const r of reporters) {
        expect(
          (await report(r, { targetType: 'LISTING', targetId: id, reason: 'FAKE_LISTING' })).status,
        ).toBe(201);
      }
      expect(await statusOf(id), kind).toEqual({ status: 'ACTIVE', review_reason: null });
    }

    // Trusted accounts made after the listing went live do not count either.
    {
      const { id } = await listing();
      const late = await Promise.all(
        [1, 2, 3].map(() => createUser(db(), { isPhoneVerified: true })),
      );
      for (const r of late) {
        const res = await report(r, { targetType: 'LISTING', targetId: id, reason: 'BROKER' });
        expect(res.status).toBe(201);
      }
      expect(await statusOf(id)).toEqual({ status: 'ACTIVE', review_reason: null });
    }

    // Nor do three trusted accounts on one network (one household, one office, one phone's hotspot).
    {
      const reporters = await Promise.all([1, 2, 3].map(() => trusted()));
      const { id } = await listing();
      for (const [i, r] of reporters.entries()) {
        const res = await report(
          r,
          { targetType: 'LISTING', targetId: id, reason: 'ADVANCE_PAYMENT' },
          `203.0.113.${10 + i}`,
        );
        expect(res.status).toBe(201);
      }
      expect(await statusOf(id)).toEqual({ status: 'ACTIVE', review_reason: null });
      // They are all in the queue for an admin all the same.
      const open = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from reports where target_type = 'LISTING' and target_id = ${id} and status = 'OPEN'`,
      );
      expect(open).toEqual([{ n: 3 }]);
    }
  });

  it('counts an old, used account without a phone', async () => {
    const old = new Date(Date.now() - 8 * DAY);
    const reporters = await Promise.all([1, 2, 3].map(() => createUser(db(), { createdAt: old })));
    const { owner, id } = await listing();
    // Each has been used: a conversation with someone.
    for (const r of reporters) await createConversation(db(), r.id, owner.id, ['Is it available?']);
    for (const r of reporters)
      await report(r, { targetType: 'LISTING', targetId: id, reason: 'BROKER' });
    expect(await statusOf(id)).toEqual({ status: 'PENDING', review_reason: 'REPORTED' });
  });

  it('after an admin restores it, is not hidden again by reports for 30 days: they wait for an admin', async () => {
    const admin = await createUser(db(), { role: 'ADMIN' });
    const reporters = await Promise.all([1, 2, 3].map(() => trusted()));
    const { id } = await listing();
    const reportAll = async () => {
      for (const r of reporters) {
        expect(
          (await report(r, { targetType: 'LISTING', targetId: id, reason: 'FAKE_LISTING' })).status,
        ).toBe(201);
      }
    };
    await reportAll();
    expect(await statusOf(id)).toEqual({ status: 'PENDING', review_reason: 'REPORTED' });
    const restored = await request(t.app)
      .post(`/api/admin/reports/LISTING/${id}/action`)
      .set(...bearer(t, admin))
      .send({ action: 'RESTORE', reason: 'Owner showed the agreement' });
    expect(restored.status).toBe(200);
    expect(await statusOf(id)).toEqual({ status: 'ACTIVE', review_reason: null });

    // The same three at once again: the listing stays live, their reports open for an admin.
    await reportAll();
    expect(await statusOf(id)).toEqual({ status: 'ACTIVE', review_reason: null });
    const open = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from reports where target_type = 'LISTING' and target_id = ${id} and status = 'OPEN'`,
    );
    expect(open).toEqual([{ n: 3 }]);
  });

  it('shows the admin how cheap each reporter was: age, confirmations, shared network, alias pattern', async () => {
    const admin = await createUser(db(), { role: 'ADMIN' });
    const stamp = Date.now();
    const old = await createUser(db(), {
      isPhoneVerified: true,
      createdAt: new Date(Date.now() - 90.5 * DAY),
    });
    const a = await createUser(db(), { email: `rahul${stamp}1@example.com` });
    const b = await createUser(db(), {
      email: `rahul.${stamp}2@example.com`,
      isEmailVerified: false,
    });
    const { id } = await listing();
    await report(old, { targetType: 'LISTING', targetId: id, reason: 'BROKER' });
    await report(a, { targetType: 'LISTING', targetId: id, reason: 'BROKER' }, '192.0.2.10');
    await report(b, { targetType: 'LISTING', targetId: id, reason: 'BROKER' }, '192.0.2.77');
    const queue = await request(t.app)
      .get('/api/admin/reports?targetType=LISTING&limit=50')
      .set(...bearer(t, admin));
    expect(queue.status).toBe(200);
    const group = (
      queue.body.data as { targetId: number; reports: { reporter: Record<string, unknown> }[] }[]
    ).find((g) => g.targetId === id)!;
    const byId = new Map(group.reports.map((r) => [r.reporter.id, r.reporter]));
    expect(byId.get(old.id)).toEqual({
      id: old.id,
      name: expect.any(String),
      accountAgeDays: 90,
      emailVerified: true,
      phoneVerified: true,
      sharesNetwork: false,
      aliasPattern: false,
    });
    expect(byId.get(a.id)).toMatchObject({
      accountAgeDays: 0,
      emailVerified: true,
      phoneVerified: false,
      sharesNetwork: true,
      aliasPattern: true,
    });
    expect(byId.get(b.id)).toMatchObject({
      emailVerified: false,
      sharesNetwork: true,
      aliasPattern: true,
    });
    // No address of the reporters leaves the server.
    expect(JSON.stringify(queue.body)).not.toMatch(/@example\.com|192\.0\.2/);
  });

  it('does not hide a listing on reports from fewer than 3 people, however many reasons', async () => {
    const { id } = await listing();
    const one = await createUser(db());
    const two = await createUser(db());
    await report(one, { targetType: 'LISTING', targetId: id, reason: 'FAKE_LISTING' });
    await report(one, { targetType: 'LISTING', targetId: id, reason: 'BROKER' });
    await report(one, { targetType: 'LISTING', targetId: id, reason: 'WRONG_INFO' });
    await report(two, { targetType: 'LISTING', targetId: id, reason: 'ALREADY_RENTED' });
    expect(await statusOf(id)).toEqual({ status: 'ACTIVE', review_reason: null });
  });

  it('still takes a conversation report on the old route, now also in the moderation queue', async () => {
    const a = await createUser(db());
    const b = await createUser(db());
    const convo = await createConversation(db(), a.id, b.id, ['hi']);
    const send = () =>
      request(t.app)
        .post(`/api/messages/conversations/${convo.id}/report`)
        .set(...bearer(t, a))
        .send({ message: 'Asked for a deposit before the visit' });
    expect((await send()).status).toBe(201);
    // A repeat only adds to the support inbox: still one open report.
    expect((await send()).status).toBe(201);
    const rows = await queryRows<{ target_type: string; reason: string; details: string }>(
      db(),
      sql`select target_type, reason, details from reports where target_id = ${convo.id} and target_type = 'CONVERSATION'`,
    );
    expect(rows).toEqual([
      {
        target_type: 'CONVERSATION',
        reason: 'OTHER',
        details: 'Asked for a deposit before the visit',
      },
    ]);
  });
});
