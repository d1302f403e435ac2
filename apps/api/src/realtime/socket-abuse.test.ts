import { MAX_MESSAGE_LENGTH, MESSAGES, VALIDATION } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../test/auth';
import { createConversation, createUser } from '../test/factories';
import { createTestEnv, type TestEnv } from '../test/harness';
import { raisedRateLimits } from '../test/limits';
import {
  client,
  closeClients,
  listen,
  type RunningServer,
  type TestSocket,
} from '../test/realtime';
import { MAX_SOCKETS_PER_USER } from './server';

let t: TestEnv;
let server: RunningServer;
let a: { id: number; role: 'TENANT' };
let b: { id: number; role: 'TENANT' };
let conversationId: number;

beforeAll(async () => {
  t = await createTestEnv();
  // These cases send many events on purpose: they test the answers, not the flood limits.
  t.ctx.rateLimits = raisedRateLimits();
  server = await listen(t);
  const db = t.ctx.database.db;
  a = { id: (await createUser(db)).id, role: 'TENANT' };
  b = { id: (await createUser(db)).id, role: 'TENANT' };
  conversationId = (await createConversation(db, a.id, b.id, ['hello'])).id;
});
afterEach(() => closeClients());
afterAll(async () => {
  await server.close();
  await t.close();
});

type Ack = { ok: boolean; error?: string };

/** Emits with an ack and waits for it (a missing ack fails the test instead of hanging). */
function ask(socket: TestSocket, event: string, ...args: unknown[]): Promise<Ack> {
  return (
    socket.timeout(5000) as unknown as {
      emitWithAck(event: string, ...args: unknown[]): Promise<Ack>;
    }
  ).emitWithAck(event, ...args);
}

/** Emits without an ack: nothing comes back, and nothing may break either. */
function fire(socket: TestSocket, event: string, ...args: unknown[]): void {
  (socket as unknown as { emit(event: string, ...args: unknown[]): void }).emit(event, ...args);
}

/** The API still answers HTTP and socket events after the abuse. */
async function stillServing(): Promise<void> {
  await request(t.app).get('/api/health').expect(200);
  const socket = await client(server.url, tokenFor(t, b));
  expect(await ask(socket, 'join_conversation', { conversationId })).toEqual({ ok: true });
  const sent = await ask(socket, 'send_message', { conversationId, body: 'still here' });
  expect(sent.ok).toBe(true);
}

const badIds: unknown[] = [
  2147483648,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1,
  0,
  1.5,
  'abc',
  '2147483648',
  '1; drop table users',
  null,
  undefined,
  {},
  [],
  [1],
  true,
  { toString: 'x' },
  '9'.repeat(20_000),
  'x'.repeat(30_000),
];

describe('malformed and out-of-range payloads', () => {
  for (const event of ['join_conversation', 'mark_read'] as const) {
    it(`answers ${event} with an error ack for every bad conversation id and keeps serving`, async () => {
      const socket = await client(server.url, tokenFor(t, a));
      for (const id of badIds) {
        const ack = await ask(socket, event, { conversationId: id });
        expect(ack.ok, `${event} ${JSON.stringify(id)?.slice(0, 40)}`).toBe(false);
        expect(typeof ack.error).toBe('string');
      }
      for (const payload of [null, 42, 'text', [], { conversationId: { $gt: 0 } }]) {
        expect((await ask(socket, event, payload)).ok).toBe(false);
      }
      // The same without an ack: nothing to answer, and the process must not fall over either.
      for (const id of badIds) fire(socket, event, { conversationId: id });
      fire(socket, event);
      // This socket is still usable.
      expect(await ask(socket, event, { conversationId })).toEqual({ ok: true });
      await stillServing();
    });
  }

  it('answers a conversation the caller is not part of as not found', async () => {
    const stranger = { id: (await createUser(t.ctx.database.db)).id, role: 'TENANT' as const };
    const socket = await client(server.url, tokenFor(t, stranger));
    expect(await ask(socket, 'join_conversation', { conversationId })).toEqual({
      ok: false,
      code: 'CONVERSATION_NOT_FOUND',
      error: MESSAGES.conversationNotFound,
    });
    expect(await ask(socket, 'mark_read', { conversationId })).toEqual({
      ok: false,
      code: 'CONVERSATION_NOT_FOUND',
      error: MESSAGES.conversationNotFound,
    });
  });

  it('answers send_message with an error ack for every malformed payload', async () => {
    const socket = await client(server.url, tokenFor(t, a));
    const payloads: unknown[] = [
      null,
      'text',
      [],
      {},
      { conversationId, body: { text: 'x' } },
      { conversationId, body: ['x'] },
      { conversationId, body: 'x', clientId: 'not-a-uuid' },
      ...badIds.map((id) => ({ conversationId: id, body: 'hello' })),
    ];
    for (const payload of payloads) {
      const ack = await ask(socket, 'send_message', payload);
      expect(ack.ok, JSON.stringify(payload)?.slice(0, 60)).toBe(false);
      expect(typeof ack.error).toBe('string');
    }
    // An ack that is not a function, extra arguments, unknown events: ignored.
    fire(socket, 'send_message', { conversationId: 2147483648, body: 'x' }, 'not-a-function');
    fire(socket, 'join_conversation', { conversationId: 2147483648 }, 1, 2, 3);
    fire(socket, 'no_such_event', { conversationId: 2147483648 });
    fire(socket, '__proto__', {});
    await stillServing();
  });

  it('refuses a message with a lone surrogate or NUL as the REST routes do, and stores nothing', async () => {
    const socket = await client(server.url, tokenFor(t, a));
    const count = async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            t.ctx.database.db,
            sql`select count(*)::int as n from messages where conversation_id = ${conversationId}`,
          )
        )[0]!.n,
      );
    const before = await count();
    for (const body of ['half \ud83d of an emoji', 'orphan \ude00 low', 'nul \u0000 byte']) {
      expect(await ask(socket, 'send_message', { conversationId, body })).toEqual({
        ok: false,
        status: 400,
        code: 'TEXT_UNSTORABLE',
        error: VALIDATION.textUnstorable,
      });
    }
    // Too long or empty: refused for good (400), not a failure worth sending again.
    for (const body of ['x'.repeat(MAX_MESSAGE_LENGTH + 1), '   ']) {
      expect(await ask(socket, 'send_message', { conversationId, body })).toMatchObject({
        ok: false,
        status: 400,
      });
    }
    expect(await count()).toBe(before);
    // A whole pair is text like any other.
    expect(
      (await ask(socket, 'send_message', { conversationId, body: 'ok \ud83d\ude00' })).ok,
    ).toBe(true);
  });
});

describe('many sockets of one user', () => {
  it(`accepts ${MAX_SOCKETS_PER_USER} sockets per user and refuses the rest with a clear error`, async () => {
    const user = { id: (await createUser(t.ctx.database.db)).id, role: 'TENANT' as const };
    const token = tokenFor(t, user);
    const attempts = await Promise.allSettled(
      Array.from({ length: 24 }, () => client(server.url, token)),
    );
    const opened = attempts.filter((r) => r.status === 'fulfilled');
    const refused = attempts.filter((r) => r.status === 'rejected');
    expect(opened).toHaveLength(MAX_SOCKETS_PER_USER);
    for (const r of refused) expect((r.reason as Error).message).toBe(MESSAGES.tooManyConnections);

    // Another user is not affected, and closing a tab frees a place.
    await client(server.url, tokenFor(t, b));
    const first = (opened[0] as PromiseFulfilledResult<TestSocket>).value;
    const closed = new Promise((resolve) => first.once('disconnect', resolve));
    first.disconnect();
    await closed;
    let again: TestSocket | undefined;
    for (let i = 0; i < 50 && !again; i++) {
      again = await client(server.url, token).catch(async () => {
        await new Promise((r) => setTimeout(r, 100));
        return undefined;
      });
    }
    expect(again?.connected).toBe(true);
    await stillServing();
  });
});

describe('oversized frames', () => {
  it('drops the socket that sends a frame above maxHttpBufferSize and keeps serving the others', async () => {
    const bystander = await client(server.url, tokenFor(t, b));
    const abuser = await client(server.url, tokenFor(t, a));
    const dropped = new Promise<string>((resolve) => abuser.once('disconnect', resolve));
    fire(abuser, 'send_message', { conversationId, body: 'x'.repeat(200 * 1024) });
    expect(await dropped).toMatch(/transport/);
    expect(await ask(bystander, 'join_conversation', { conversationId })).toEqual({ ok: true });
    await stillServing();
  });
});
