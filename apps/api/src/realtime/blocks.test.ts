import { BLOCK_MESSAGES, type SendMessageAck } from '@roomsetu/shared';
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
  next,
  nothing,
  type RunningServer,
  type TestSocket,
} from '../test/realtime';

type U = { id: number; role: 'TENANT' };
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

const person = async (): Promise<U> => ({
  id: (await createUser(t.ctx.database.db)).id,
  role: 'TENANT',
});
const send = (socket: TestSocket, conversationId: number, body: string) =>
  new Promise<SendMessageAck>((resolve) =>
    socket.emit('send_message', { conversationId, body }, resolve),
  );
const stored = async (content: string) =>
  (
    await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from messages where content = ${content}`,
    )
  )[0]!.n;

describe('send_message across a block', () => {
  it('refuses both ways with 403, delivers and stores nothing, and works again after unblocking', async () => {
    const a = await person();
    const b = await person();
    const { id } = await createConversation(t.ctx.database.db, a.id, b.id, ['hello']);
    const block = await request(t.app)
      .post(`/api/blocks/${b.id}`)
      .set(...bearer(t, a));
    expect(block.status).toBe(200);

    const socketA = await client(server.url, tokenFor(t, a));
    const socketB = await client(server.url, tokenFor(t, b));

    const quietA = nothing(socketA, 'message:new');
    const fromBlocked = await send(socketB, id, 'Are you there?');
    expect(fromBlocked).toEqual({
      ok: false,
      status: 403,
      code: 'BLOCKS_NOT_DELIVERED',
      error: BLOCK_MESSAGES.notDelivered,
    });
    expect(await quietA).toBe(true);
    expect(await stored('Are you there?')).toBe(0);

    const quietB = nothing(socketB, 'message:new');
    const fromBlocker = await send(socketA, id, 'Last word');
    expect(fromBlocker).toEqual({
      ok: false,
      status: 403,
      code: 'BLOCKS_YOU_BLOCKED',
      error: BLOCK_MESSAGES.youBlocked,
    });
    expect(await quietB).toBe(true);
    expect(await stored('Last word')).toBe(0);

    await request(t.app)
      .delete(`/api/blocks/${b.id}`)
      .set(...bearer(t, a));
    const arrival = next(socketA, 'message:new');
    const ok = await send(socketB, id, 'Back again');
    expect(ok.ok).toBe(true);
    expect((await arrival).message.content).toBe('Back again');
  });
});

describe('payment flags on the socket', () => {
  it('delivers a request for an advance with its flag, and an ordinary message without', async () => {
    const a = await person();
    const b = await person();
    const { id } = await createConversation(t.ctx.database.db, a.id, b.id);
    const socketA = await client(server.url, tokenFor(t, a));
    const socketB = await client(server.url, tokenFor(t, b));

    const arrival = next(socketB, 'message:new');
    const ack = await send(socketA, id, 'Advance bhejo, UPI id rent.owner@okaxis');
    expect(ack.ok && ack.message.flags).toEqual(['PAYMENT_REQUEST']);
    expect((await arrival).message.flags).toEqual(['PAYMENT_REQUEST']);

    const plain = next(socketB, 'message:new');
    await send(socketA, id, 'Can I visit on Sunday at 11?');
    expect((await plain).message.flags).toEqual([]);
  });
});
