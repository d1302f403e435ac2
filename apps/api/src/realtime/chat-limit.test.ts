import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { bearer, tokenFor } from '../test/auth';
import { createConversation, createUser } from '../test/factories';
import { createTestEnv, type TestEnv } from '../test/harness';
import {
  client,
  closeClients,
  listen,
  type RunningServer,
  type TestSocket,
} from '../test/realtime';

let t: TestEnv;
let server: RunningServer;
beforeAll(async () => {
  t = await createTestEnv();
  server = await listen(t);
});
afterEach(() => closeClients());
afterAll(async () => {
  await server.close();
  await t.close();
});

type Ack = { ok: boolean; error?: string; status?: number };
const send = (socket: TestSocket, conversationId: number, body: string) =>
  new Promise<Ack>((resolve) => socket.emit('send_message', { conversationId, body }, resolve));

describe('chat flood limit', () => {
  it('refuses the 31st message in 10 s of one user across three sockets with an error ack', async () => {
    const db = t.ctx.database.db;
    const sender = { id: (await createUser(db)).id, role: 'TENANT' as const };
    const other = await createUser(db);
    const { id } = await createConversation(db, sender.id, other.id);
    const sockets = await Promise.all([1, 2, 3].map(() => client(server.url, tokenFor(t, sender))));
    const acks: Ack[] = [];
    for (let i = 0; i < 30; i++) acks.push(await send(sockets[i % 3]!, id, `flood ${i}`));
    expect(acks.every((a) => a.ok)).toBe(true);
    const refused = await send(sockets[2]!, id, 'flood 30');
    expect(refused).toEqual({
      ok: false,
      status: 429,
      code: expect.any(String),
      error: expect.any(String),
    });
    // A fresh socket of the same user is refused too: the limit is the user's, not the socket's.
    const fresh = await client(server.url, tokenFor(t, sender));
    expect((await send(fresh, id, 'flood 31')).ok).toBe(false);
    const rows = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from messages where conversation_id = ${id}`,
    );
    expect(Number(rows[0]!.n)).toBe(30);
    // The other participant is not limited by the sender's flood.
    const reply = await client(server.url, tokenFor(t, { id: other.id, role: 'TENANT' }));
    expect((await send(reply, id, 'please stop')).ok).toBe(true);
  });

  it('counts inquiries into an existing conversation and socket messages against one limit', async () => {
    const db = t.ctx.database.db;
    const sender = { id: (await createUser(db)).id, role: 'TENANT' as const };
    const other = await createUser(db);
    const { id } = await createConversation(db, sender.id, other.id, ['hello']);
    const inquire = (text: string) =>
      request(t.app)
        .post('/api/messages/conversations-inquiry')
        .set(...bearer(t, sender))
        .send({ receiverId: other.id, text });
    for (let i = 0; i < 20; i++) expect((await inquire(`rest ${i}`)).status).toBe(201);
    const socket = await client(server.url, tokenFor(t, sender));
    for (let i = 0; i < 10; i++) expect((await send(socket, id, `socket ${i}`)).ok).toBe(true);
    const refused = await inquire('rest 20');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10);
    expect(await send(socket, id, 'socket 10')).toEqual({
      ok: false,
      status: 429,
      code: expect.any(String),
      error: expect.any(String),
    });
    const rows = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from messages where conversation_id = ${id}`,
    );
    expect(Number(rows[0]!.n)).toBe(31);
  });
});

const ask = (
  socket: TestSocket,
  event: 'join_conversation' | 'mark_read',
  conversationId: number,
) => new Promise<Ack>((resolve) => socket.emit(event, { conversationId }, resolve));
const refused = {
  ok: false,
  status: 429,
  code: 'TOO_MANY_REQUESTS',
  error: expect.any(String),
};

describe('join_conversation and mark_read flood limits', () => {
  it('refuse the 21st event on one socket in 10 s with a 429 ack, and mark nothing read', async () => {
    const db = t.ctx.database.db;
    const reader = { id: (await createUser(db)).id, role: 'TENANT' as const };
    const other = await createUser(db);
    const { id } = await createConversation(db, other.id, reader.id, ['are you there?']);
    const socket = await client(server.url, tokenFor(t, reader));
    for (let i = 0; i < 20; i++) {
      expect(await ask(socket, i % 2 ? 'join_conversation' : 'mark_read', id)).toEqual({
        ok: true,
      });
    }
    const newer = await request(t.app)
      .post('/api/messages/conversations-inquiry')
      .set(...bearer(t, { id: other.id, role: 'TENANT' }))
      .send({ receiverId: reader.id, text: 'hello again' });
    expect(newer.status).toBe(201);
    expect(await ask(socket, 'mark_read', id)).toEqual(refused);
    expect(await ask(socket, 'join_conversation', id)).toEqual(refused);
    const unread = await request(t.app)
      .get('/api/messages/unread-count')
      .set(...bearer(t, reader));
    expect(unread.body.data).toEqual({ count: 1 });
    // Another socket of the same user still has its own allowance.
    const second = await client(server.url, tokenFor(t, reader));
    expect(await ask(second, 'mark_read', id)).toEqual({ ok: true });
  });

  it('refuse the 61st event of one user in 10 s across sockets', async () => {
    const db = t.ctx.database.db;
    const user = { id: (await createUser(db)).id, role: 'TENANT' as const };
    const other = await createUser(db);
    const { id } = await createConversation(db, user.id, other.id, ['hi']);
    const sockets = await Promise.all(
      [1, 2, 3, 4].map(() => client(server.url, tokenFor(t, user))),
    );
    for (let i = 0; i < 60; i++) {
      expect((await ask(sockets[i % 3]!, 'join_conversation', id)).ok).toBe(true);
    }
    expect(await ask(sockets[3]!, 'join_conversation', id)).toEqual(refused);
    // The other participant is not limited by this user's flood.
    const theirs = await client(server.url, tokenFor(t, { id: other.id, role: 'TENANT' }));
    expect(await ask(theirs, 'mark_read', id)).toEqual({ ok: true });
  });
});
