import type { Server as HttpServer } from 'node:http';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import {
  MESSAGES,
  sendMessageInput,
  type ClientToServerEvents,
  type InterServerEvents,
  type ServerToClientEvents,
} from '@roomsetu/shared';
import jwt from 'jsonwebtoken';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { AppContext } from '../lib/context';
import { AppError } from '../lib/errors';
import { refusalOf } from '../lib/rate-limit';
import { conversationRoom, userRoom } from '../lib/realtime-bus';
import { verifyAccessToken } from '../lib/tokens';
import { contactsOf, isParticipant, markRead } from '../modules/messages/repository';
import { sendMessage } from '../modules/messages/service';

interface SocketData {
  userId: number;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

const conversationRef = z.object({ conversationId: z.coerce.number().int().positive() });

function errorText(err: unknown): string {
  if (err instanceof AppError) return err.message;
  if (err instanceof z.ZodError) return err.issues[0]?.message ?? 'Invalid message';
  return 'The message could not be sent. Please try again.';
}

/** socket.io on the API's HTTP server; authenticated in the handshake with the access token. */
export async function createRealtime(
  httpServer: HttpServer,
  ctx: AppContext,
): Promise<RealtimeServer> {
  const io: RealtimeServer = new Server(httpServer, {
    cors: { origin: ctx.env.CORS_ORIGIN.split(',').map((o) => o.trim()), credentials: true },
    maxHttpBufferSize: 64 * 1024,
  });

  if (ctx.database.pool) {
    // Several API instances on one PostgreSQL share rooms and presence through LISTEN/NOTIFY.
    io.adapter(
      createPostgresAdapter(ctx.database.pool, {
        errorHandler: (err) => ctx.logger.warn({ err }, 'socket adapter'),
      }),
    );
  } else if (ctx.env.REDIS_URL) {
    const { createClient } = await import('redis');
    const { createAdapter } = await import('@socket.io/redis-adapter');
    const pub = createClient({ url: ctx.env.REDIS_URL });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
  }

  ctx.realtime = {
    toUsers: (userIds, event, ...args) => {
      if (userIds.length) io.to(userIds.map(userRoom)).emit(event, ...args);
    },
  };

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token) return next(new Error(MESSAGES.socketAuthRequired));
    const user = verifyAccessToken(token, ctx.env.JWT_SECRET, ctx.now());
    if (!user) return next(new Error(MESSAGES.sessionExpired));
    socket.data.userId = user.id;
    // Ask the client to come back with a fresh token when this one expires.
    const exp = (jwt.decode(token) as { exp?: number } | null)?.exp;
    if (exp) {
      const timer = setTimeout(
        () => {
          socket.emit('auth:expired');
          socket.disconnect(true);
        },
        Math.max(0, exp * 1000 - ctx.now().getTime()),
      );
      timer.unref();
      socket.on('disconnect', () => clearTimeout(timer));
    }
    next();
  });

  io.on('connection', (socket) => {
    void onConnection(io, ctx, socket).catch((err: unknown) =>
      ctx.logger.warn({ err }, 'socket connection setup failed'),
    );
  });
  return io;
}

async function onConnection(
  io: RealtimeServer,
  ctx: AppContext,
  socket: RealtimeSocket,
): Promise<void> {
  const userId = socket.data.userId;
  const { db } = ctx.database;

  socket.on('join_conversation', async (payload) => {
    const ref = conversationRef.safeParse(payload);
    if (ref.success && (await isParticipant(db, ref.data.conversationId, userId))) {
      await socket.join(conversationRoom(ref.data.conversationId));
    }
  });

  socket.on('mark_read', async (payload) => {
    const ref = conversationRef.safeParse(payload);
    if (ref.success && (await isParticipant(db, ref.data.conversationId, userId))) {
      await markRead(db, ref.data.conversationId, userId, ctx.now());
    }
  });

  socket.on('send_message', async (payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    // Counted per user across every socket and instance, not per socket.
    const refused = await refusalOf(ctx, 'chatPerUser', `user:${userId}`);
    if (refused) return reply({ ok: false, error: refused.message });
    try {
      const input = sendMessageInput.parse(payload);
      const { message, recipients } = await sendMessage(ctx, userId, input);
      // Committed above: now every tab of every participant hears of it (the sender's own socket gets the ack).
      socket.to(recipients.map(userRoom)).emit('message:new', { message });
      reply({ ok: true, message });
    } catch (err) {
      reply({ ok: false, error: errorText(err) });
    }
  });

  socket.on('disconnect', async () => {
    const left = await io
      .in(userRoom(userId))
      .fetchSockets()
      .catch(() => []);
    if (left.length) return;
    const contacts = await contactsOf(db, userId);
    if (contacts.length) io.to(contacts.map(userRoom)).emit('user:offline', { userId });
  });

  await socket.join(userRoom(userId));
  const contacts = await contactsOf(db, userId);
  const mine = await io.in(userRoom(userId)).fetchSockets();
  if (mine.length === 1 && contacts.length) {
    // First tab of this user: tell the people they talk to (and only them).
    io.to(contacts.map(userRoom)).emit('user:online', { userId });
  }
  if (contacts.length) {
    const online = new Set(
      (await io.in(contacts.map(userRoom)).fetchSockets()).map((s) => s.data.userId),
    );
    for (const id of online) socket.emit('user:online', { userId: id });
  }
}
