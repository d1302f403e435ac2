import type { ClientToServerEvents, ServerToClientEvents, SocketAck } from '@roomsetu/shared';
import en from '@roomsetu/shared/catalogs/en.json';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { tokenFor } from '../test/auth';
import { createUser } from '../test/factories';
import { createTestEnv, type TestEnv } from '../test/harness';
import { listen, type RunningServer } from '../test/realtime';

let t: TestEnv;
let server: RunningServer;
const opened: Socket[] = [];

beforeAll(async () => {
  t = await createTestEnv();
  server = await listen(t);
});
afterEach(() => {
  for (const s of opened.splice(0)) s.disconnect();
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** A socket whose handshake carries `acceptLanguage` (as a browser's does), or none. */
function socketOf(
  token: string | undefined,
  acceptLanguage?: string,
): Promise<Socket<ServerToClientEvents, ClientToServerEvents>> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(server.url, {
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(acceptLanguage && { extraHeaders: { 'Accept-Language': acceptLanguage } }),
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const join = (socket: Socket<ServerToClientEvents, ClientToServerEvents>) =>
  new Promise<SocketAck>((resolve) =>
    socket.emit('join_conversation', { conversationId: 987654 }, resolve),
  );

describe('socket error acks', () => {
  it('carry the code, with the text in the handshake’s language', async () => {
    const user = await createUser(t.ctx.database.db);
    const token = tokenFor(t, { id: user.id, role: 'TENANT' });
    const english = await join(await socketOf(token));
    expect(english).toEqual({
      ok: false,
      code: 'CONVERSATION_NOT_FOUND',
      error: en.messages.conversationNotFound,
    });
    const hindi = await join(await socketOf(token, 'hi-IN,hi;q=0.9'));
    expect(hindi).toEqual({
      ok: false,
      code: 'CONVERSATION_NOT_FOUND',
      error: hi.messages.conversationNotFound,
    });
  });

  it('follow the profile’s language when the handshake names none', async () => {
    const user = await createUser(t.ctx.database.db);
    await t.ctx.database.db
      .update(users)
      .set({ preferredLanguage: 'hi' })
      .where(eq(users.id, user.id));
    const token = tokenFor(t, { id: user.id, role: 'TENANT' });
    expect(await join(await socketOf(token))).toMatchObject({
      code: 'CONVERSATION_NOT_FOUND',
      error: hi.messages.conversationNotFound,
    });
    // A header names the language even against the profile's.
    expect(await join(await socketOf(token, 'en'))).toMatchObject({
      error: en.messages.conversationNotFound,
    });
  });

  it('answer a send refused by validation with its code and status', async () => {
    const user = await createUser(t.ctx.database.db);
    const socket = await socketOf(tokenFor(t, { id: user.id, role: 'TENANT' }), 'hi');
    const ack = await new Promise((resolve) =>
      socket.emit('send_message', { conversationId: 987654, body: '' }, resolve),
    );
    expect(ack).toMatchObject({ ok: false, status: 400, code: 'CHAT_MESSAGE_REQUIRED' });
    expect((ack as { error: string }).error).toBe(hi.validation.chatMessageRequired);
  });

  it('refuse a handshake without a token with a code, in its language', async () => {
    const refused = await socketOf(undefined, 'hi').catch((err: Error & { data?: unknown }) => err);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toBe(hi.messages.socketAuthRequired);
    expect((refused as Error & { data?: unknown }).data).toEqual({ code: 'SOCKET_AUTH_REQUIRED' });
  });
});
