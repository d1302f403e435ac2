import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { tokenFor } from '../test/auth';
import { createConversation, createUser } from '../test/factories';
import { createTestEnv, type TestEnv } from '../test/harness';
import { client, closeClients, listen, next, nothing, type RunningServer } from '../test/realtime';

let t: TestEnv;
let server: RunningServer;
let a: { id: number; role: 'TENANT' };
let b: { id: number; role: 'TENANT' };
let outsider: { id: number; role: 'TENANT' };
let conversationId: number;

beforeAll(async () => {
  t = await createTestEnv();
  server = await listen(t);
  const db = t.ctx.database.db;
  a = { id: (await createUser(db)).id, role: 'TENANT' };
  b = { id: (await createUser(db)).id, role: 'TENANT' };
  outsider = { id: (await createUser(db)).id, role: 'TENANT' };
  conversationId = (await createConversation(db, a.id, b.id, ['hello'])).id;
});
afterEach(() => closeClients());
afterAll(async () => {
  await server.close();
  await t.close();
});

const send = (
  socket: Awaited<ReturnType<typeof client>>,
  body: string,
  id = conversationId,
  clientId?: string,
) =>
  new Promise<{
    ok: boolean;
    message?: { id: number; content: string; createdAt: string };
    error?: string;
  }>((resolve) =>
    socket.emit(
      'send_message',
      { conversationId: id, body, ...(clientId ? { clientId } : {}) },
      resolve,
    ),
  );

const stored = async (content: string) =>
  (
    await queryRows<{ id: number | string }>(
      t.ctx.database.db,
      sql`select id from messages where content = ${content}`,
    )
  ).map((r) => ({ id: Number(r.id) }));

describe('socket authentication', () => {
  it('refuses a connection without a token', async () => {
    await expect(client(server.url)).rejects.toThrow('Socket init requires auth token');
  });

  it('refuses a bad or expired token', async () => {
    await expect(client(server.url, 'not-a-token')).rejects.toThrow();
    const token = tokenFor(t, a);
    t.clock.advance(16 * 60 * 1000);
    await expect(client(server.url, token)).rejects.toThrow();
    t.clock.advance(-16 * 60 * 1000);
  });
});

describe('send_message', () => {
  it('stores the message before the ack and delivers it to every tab of the other participant', async () => {
    const sender = await client(server.url, tokenFor(t, a));
    const tab1 = await client(server.url, tokenFor(t, b));
    const tab2 = await client(server.url, tokenFor(t, b));
    const arrivals = Promise.all([next(tab1, 'message:new'), next(tab2, 'message:new')]);
    const ack = await send(sender, 'Is the room still free?');
    expect(ack.ok).toBe(true);
    expect(await stored('Is the room still free?')).toHaveLength(1);
    const [m1, m2] = await arrivals;
    expect(m1.message.id).toBe(ack.message!.id);
    expect(m2.message.content).toBe('Is the room still free?');
  });

  it('refuses blank bodies and stores nothing', async () => {
    const sender = await client(server.url, tokenFor(t, a));
    const ack = await send(sender, '   ');
    expect(ack).toEqual({
      ok: false,
      status: 400,
      code: 'CHAT_MESSAGE_REQUIRED',
      error: 'Message cannot be empty',
    });
  });

  it('refuses a non-participant: no ack ok, nothing stored, nothing delivered', async () => {
    const intruder = await client(server.url, tokenFor(t, outsider));
    const listener = await client(server.url, tokenFor(t, b));
    const silent = nothing(listener, 'message:new');
    const ack = await send(intruder, 'let me in');
    expect(ack.ok).toBe(false);
    expect(await stored('let me in')).toHaveLength(0);
    expect(await silent).toBe(true);
  });

  it('stores a resend with the same client id once', async () => {
    const sender = await client(server.url, tokenFor(t, a));
    const clientId = '6f1c1f7e-3a0e-4d4e-9d57-0d6f2b7f8a11';
    const first = await send(sender, 'only once', conversationId, clientId);
    const again = await send(sender, 'only once', conversationId, clientId);
    expect(again.message!.id).toBe(first.message!.id);
    expect(await stored('only once')).toHaveLength(1);
  });

  it('moves the conversation up, unread for the receiver and read for the sender', async () => {
    const db = t.ctx.database.db;
    const other = { id: (await createUser(db)).id, role: 'TENANT' as const };
    const id = (await createConversation(db, a.id, other.id)).id;
    t.clock.advance(60_000);
    const sender = await client(server.url, tokenFor(t, a));
    const ack = await send(sender, 'Can I visit on Sunday?', id);
    t.clock.advance(-60_000);
    expect(ack.ok).toBe(true);
    const listOf = async (user: { id: number; role: 'TENANT' }) =>
      (
        await request(t.app)
          .get('/api/messages/conversations')
          .set('Authorization', `Bearer ${tokenFor(t, user)}`)
      ).body.data as { id: number; updatedAt: string; unread: boolean }[];
    const [senderFirst] = await listOf(a);
    expect(senderFirst).toMatchObject({ id, unread: false });
    expect(senderFirst!.updatedAt).toBe(ack.message!.createdAt);
    const [receiverFirst] = await listOf(other);
    expect(receiverFirst).toMatchObject({ id, unread: true });
  });
});

describe('joining and reading', () => {
  it('lets only participants mark a conversation read', async () => {
    const reader = await client(server.url, tokenFor(t, b));
    reader.emit('join_conversation', { conversationId });
    reader.emit('mark_read', { conversationId });
    const intruder = await client(server.url, tokenFor(t, outsider));
    intruder.emit('mark_read', { conversationId });
    await new Promise((r) => setTimeout(r, 300));
    const rows = await queryRows<{ user_id: number; last_read_at: Date | null }>(
      t.ctx.database.db,
      sql`select user_id, last_read_at from conversation_participants where conversation_id = ${conversationId}`,
    );
    expect(rows.find((r) => r.user_id === b.id)?.last_read_at).not.toBeNull();
    expect(rows.find((r) => r.user_id === outsider.id)).toBeUndefined();
  });
});

describe('presence', () => {
  it('tells only the people who share a conversation, once per user however many tabs', async () => {
    const watcher = await client(server.url, tokenFor(t, a));
    const stranger = await client(server.url, tokenFor(t, outsider));
    const online = next(watcher, 'user:online');
    const strangerHears = nothing(stranger, 'user:online', 600);
    const first = await client(server.url, tokenFor(t, b));
    expect(await online).toEqual({ userId: b.id });
    const noSecond = nothing(watcher, 'user:online');
    const second = await client(server.url, tokenFor(t, b));
    expect(await noSecond).toBe(true);
    expect(await strangerHears).toBe(true);

    const noOfflineYet = nothing(watcher, 'user:offline');
    first.disconnect();
    expect(await noOfflineYet).toBe(true);
    const offline = next(watcher, 'user:offline');
    second.disconnect();
    expect(await offline).toEqual({ userId: b.id });
  });
});

// Last: after a restart the old instance lingers in the adapter's view of the cluster for a while.
describe('durability', () => {
  it('keeps an acknowledged message across a server restart', async () => {
    const sender = await client(server.url, tokenFor(t, a));
    const ack = await send(sender, 'survives restarts');
    expect(ack.ok).toBe(true);
    await server.close();
    server = await listen(t);
    expect(await stored('survives restarts')).toEqual([{ id: ack.message!.id }]);
  });
});
