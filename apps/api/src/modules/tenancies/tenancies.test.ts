import { addDays, indiaInstant, refundDueOn, todayInIndia } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

let t: TestEnv;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestEnv({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Person = Awaited<ReturnType<typeof createUser>>;
const who = (u: Person) => bearer(t, { id: u.id, role: u.role });
const post = (u: Person, path: string, body: object = {}) =>
  request(t.app)
    .post(`/api${path}`)
    .set(...who(u))
    .send(body);
const get = (u: Person, path: string) =>
  request(t.app)
    .get(`/api${path}`)
    .set(...who(u));

async function setting(tenantCount = 1) {
  const owner = await createUser(t.ctx.database.db, { role: 'LANDLORD', firstName: 'Priya' });
  const tenants: Person[] = [];
  for (let i = 0; i < tenantCount; i++) tenants.push(await createUser(t.ctx.database.db));
  const property = await createProperty(t.ctx.database.db, owner.id, { title: 'Sunny 1BHK' });
  const stranger = await createUser(t.ctx.database.db);
  return { owner, tenants, property, stranger };
}

const terms = (propertyId: number, tenantIds: number[], o: object = {}) => ({
  propertyId,
  tenantIds,
  rentMonthly: 18000,
  depositAmount: 36000,
  startDate: addDays(todayInIndia(t.clock.now()), 10),
  ...o,
});

const counts = async () =>
  (
    await queryRows<{ tenancies: number; events: number }>(
      t.ctx.database.db,
      sql`select (select count(*)::int from tenancies) as tenancies,
                 (select count(*)::int from tenancy_events) as events`,
    )
  )[0]!;

describe('POST /api/tenancies', () => {
  it('invites the tenants: 201 INVITED, a notification and a mail each, logged', async () => {
    const { owner, tenants, property } = await setting(2);
    await t.ctx.database.db
      .update(users)
      .set({ preferredLanguage: 'hi' })
      .where(eq(users.id, tenants[1]!.id));
    const res = await post(owner, '/tenancies', {
      ...terms(
        property.id,
        tenants.map((u) => u.id),
      ),
      includes: ['WATER', 'WATER', 'INTERNET'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'INVITED',
      role: 'OWNER',
      property: { id: property.id, title: 'Sunny 1BHK' },
      owner: { id: owner.id, firstName: 'Priya' },
      tenants: tenants.map((u) => ({ id: u.id, answer: 'INVITED', answeredAt: null })),
      terms: {
        rentMonthly: 18000,
        depositAmount: 36000,
        termMonths: 11,
        lockInMonths: 0,
        noticeDays: 30,
        rentDueDay: 5,
        includes: ['WATER', 'INTERNET'],
      },
    });
    expect(res.body.data.events.map((e: { type: string }) => e.type)).toEqual([
      'CREATED',
      'INVITED',
    ]);
    // Nobody's e-mail or phone in the answer.
    for (const u of [owner, ...tenants]) {
      expect(JSON.stringify(res.body)).not.toContain(u.email);
      expect(JSON.stringify(res.body)).not.toContain(u.phone);
    }
    const id = res.body.data.id as number;
    for (const u of tenants) {
      const [note] = await t.ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, u.id));
      expect(note).toMatchObject({ type: 'TENANCY', link: `/profile?tab=tenancies&tenancy=${id}` });
    }
    const english = await t.waitForMail(smtp, (m) => m.to.includes(tenants[0]!.email));
    expect(english.subject).toBe('Priya invites you to rent Sunny 1BHK');
    expect(english.text).toContain('rent ₹18,000 a month, deposit ₹36,000');
    expect(english.text).toContain(`/profile?tab=tenancies&tenancy=${id}`);
    const hindi = await t.waitForMail(smtp, (m) => m.to.includes(tenants[1]!.email));
    expect(hindi.subject).toBe(
      hi.emails.tenancyInvitedSubject
        .replace('{{name}}', 'Priya')
        .replace('{{title}}', 'Sunny 1BHK'),
    );
    const [hiNote] = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, tenants[1]!.id));
    expect(hiNote!.title).toBe(hi.emails.tenancyInvitedTitle);
  });

  it('refuses bad terms with a 400 a person understands, and stores nothing', async () => {
    const { owner, tenants, property } = await setting(1);
    const before = await counts();
    const today = todayInIndia(t.clock.now());
    const seven = await Promise.all(Array.from({ length: 7 }, () => createUser(t.ctx.database.db)));
    const cases: [object, string, string][] = [
      [{ rentMonthly: 0 }, 'rentMonthly', 'Rent must be a whole number of rupees above zero.'],
      [
        { depositAmount: -5 },
        'depositAmount',
        'The deposit must be a whole number of rupees above zero.',
      ],
      [
        { rentMonthly: 1_00_00_001 },
        'rentMonthly',
        'Amounts above ₹1,00,00,000 are not accepted: check the figure.',
      ],
      [{ tenantIds: seven.map((u) => u.id) }, 'tenantIds', 'Invite one to six tenants.'],
      [
        { startDate: addDays(today, -31) },
        'startDate',
        'The start date can be at most 30 days in the past.',
      ],
      [
        { startDate: addDays(today, 366) },
        'startDate',
        'The start date can be at most 365 days ahead.',
      ],
      [
        { lockInMonths: 12 },
        'lockInMonths',
        'The lock-in is 0 months or more, and no longer than the term.',
      ],
      [{ tenantIds: [owner.id] }, 'tenantIds', 'You cannot be a tenant of your own listing.'],
      [
        { tenantIds: [987654] },
        'tenantIds',
        'One of the tenants does not have a RoomSetu account.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await post(owner, '/tenancies', terms(property.id, [tenants[0]!.id], change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.details[field]).toBe(message);
      expect(res.body.code).not.toBe('BAD_REQUEST');
    }
    // A start 30 days back is still taken.
    const late = await post(
      owner,
      '/tenancies',
      terms(property.id, [tenants[0]!.id], { startDate: addDays(today, -30) }),
    );
    expect(late.status).toBe(201);
    expect((await counts()).tenancies).toBe(before.tenancies + 1);
  });

  it('answers in Hindi with the same code and status', async () => {
    const { owner, tenants, property } = await setting(1);
    const res = await post(
      owner,
      '/tenancies',
      terms(property.id, [tenants[0]!.id], { rentMonthly: 0 }),
    ).set('Accept-Language', 'hi');
    expect(res.status).toBe(400);
    expect(res.body.details.rentMonthly).toBe(hi.errors.tenancyRentInvalid);
    expect(res.body.fieldCodes.rentMonthly).toBe('TENANCY_RENT_INVALID');
  });

  it('is for the listing’s owner only (403), of a listing that exists (404)', async () => {
    const { tenants, property, stranger } = await setting(1);
    const before = await counts();
    const notMine = await post(stranger, '/tenancies', terms(property.id, [tenants[0]!.id]));
    expect(notMine.status).toBe(403);
    expect(notMine.body.code).toBe('TENANCY_NOT_YOUR_LISTING');
    const none = await post(stranger, '/tenancies', terms(999999, [tenants[0]!.id]));
    expect(none.status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('a tenancy’s moves', () => {
  async function invited(tenantCount = 2) {
    const s = await setting(tenantCount);
    const res = await post(
      s.owner,
      '/tenancies',
      terms(
        s.property.id,
        s.tenants.map((u) => u.id),
      ),
    );
    expect(res.status).toBe(201);
    return { ...s, id: res.body.data.id as number };
  }

  it('is active once every tenant has accepted; each step in the log both sides read', async () => {
    const { owner, tenants, id } = await invited(2);
    const first = await post(tenants[0]!, `/tenancies/${id}/accept`);
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('INVITED');
    expect(first.body.data.role).toBe('TENANT');
    const again = await post(tenants[0]!, `/tenancies/${id}/accept`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TENANCY_ALREADY_ANSWERED');

    const second = await post(tenants[1]!, `/tenancies/${id}/accept`);
    expect(second.body.data.status).toBe('ACTIVE');
    for (const u of [owner, ...tenants]) {
      const res = await get(u, `/tenancies/${id}`);
      expect(res.status).toBe(200);
      expect(
        res.body.data.events.map((e: { type: string; actorId: number | null }) => [
          e.type,
          e.actorId,
        ]),
      ).toEqual([
        ['CREATED', owner.id],
        ['INVITED', owner.id],
        ['ACCEPTED', tenants[0]!.id],
        ['ACCEPTED', tenants[1]!.id],
        ['ACTIVATED', null],
      ]);
    }
    // Notice, then the end; nothing can be called off once it is active.
    expect((await post(owner, `/tenancies/${id}/cancel`)).status).toBe(409);
    const noticed = await post(tenants[1]!, `/tenancies/${id}/notice`);
    expect(noticed.body.data.status).toBe('NOTICE');
    const tenantEnds = await post(tenants[0]!, `/tenancies/${id}/end`);
    expect(tenantEnds.status).toBe(403);
    expect(tenantEnds.body.code).toBe('TENANCY_OWNER_ONLY');
    expect((await post(owner, `/tenancies/${id}/end`)).body.data.status).toBe('ENDED');
    const ended = await post(owner, `/tenancies/${id}/notice`);
    expect(ended.status).toBe(409);
    expect(ended.body.error).toBe('Notice can be given only on an active tenancy.');
  });

  it('is called off for everyone when one tenant declines, and the owner is told', async () => {
    const { owner, tenants, id } = await invited(2);
    const res = await post(tenants[1]!, `/tenancies/${id}/decline`);
    expect(res.body.data.status).toBe('CANCELLED');
    expect(res.body.data.tenants.map((x: { answer: string }) => x.answer)).toEqual([
      'INVITED',
      'DECLINED',
    ]);
    const told = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(told.map((n) => n.title)).toContain(`${tenants[1]!.firstName} declined the tenancy`);
    const late = await post(tenants[0]!, `/tenancies/${id}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('A called off tenancy cannot be accepted.');
  });

  it('refuses the wrong side (403) and strangers (404), and changes nothing', async () => {
    const { owner, tenants, stranger, id } = await invited(1);
    const ownerAccepts = await post(owner, `/tenancies/${id}/accept`);
    expect(ownerAccepts.status).toBe(403);
    expect(ownerAccepts.body.code).toBe('TENANCY_TENANT_ONLY');
    expect((await post(tenants[0]!, `/tenancies/${id}/cancel`)).status).toBe(403);
    for (const res of [
      await post(stranger, `/tenancies/${id}/accept`),
      await post(stranger, `/tenancies/${id}/cancel`),
      await get(stranger, `/tenancies/${id}`),
      await get(stranger, '/tenancies/999999'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('TENANCY_NOT_FOUND');
    }
    const read = await get(owner, `/tenancies/${id}`);
    expect(read.body.data.status).toBe('INVITED');
    expect(read.body.data.events).toHaveLength(2);
  });

  it('is open to an admin only once a party reports it, and a stranger cannot report it', async () => {
    const { tenants, stranger, id } = await invited(1);
    const admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
    const paths = [`/tenancies/${id}`, `/tenancies/${id}/deposit`, `/tenancies/${id}/reports`];
    for (const path of paths) expect((await get(admin, path)).status).toBe(404);
    const report = {
      targetType: 'TENANCY',
      targetId: id,
      reason: 'OTHER',
      details: 'Deposit kept',
    };
    const byStranger = await post(stranger, '/reports', report);
    expect(byStranger.status).toBe(404);
    expect(byStranger.body.code).toBe('TENANCY_NOT_FOUND');
    for (const path of paths) expect((await get(admin, path)).status).toBe(404);

    expect((await post(tenants[0]!, '/reports', report)).status).toBe(201);
    const asAdmin = await get(admin, `/tenancies/${id}`);
    expect(asAdmin.status).toBe(200);
    // An admin reads it with no side of their own, and can make no move in it.
    expect(asAdmin.body.data.role).toBeNull();
    for (const path of paths.slice(1)) expect((await get(admin, path)).status).toBe(200);
    expect((await post(admin, `/tenancies/${id}/cancel`)).status).toBe(404);
    const queue = await get(admin, '/admin/reports?targetType=TENANCY');
    expect(JSON.stringify(queue.body)).toContain('Tenancy of Sunny 1BHK');
  });

  it('lists each person’s tenancies by role', async () => {
    const { owner, tenants, id } = await invited(1);
    const mine = await get(owner, '/tenancies?role=OWNER');
    expect(mine.body.data.items.map((x: { id: number }) => x.id)).toEqual([id]);
    expect((await get(owner, '/tenancies?role=TENANT')).body.data.items).toEqual([]);
    const theirs = await get(tenants[0]!, '/tenancies');
    expect(theirs.body.data.items).toMatchObject([{ id, role: 'TENANT', status: 'INVITED' }]);
    expect((await get(owner, '/tenancies?role=LANDLORD')).status).toBe(400);
  });
});

describe('the tenancy log', () => {
  it('is only added to: the database refuses to change a line', async () => {
    const { owner, tenants, property } = await setting(1);
    const res = await post(owner, '/tenancies', terms(property.id, [tenants[0]!.id]));
    const id = res.body.data.id as number;
    await expect(
      t.ctx.database.db.execute(
        sql`update tenancy_events set type = 'ENDED' where tenancy_id = ${id}`,
      ),
    ).rejects.toThrow();
    const read = await get(owner, `/tenancies/${id}`);
    expect(read.body.data.events.map((e: { type: string }) => e.type)).toEqual([
      'CREATED',
      'INVITED',
    ]);
  });
});

describe('the deposit ledger', () => {
  /** An active tenancy of one tenant, deposit ₹36,000. */
  async function active() {
    const s = await setting(1);
    const created = await post(s.owner, '/tenancies', terms(s.property.id, [s.tenants[0]!.id]));
    const id = created.body.data.id as number;
    expect((await post(s.tenants[0]!, `/tenancies/${id}/accept`)).status).toBe(200);
    return { ...s, tenant: s.tenants[0]!, id };
  }
  const deposit = (u: Person, id: number) => get(u, `/tenancies/${id}/deposit`);
  const notesOf = async (u: Person) =>
    (
      await t.ctx.database.db.select().from(notifications).where(eq(notifications.userId, u.id))
    ).map((n) => `${n.title} | ${n.body}`);

  it('runs from receipt to a confirmed refund, each step in the log and told to the other side', async () => {
    const { owner, tenant, id } = await active();
    expect((await deposit(tenant, id)).body.data).toMatchObject({
      amount: 36000,
      receivedAt: null,
      deductions: [],
      refund: { dueOn: null, paidAt: null },
    });
    expect((await post(owner, `/tenancies/${id}/deposit/received`)).status).toBe(200);
    expect(await notesOf(tenant)).toContain(
      'Deposit update for Sunny 1BHK | Priya marked the deposit of ₹36,000 received.',
    );
    const confirmed = await post(tenant, `/tenancies/${id}/deposit/confirm`);
    expect(confirmed.body.data.confirmedAt).not.toBeNull();

    await post(owner, `/tenancies/${id}/notice`).expect(200);
    const added = await post(owner, `/tenancies/${id}/deposit/deductions`, {
      amount: 4500,
      reason: 'Broken window glass in the bedroom',
    });
    expect(added.status).toBe(201);
    const [item] = added.body.data.deductions;
    expect(item).toMatchObject({ amount: 4500, status: 'OPEN', note: null });
    const disputed = await post(tenant, `/tenancies/${id}/deposit/deductions/${item.id}/dispute`, {
      note: 'It was cracked when I moved in',
    });
    expect(disputed.body.data.deductions[0]).toMatchObject({
      status: 'DISPUTED',
      note: 'It was cracked when I moved in',
    });
    expect(await notesOf(owner)).toContain(
      `Deposit update for Sunny 1BHK | ${tenant.firstName} disputed the deduction of ₹4,500: It was cracked when I moved in`,
    );
    // Disputed, it stays open and still counts; accepted later, it is settled.
    expect(disputed.body.data.deductedTotal).toBe(4500);
    const accepted = await post(tenant, `/tenancies/${id}/deposit/deductions/${item.id}/accept`);
    expect(accepted.body.data.deductions[0].status).toBe('ACCEPTED');

    await post(owner, `/tenancies/${id}/end`).expect(200);
    const ended = (await deposit(owner, id)).body.data;
    const endedOn = todayInIndia(t.clock.now());
    expect(ended.refund.dueOn).toBe(refundDueOn(endedOn));
    const paid = await post(owner, `/tenancies/${id}/deposit/refund/paid`, { amount: 31500 });
    expect(paid.body.data.refund).toMatchObject({ amount: 31500 });
    const done = await post(tenant, `/tenancies/${id}/deposit/refund/confirm`);
    expect(done.body.data.refund.confirmedAt).not.toBeNull();

    const log = (await get(tenant, `/tenancies/${id}`)).body.data.events.map(
      (e: { type: string }) => e.type,
    );
    expect(log.slice(4)).toEqual([
      'DEPOSIT_RECEIVED',
      'DEPOSIT_CONFIRMED',
      'NOTICE_GIVEN',
      'DEDUCTION_ADDED',
      'DEDUCTION_DISPUTED',
      'DEDUCTION_ACCEPTED',
      'ENDED',
      'REFUND_PAID',
      'REFUND_CONFIRMED',
    ]);
  });

  it('refuses each step out of turn, by the wrong side or beyond the deposit, and changes nothing', async () => {
    const { owner, tenant, stranger, id } = await active();
    const other = await active();
    const expectRefusal = async (res: request.Response, status: number, code: string) => {
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.code).toBe(code);
    };
    await expectRefusal(
      await post(tenant, `/tenancies/${id}/deposit/received`),
      403,
      'TENANCY_OWNER_ONLY',
    );
    await expectRefusal(
      await post(tenant, `/tenancies/${id}/deposit/confirm`),
      409,
      'TENANCY_DEPOSIT_NOT_RECEIVED',
    );
    await expectRefusal(
      await post(stranger, `/tenancies/${id}/deposit/received`),
      404,
      'TENANCY_NOT_FOUND',
    );
    await expectRefusal(await get(stranger, `/tenancies/${id}/deposit`), 404, 'TENANCY_NOT_FOUND');
    await post(owner, `/tenancies/${id}/deposit/received`).expect(200);
    await expectRefusal(
      await post(owner, `/tenancies/${id}/deposit/received`),
      409,
      'TENANCY_DEPOSIT_ALREADY_RECEIVED',
    );
    const early = await post(owner, `/tenancies/${id}/deposit/deductions`, {
      amount: 1000,
      reason: 'Cleaning',
    });
    await expectRefusal(early, 409, 'TENANCY_DEDUCTIONS_NOT_YET');
    await post(owner, `/tenancies/${id}/notice`).expect(200);
    await post(owner, `/tenancies/${id}/deposit/deductions`, {
      amount: 30000,
      reason: 'Repainting',
    }).expect(201);
    const above = await post(owner, `/tenancies/${id}/deposit/deductions`, {
      amount: 6001,
      reason: 'Deep cleaning',
    });
    await expectRefusal(above, 400, 'TENANCY_DEDUCTION_ABOVE_DEPOSIT');
    expect(above.body.error).toBe(
      'Deductions would add up to ₹36,001, more than the deposit of ₹36,000.',
    );
    const bad = await post(owner, `/tenancies/${id}/deposit/deductions`, {
      amount: 0,
      reason: 'x',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details).sort()).toEqual(['amount', 'reason']);
    // A deduction of another tenancy is not this one's.
    await post(other.owner, `/tenancies/${other.id}/deposit/received`).expect(200);
    await post(other.owner, `/tenancies/${other.id}/notice`).expect(200);
    const theirs = await post(other.owner, `/tenancies/${other.id}/deposit/deductions`, {
      amount: 100,
      reason: 'Lost key',
    });
    const theirId = theirs.body.data.deductions[0].id as number;
    await expectRefusal(
      await post(tenant, `/tenancies/${id}/deposit/deductions/${theirId}/accept`),
      404,
      'TENANCY_DEDUCTION_NOT_FOUND',
    );
    await expectRefusal(
      await post(owner, `/tenancies/${id}/deposit/refund/paid`, { amount: 6000 }),
      409,
      'TENANCY_REFUND_NOT_YET',
    );
    await post(owner, `/tenancies/${id}/end`).expect(200);
    await expectRefusal(
      await post(owner, `/tenancies/${id}/deposit/refund/paid`, { amount: 36001 }),
      400,
      'TENANCY_REFUND_ABOVE_DEPOSIT',
    );
    const ledger = (await deposit(owner, id)).body.data;
    expect(ledger.deductions.map((d: { amount: number }) => d.amount)).toEqual([30000]);
    expect(ledger.refund.paidAt).toBeNull();
  });

  it('reminds both sides before the refund is due, and stops once it is paid', async () => {
    const { owner, tenant, id } = await active();
    await post(owner, `/tenancies/${id}/deposit/received`).expect(200);
    await post(tenant, `/tenancies/${id}/notice`).expect(200);
    await post(owner, `/tenancies/${id}/end`).expect(200);
    const due = refundDueOn(todayInIndia(t.clock.now()));
    const at = (day: string) => indiaInstant(day, 9 * 60 + 1).getTime();
    const reminders = async (u: Person) =>
      (await notesOf(u)).filter((n) => n.startsWith('Deposit refund'));

    t.clock.advance(at(addDays(due, -7)) - t.clock.now().getTime());
    await t.ctx.jobs.drain();
    for (const u of [owner, tenant]) {
      const [line] = await reminders(u);
      expect(line).toMatch(
        /^Deposit refund due on \d{1,2} \w{3} \d{4} \| The deposit of Sunny 1BHK/,
      );
    }
    await post(owner, `/tenancies/${id}/deposit/refund/paid`, { amount: 36000 }).expect(200);
    t.clock.advance(at(addDays(due, 1)) - t.clock.now().getTime());
    await t.ctx.jobs.drain();
    expect(await reminders(tenant)).toHaveLength(1);
  });
});
