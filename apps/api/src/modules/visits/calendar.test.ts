import ical, { type VEvent } from 'node-ical';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createMailer } from '../../lib/mailer';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { api, calendarPartOf, pair, slotAt, type Person } from '../../test/visit-kit';

let t: TestEnv;
let smtp: TestSmtp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestEnv({ SMTP_URL: smtp.url });
  call = api(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function eventOf(ics: string): VEvent & { method?: string } {
  const parsed = ical.sync.parseICS(ics);
  const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as VEvent[];
  expect(events).toHaveLength(1);
  return events[0]!;
}

const methodOf = (ics: string) => /^METHOD:(\w+)/m.exec(ics)?.[1];
const mailsTo = (u: Person) => smtp.mails.filter((m) => m.to.includes(u.email));

async function inviteMails(u: Person, n: number): Promise<ReceivedMail[]> {
  await t.ctx.jobs.drain();
  await expect.poll(() => mailsTo(u).length).toBe(n);
  return mailsTo(u);
}

describe('calendar invites', () => {
  it('mails both a REQUEST on confirm, an update with the same UID and a higher SEQUENCE on a move, and a CANCEL', async () => {
    const { owner, tenant, property } = await pair(t, { locationApproximate: false });
    const first = slotAt(t, 3, '10:00');
    const res = await call.propose(tenant, {
      propertyId: property.id,
      slots: [first, slotAt(t, 3, '12:00')],
      durationMinutes: 45,
    });
    const id = res.body.data.id as number;
    // Nothing is in any calendar while the visit is only proposed.
    await t.ctx.jobs.drain();
    expect(mailsTo(tenant)).toHaveLength(0);

    await call.act(owner, id, 'accept', { slot: first });
    const [confirmed] = await inviteMails(tenant, 1);
    expect(confirmed!.subject).toMatch(/^Visit confirmed: /);
    expect(confirmed!.raw).toContain('calendar.google.com');
    const request = calendarPartOf(confirmed!.raw)!;
    expect(methodOf(request)).toBe('REQUEST');
    expect(request).toMatch(/DTSTART;TZID=Asia\/Kolkata:\d{8}T\d{6}/);
    expect(request).toContain('BEGIN:VTIMEZONE');
    const event = eventOf(request);
    expect(new Date(event.start).toISOString()).toBe(first);
    expect(new Date(event.end as Date).getTime() - new Date(event.start).getTime()).toBe(
      45 * 60_000,
    );
    expect(Number(event.sequence)).toBe(1);
    expect(event.location).toBe('12 MG Road, Central, jaipur, 302001');
    expect(String(event.description)).toContain(`/chat?convoId=${res.body.data.conversationId}`);
    expect(mailsTo(owner)).toHaveLength(1);

    const moved = slotAt(t, 4, '17:00');
    await call.act(tenant, id, 'reschedule', { slots: [moved] });
    await call.act(owner, id, 'accept', { slot: moved });
    const update = calendarPartOf((await inviteMails(tenant, 2))[1]!.raw)!;
    expect(methodOf(update)).toBe('REQUEST');
    const updated = eventOf(update);
    expect(updated.uid).toBe(event.uid);
    expect(Number(updated.sequence)).toBe(2);
    expect(new Date(updated.start).toISOString()).toBe(moved);

    // The invite from the API is the same event as the last mail.
    const download = await call.get(tenant, `/visits/${id}/invite.ics`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/calendar/);
    const downloaded = eventOf(download.text);
    expect(downloaded.uid).toBe(event.uid);
    expect(Number(downloaded.sequence)).toBe(2);

    await call.act(owner, id, 'cancel', { reason: 'Family emergency' });
    const [, , cancelled] = await inviteMails(tenant, 3);
    expect(cancelled!.subject).toMatch(/^Visit cancelled: /);
    const cancel = calendarPartOf(cancelled!.raw)!;
    expect(methodOf(cancel)).toBe('CANCEL');
    const gone = eventOf(cancel);
    expect(gone.uid).toBe(event.uid);
    expect(Number(gone.sequence)).toBe(3);
    expect(methodOf((await call.get(owner, `/visits/${id}/invite.ics`)).text)).toBe('CANCEL');
  });

  it('uses the approximate address when the listing shows an approximate pin', async () => {
    const { owner, tenant, property } = await pair(t, { locationApproximate: true });
    const slot = slotAt(t, 3, '10:00');
    const res = await call.propose(tenant, {
      propertyId: property.id,
      slots: [slot],
      durationMinutes: 30,
    });
    await call.act(owner, res.body.data.id, 'accept', { slot });
    const ics = (await call.get(tenant, `/visits/${res.body.data.id}/invite.ics`)).text;
    expect(eventOf(ics).location).toBe('Central, jaipur, 302001');
    expect(ics).not.toContain('12 MG Road');
  });

  it('retries a mail the SMTP server could not take, instead of losing it', async () => {
    const down = await createTestEnv({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const c = api(down);
      const { owner, tenant, property } = await pair(down);
      const slot = slotAt(down, 3, '10:00');
      const res = await c.propose(tenant, {
        propertyId: property.id,
        slots: [slot],
        durationMinutes: 30,
      });
      await c.act(owner, res.body.data.id, 'accept', { slot });
      // Until nothing is due: the day's cron ticks may come first in the queue's order.
      await down.ctx.jobs.drain();
      const [failed] = await queryRows<{ state: string; attempts: number }>(
        down.ctx.database.db,
        sql`select state, attempts from jobs where name = 'visits.mail' order by id limit 1`,
      );
      expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
      // The server is back: the retry delivers.
      down.ctx.mailer = createMailer({
        smtpUrl: smtp.url,
        from: down.ctx.env.MAIL_FROM,
        logger: down.ctx.logger,
      });
      down.clock.advance(60 * 60_000);
      await down.ctx.jobs.drain();
      await smtp.waitForMail((m) => m.to.includes(tenant.email));
    } finally {
      await down.close();
    }
  });
});

describe('reminders', () => {
  const HOUR = 3_600_000;
  const reminders = async (u: Person, title: string) =>
    (
      await queryRows<{ n: number }>(
        t.ctx.database.db,
        sql`select count(*)::int as n from notifications where user_id = ${u.id} and title = ${title}`,
      )
    )[0]!.n;
  const advanceTo = (at: number) => t.clock.advance(Math.max(0, at - t.clock.now().getTime()));

  it('fires 24 h and 2 h before, once each; a moved visit moves them, a cancelled one drops them', async () => {
    const { owner, tenant, property } = await pair(t);
    const first = slotAt(t, 3, '10:00');
    const res = await call.propose(tenant, {
      propertyId: property.id,
      slots: [first],
      durationMinutes: 30,
    });
    const id = res.body.data.id as number;
    await call.act(owner, id, 'accept', { slot: first });
    // Moved two days later before any reminder was due.
    const later = slotAt(t, 5, '18:00');
    await call.act(owner, id, 'reschedule', { slots: [later] });
    await call.act(tenant, id, 'accept', { slot: later });

    advanceTo(Date.parse(first) - 24 * HOUR + 60_000);
    await t.ctx.jobs.drain();
    advanceTo(Date.parse(first) - 2 * HOUR + 60_000);
    await t.ctx.jobs.drain();
    expect(await reminders(tenant, 'Visit tomorrow')).toBe(0);
    expect(await reminders(owner, 'Visit in 2 hours')).toBe(0);

    advanceTo(Date.parse(later) - 24 * HOUR + 60_000);
    await t.ctx.jobs.drain();
    await t.ctx.jobs.drain();
    expect(await reminders(tenant, 'Visit tomorrow')).toBe(1);
    expect(await reminders(owner, 'Visit tomorrow')).toBe(1);
    await expect
      .poll(() => mailsTo(tenant).filter((m) => m.subject.startsWith('Reminder:')).length)
      .toBe(1);

    await call.act(tenant, id, 'cancel', {});
    advanceTo(Date.parse(later) - 2 * HOUR + 60_000);
    await t.ctx.jobs.drain();
    expect(await reminders(tenant, 'Visit in 2 hours')).toBe(0);
    expect(await reminders(owner, 'Visit in 2 hours')).toBe(0);
  });

  it('sends the 2-hour one alone when the visit is confirmed less than a day ahead', async () => {
    const { owner, tenant, property } = await pair(t);
    const soon = new Date(t.clock.now().getTime() + 6 * HOUR);
    // The next allowed quarter hour at least 6 h ahead, or tomorrow at 10:00.
    const slot = [slotAt(t, 0, '19:00'), slotAt(t, 1, '10:00')].find(
      (s) => Date.parse(s) >= soon.getTime(),
    )!;
    const res = await call.propose(tenant, {
      propertyId: property.id,
      slots: [slot],
      durationMinutes: 30,
    });
    await call.act(owner, res.body.data.id, 'accept', { slot });
    const [row] = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from jobs where name = 'visits.reminder'
          and (payload->>'visitId')::int = ${res.body.data.id}`,
    );
    expect(row!.n).toBe(Date.parse(slot) - t.clock.now().getTime() > 24 * HOUR ? 2 : 1);
    advanceTo(Date.parse(slot) - 2 * HOUR + 60_000);
    await t.ctx.jobs.drain();
    expect(await reminders(tenant, 'Visit in 2 hours')).toBe(1);
  });
});
