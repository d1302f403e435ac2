import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { users } from '../db/schema';
import { noteSuspension } from '../modules/moderation';
import { tokenFor } from '../test/auth';
import { createConversation, createUser } from '../test/factories';
import { createTestEnv, type TestEnv } from '../test/harness';
import { client, closeClients, listen, type RunningServer } from '../test/realtime';

let t: TestEnv;
let server: RunningServer;
beforeAll(async () => {
  t = await createTestEnv();
  server = await listen(t);
});
afterAll(async () => {
  closeClients();
  await server.close();
  await t.close();
});

type Ack = { ok: boolean; error?: string; status?: number };

describe('a socket still open when its account is suspended', () => {
  it('can send, join and mark read nothing: each event answers the suspension', async () => {
    const db = t.ctx.database.db;
    const user = await createUser(db);
    const other = await createUser(db);
    const { id: conversationId } = await createConversation(db, user.id, other.id);
    const socket = await client(server.url, tokenFor(t, user));
    const emit = (event: 'send_message' | 'join_conversation' | 'mark_read', payload: object) =>
      new Promise<Ack>((resolve) => socket.emit(event, payload as never, resolve as never));
    expect(await emit('join_conversation', { conversationId })).toEqual({ ok: true });

    // The suspension as another instance announces it, before its order to close arrives here.
    const until = new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000);
    await db
      .update(users)
      .set({ suspendedUntil: until, suspensionReason: 'Scam' })
      .where(sql`${users.id} = ${user.id}`);
    noteSuspension(t.ctx, user.id, until);

    const refusal = {
      ok: false,
      status: 403,
      code: 'AUTH_SUSPENDED_UNTIL_REASON',
      error: expect.stringMatching(/^Your account is suspended until .* IST\. Reason: Scam$/),
    };
    expect(await emit('send_message', { conversationId, body: 'one more' })).toEqual(refusal);
    expect(await emit('join_conversation', { conversationId })).toEqual(refusal);
    expect(await emit('mark_read', { conversationId })).toEqual(refusal);
    const stored = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from messages where conversation_id = ${conversationId}`,
    );
    expect(stored[0]!.n).toBe(0);
  });
});
