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

type Ack = { ok: boolean; error?: string };
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
    expect(refused).toEqual({ ok: false, status: 429, error: expect.any(String) });
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
      error: expect.any(String),
    });
    const rows = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from messages where conversation_id = ${id}`,
    );
    expect(Number(rows[0]!.n)).toBe(31);
  });
});
