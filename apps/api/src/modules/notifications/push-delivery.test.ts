import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { upsertSettings } from './repository';
import { tokenFor } from '../../test/auth';
import { createConversation, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { startPushService, type TestDevice, type TestPushService } from '../../test/push-service';
import { client, closeClients, listen, type RunningServer } from '../../test/realtime';
import { PUSH_JOB, queueNotificationPushes } from './push';
import { notify } from './service';
import * as repo from './push-repository';

let t: TestEnv;
let pushService: TestPushService;
let server: RunningServer;
const vapid = webpush.generateVAPIDKeys();

beforeAll(async () => {
  pushService = await startPushService();
  t = await createTestEnv(
    {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:push@roomsetu.in',
    },
    { pushCa: pushService.ca },
  );
  server = await listen(t);
});
afterEach(() => closeClients());
afterAll(async () => {
  await server.close();
  await t.close();
  await pushService.close();
});

type User = Awaited<ReturnType<typeof createUser>>;

/** A user with one device subscribed. */
async function subscribed(firstName = 'Asha'): Promise<{ user: User; device: TestDevice }> {
  const user = await createUser(t.ctx.database.db, { firstName });
  const device = pushService.device();
  await repo.upsertSubscription(
    t.ctx.database.db,
    { userId: user.id, endpoint: device.endpoint, ...device.keys },
    t.ctx.now(),
  );
  return { user, device };
}

const pushesTo = (device: TestDevice) =>
  pushService.received.filter((p) => device.endpoint.endsWith(p.path));

const devicesOf = async (userId: number) =>
  (await repo.devicesOf(t.ctx.database.db, [userId])).map((d) => d.id);

const pushJobs = () =>
  queryRows<{ state: string; attempts: number; singleton_key: string }>(
    t.ctx.database.db,
    sql`select state, attempts, singleton_key from jobs where name = ${PUSH_JOB} order by id`,
  );

const roommateMatch = (userId: number, title = 'A new roommate match') =>
  notify(t.ctx, {
    userId,
    type: 'ROOMMATE_MATCH',
    title,
    body: 'Ravi matches 87% of what you look for',
    link: '/roommate-details?id=4',
  });

describe('web pushes', () => {
  it('pushes a notification encrypted (aes128gcm) and signed (VAPID) with its own words', async () => {
    const { user, device } = await subscribed();
    const n = await roommateMatch(user.id);
    await t.ctx.jobs.drain();
    const [push] = pushesTo(device);
    expect(pushesTo(device)).toHaveLength(1);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe(String(24 * 60 * 60));
    const authorization = String(push!.headers.authorization);
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(authorization).toContain(`k=${vapid.publicKey}`);
    // Nothing readable on the wire: only the device's keys open it.
    expect(push!.body.toString('latin1')).not.toContain('roommate');
    expect(device.decrypt(push!.body)).toEqual({
      title: 'A new roommate match',
      body: 'Ravi matches 87% of what you look for',
      url: '/roommate-details?id=4',
      tag: `notification-${n!.id}`,
    });
  });

  it('pushes once per event and device, however often the job is queued or run', async () => {
    const { user, device } = await subscribed();
    const second = pushService.device();
    await repo.upsertSubscription(
      t.ctx.database.db,
      { userId: user.id, endpoint: second.endpoint, ...second.keys },
      t.ctx.now(),
    );
    const n = await roommateMatch(user.id, 'Once only');
    // The same notification stored again (its dedupe key) and its pushes queued again.
    await queueNotificationPushes(
      t.ctx,
      [{ id: n!.id, userId: user.id, type: 'ROOMMATE_MATCH' }],
      t.ctx.database.db,
    );
    await t.ctx.jobs.drain();
    expect(pushesTo(device)).toHaveLength(1);
    expect(pushesTo(second)).toHaveLength(1);
    // A run after a crash between the push and the job's completion.
    await t.ctx.database.db.execute(
      sql`update jobs set state = 'queued', run_at = now() - interval '1 minute'
          where name = ${PUSH_JOB} and singleton_key like ${`push:notification-${n!.id}:%`}`,
    );
    expect(await t.ctx.jobs.drain()).toBe(2);
    expect(pushesTo(device)).toHaveLength(1);
    expect(pushesTo(second)).toHaveLength(1);
  });

  it('deletes a device the push service answers 410 or 404 for, without retrying', async () => {
    for (const status of [410, 404]) {
      const { user, device } = await subscribed();
      pushService.answer(new URL(device.endpoint).pathname, status);
      await roommateMatch(user.id);
      await t.ctx.jobs.drain();
      expect(pushesTo(device), String(status)).toHaveLength(1);
      expect(await devicesOf(user.id), String(status)).toEqual([]);
    }
    expect((await pushJobs()).filter((j) => j.state !== 'completed')).toEqual([]);
    expect(await t.ctx.metrics.scrape()).toMatch(/^roomsetu_pushes_total\{outcome="gone"\} 2$/m);
  });

  it('retries with backoff when the push service fails, keeping the device', async () => {
    const { user, device } = await subscribed();
    const path = new URL(device.endpoint).pathname;
    pushService.answer(path, 503);
    const n = await roommateMatch(user.id);
    await t.ctx.jobs.drain();
    const key = (await pushJobs()).find((j) => j.singleton_key.includes(`-${n!.id}:`));
    expect(key).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await devicesOf(user.id)).toHaveLength(1);
    pushService.answer(path, 201);
    t.clock.advance(31_000);
    await t.ctx.jobs.drain();
    expect(pushesTo(device)).toHaveLength(2);
    expect(device.decrypt(pushesTo(device)[1]!.body)).toMatchObject({
      title: 'A new roommate match',
    });
  });

  it('pushes nothing of a category its user switched off, and nothing of kinds never pushed', async () => {
    const { user, device } = await subscribed();
    await upsertSettings(
      t.ctx.database.db,
      user.id,
      { push: { roommateMatches: false } },
      t.ctx.now(),
    );
    await roommateMatch(user.id);
    await notify(t.ctx, { userId: user.id, type: 'ACCOUNT', title: 'Password changed', body: '' });
    await t.ctx.jobs.drain();
    expect(pushesTo(device)).toEqual([]);
    await notify(t.ctx, {
      userId: user.id,
      type: 'VISIT',
      title: 'Visit confirmed',
      body: 'Saturday 11:00',
      link: '/profile',
    });
    await t.ctx.jobs.drain();
    expect(
      pushesTo(device).map((p) => (device.decrypt(p.body) as { title: string }).title),
    ).toEqual(['Visit confirmed']);
  });

  it('pushes matches, saved-search alerts, price drops and visit changes, each under its own switch', async () => {
    const kinds = [
      ['ROOMMATE_MATCH', 'roommateMatches'],
      ['SEARCH_MATCH', 'searchAlerts'],
      ['PRICE_DROP', 'priceDrops'],
      ['VISIT', 'visits'],
    ] as const;
    for (const [type, category] of kinds) {
      const { user, device } = await subscribed();
      const off = await subscribed();
      await upsertSettings(
        t.ctx.database.db,
        off.user.id,
        { push: { [category]: false } },
        t.ctx.now(),
      );
      for (const { user: to } of [{ user }, off]) {
        await notify(t.ctx, { userId: to.id, type, title: `${type} for you`, body: '', link: '/' });
      }
      await t.ctx.jobs.drain();
      const titles = pushesTo(device).map(
        (p) => (device.decrypt(p.body) as { title: string }).title,
      );
      expect(titles, type).toEqual([`${type} for you`]);
      expect(pushesTo(off.device), `${type} switched off`).toEqual([]);
    }
  });

  it('pushes nothing its user switched off after it was queued', async () => {
    const { user, device } = await subscribed();
    await roommateMatch(user.id, 'Switched off meanwhile');
    await upsertSettings(
      t.ctx.database.db,
      user.id,
      { push: { roommateMatches: false } },
      t.ctx.now(),
    );
    await t.ctx.jobs.drain();
    expect(pushesTo(device)).toEqual([]);
    expect(await devicesOf(user.id)).toHaveLength(1);
  });

  it('pushes a chat message to a recipient with no socket open, with the sender’s first name', async () => {
    const sender = await createUser(t.ctx.database.db, { firstName: 'Meera' });
    const { user, device } = await subscribed();
    const conversation = await createConversation(t.ctx.database.db, sender.id, user.id);
    const socket = await client(server.url, tokenFor(t, sender));
    const text = `Is the room still free? ${'We are two students, '.repeat(8)}`;
    const ack = await socket.emitWithAck('send_message', {
      conversationId: conversation.id,
      body: text,
    });
    expect(ack.ok).toBe(true);
    await t.ctx.jobs.drain();
    expect(pushesTo(device)).toHaveLength(1);
    const payload = device.decrypt(pushesTo(device)[0]!.body) as Record<string, string>;
    expect(payload).toEqual({
      title: 'Meera',
      body: expect.stringMatching(/^Is the room still free\? We are two students/),
      url: `/chat?convoId=${conversation.id}`,
      tag: `conversation-${conversation.id}`,
    });
    expect(payload.body!.length).toBeLessThanOrEqual(120);
    expect(payload.body!.endsWith('…')).toBe(true);
    // The sender's own devices hear nothing of their own message.
    expect(JSON.stringify(payload)).not.toContain(sender.email);
  });

  it('pushes no chat message to someone with a socket open, nor with messages switched off', async () => {
    const sender = await createUser(t.ctx.database.db, { firstName: 'Meera' });
    const { user, device } = await subscribed();
    const conversation = await createConversation(t.ctx.database.db, sender.id, user.id);
    const from = await client(server.url, tokenFor(t, sender));
    const open = await client(server.url, tokenFor(t, user));
    // Connected once the server has put the socket in its user's room.
    for (let i = 0; i < 50 && !(await t.ctx.realtime.isOnline(user.id)); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await t.ctx.realtime.isOnline(user.id)).toBe(true);
    const send = (body: string) =>
      from.emitWithAck('send_message', { conversationId: conversation.id, body });
    expect((await send('You are online')).ok).toBe(true);
    await t.ctx.jobs.drain();
    expect(pushesTo(device)).toEqual([]);

    open.disconnect();
    for (let i = 0; i < 50 && (await t.ctx.realtime.isOnline(user.id)); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await upsertSettings(t.ctx.database.db, user.id, { push: { messages: false } }, t.ctx.now());
    expect((await send('Switched off')).ok).toBe(true);
    await t.ctx.jobs.drain();
    expect(pushesTo(device)).toEqual([]);

    await upsertSettings(t.ctx.database.db, user.id, { push: { messages: true } }, t.ctx.now());
    expect((await send('Now you hear it')).ok).toBe(true);
    await t.ctx.jobs.drain();
    expect(pushesTo(device).map((p) => (device.decrypt(p.body) as { body: string }).body)).toEqual([
      'Now you hear it',
    ]);
  });

  it('pushes nothing to a device that moved to another account since the push was queued', async () => {
    const { user, device } = await subscribed();
    const other = await createUser(t.ctx.database.db);
    const before = pushesTo(device).length;
    await roommateMatch(user.id, 'Not for the next person');
    await repo.upsertSubscription(
      t.ctx.database.db,
      { userId: other.id, endpoint: device.endpoint, ...device.keys },
      t.ctx.now(),
    );
    await t.ctx.jobs.drain();
    expect(pushesTo(device)).toHaveLength(before);
  });
});
