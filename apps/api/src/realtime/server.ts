import type { Server as HttpServer } from 'node:http';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import {
  API_ERRORS,
  MESSAGES,
  conversationRefInput,
  uiLanguageFromHeader,
  type UiLanguage,
  sendMessageInput,
  type AccountSuspension,
  type ConversationRef,
  type SocketAck,
  type ClientToServerEvents,
  type InterServerEvents,
  type ServerToClientEvents,
} from '@roomsetu/shared';
import jwt from 'jsonwebtoken';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { AppContext } from '../lib/context';
import { AppError } from '../lib/errors';
import { localizeAppError, localizeError, type LocalizedError } from '../lib/error-text';
import { errorSummary, isConnectionLoss } from '../lib/failures';
import { localRefusalOf, refusalOf } from '../lib/rate-limit';
import { assertStorableText } from '../lib/storable-text';
import { conversationRoom, userRoom } from '../lib/realtime-bus';
import { verifyAccessToken } from '../lib/tokens';
import { contactsOf, isParticipant, markRead, sendMessage } from '../modules/messages';

interface SocketData {
  userId: number;
  /** What error acks are written in: the handshake's Accept-Language, else the profile's. */
  lang: UiLanguage;
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

/**
 * At most this many sockets per user on one instance: a few tabs and devices are normal, more is a
 * script. The next connection is refused with a clear error (rather than silently dropping an old
 * tab, which would look like a bug to the person using it).
 */
export const MAX_SOCKETS_PER_USER = 10;

/** How long other instances get to say whether a user has a socket open with them. */
const ONLINE_CHECK_MS = 2000;

const SEND_FAILED = API_ERRORS.messagesSendFailed;

/** An error ack's code and text, as the REST envelope would give them, in the socket's language. */
function errorText(
  socket: RealtimeSocket,
  err: unknown,
  fallback: string = SEND_FAILED,
): LocalizedError {
  const lang = socket.data.lang;
  if (err instanceof AppError) {
    const { code, error } = localizeAppError(lang, err, undefined);
    return { code, error };
  }
  const text =
    err instanceof z.ZodError
      ? (err.issues[0]?.message ?? API_ERRORS.messagesInvalid)
      : isConnectionLoss(err)
        ? MESSAGES.serviceUnavailable
        : fallback;
  return localizeError(
    lang,
    err instanceof z.ZodError ? 400 : 500,
    text,
    text,
    undefined,
    undefined,
  );
}

/** A refusal (rate limit, suspension) as an ack: its code, text and status. */
function refusalAck(socket: RealtimeSocket, refusal: AppError) {
  return { ok: false as const, ...errorText(socket, refusal), status: refusal.status };
}

/** A handshake refused: its text in the handshake's language, its code in the error's data. */
function handshakeError(socket: Socket, text: string, data?: Readonly<Record<string, unknown>>) {
  const lang = uiLanguageFromHeader(socket.handshake.headers['accept-language']);
  const { code, error } = localizeError(lang, 401, text, text, undefined, undefined);
  return Object.assign(new Error(error), { data: { ...data, code } });
}

type Ack = (res: SocketAck) => void;

/**
 * Every socket handler goes through this: whatever it throws is logged (its kind, never the
 * payload) and answered as an error ack when the client asked for one, so no event can reach the
 * process as an unhandled rejection.
 */
function guarded<A extends unknown[]>(
  ctx: AppContext,
  socket: RealtimeSocket,
  event: string,
  handler: (...args: A) => Promise<unknown>,
  fallback: string = MESSAGES.genericError,
): (...args: A) => void {
  return (...args: A) => {
    const last = args[args.length - 1];
    const ack = typeof last === 'function' ? (last as Ack) : undefined;
    let running: Promise<unknown>;
    try {
      running = handler(...args);
    } catch (err) {
      running = Promise.reject(err);
    }
    running.catch((err: unknown) => {
      const expected = err instanceof AppError || err instanceof z.ZodError;
      if (!expected) {
        ctx.logger.error(
          { event, socketId: socket.id, userId: socket.data.userId, err: errorSummary(err) },
          'socket handler failed',
        );
      }
      try {
        ack?.({ ok: false, ...errorText(socket, err, fallback) });
      } catch (ackErr) {
        ctx.logger.warn({ event, err: errorSummary(ackErr) }, 'socket ack failed');
      }
    });
  };
}

/**
 * The postgres adapter takes a pool and keeps one client from it for LISTEN for ever, without an
 * 'error' listener: pg_terminate_backend (a database restart, a failover) on that client would be
 * an unhandled 'error' and kill the process, and each reconnection would leak a pool slot. It gets
 * a pool-shaped wrapper instead: queries go to the shared pool, the LISTEN client is a dedicated
 * connection with an error listener. The adapter reconnects on its 'end' by itself.
 */
function listenerPool(pool: pg.Pool, dedicatedClient: () => Promise<pg.Client>): pg.Pool {
  const wrapper = {
    query: pool.query.bind(pool),
    connect: async () => {
      const client = await dedicatedClient();
      return Object.assign(client, {
        release: () => {
          void client.end().catch(() => {});
        },
      });
    },
  };
  return wrapper as unknown as pg.Pool;
}

/** What the transport needs from the modules, handed in by the composition root (app.ts). */
export interface RealtimePorts {
  /** Whether the account is suspended now (answered from memory, refreshed in the background). */
  isSuspended(userId: number): Promise<boolean>;
  /** The refusal a suspended account's request gets, with the suspension in its data. */
  suspensionRefusal(userId: number): Promise<AppError>;
  /** Applies a suspension (or its lifting) another instance announced, without a query. */
  noteSuspension(userId: number, until: Date | null): void;
  /** The language the account chose (for a socket whose handshake names none). */
  preferredLanguage(userId: number): Promise<UiLanguage>;
}

/** socket.io on the API's HTTP server; authenticated in the handshake with the access token. */
export async function createRealtime(
  httpServer: HttpServer,
  ctx: AppContext,
  ports: RealtimePorts,
): Promise<RealtimeServer> {
  const { isSuspended, suspensionRefusal, noteSuspension, preferredLanguage } = ports;
  const io: RealtimeServer = new Server(httpServer, {
    cors: { origin: ctx.env.CORS_ORIGIN.split(',').map((o) => o.trim()), credentials: true },
    maxHttpBufferSize: 64 * 1024,
  });

  /** Tells this instance's sockets of the account why (if told), then closes them. */
  const closeSuspended = (userId: number, notice: AccountSuspension | undefined) => {
    if (!notice) return;
    const here = io.local.in(userRoom(userId));
    here.emit('account:suspended', notice);
    here.disconnectSockets(true);
  };

  /** Whether other instances share this one's rooms (an adapter with pub/sub is plugged in). */
  let clustered = false;
  if (ctx.database.pool && ctx.database.dedicatedClient) {
    clustered = true;
    // Several API instances on one PostgreSQL share rooms and presence through LISTEN/NOTIFY.
    io.adapter(
      createPostgresAdapter(listenerPool(ctx.database.pool, ctx.database.dedicatedClient), {
        errorHandler: (err) => ctx.logger.warn({ err: errorSummary(err) }, 'socket adapter'),
      }),
    );
  } else if (ctx.env.REDIS_URL) {
    clustered = true;
    const { createClient } = await import('redis');
    const { createAdapter } = await import('@socket.io/redis-adapter');
    // Named so an operator (or the resilience test) can tell this instance's connections apart.
    const pub = createClient({ url: ctx.env.REDIS_URL, name: `roomsetu-api-${process.pid}` });
    const sub = pub.duplicate();
    // node-redis reconnects on its own (with backoff) and re-subscribes; an 'error' without a
    // listener would take the process down instead.
    for (const [role, redis] of [
      ['publisher', pub],
      ['subscriber', sub],
    ] as const) {
      redis.on('error', (err: unknown) =>
        ctx.logger.warn({ err: errorSummary(err), role }, 'redis connection'),
      );
    }
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    // io.close() closes the HTTP server last: the Redis connections go with it.
    httpServer.once('close', () => {
      void Promise.allSettled([pub.close(), sub.close()]);
    });
  }

  ctx.realtime = {
    toUsers: (userIds, event, ...args) => {
      if (!userIds.length) return;
      io.to(userIds.map(userRoom)).emit(event, ...args);
      if (event === 'message:new') ctx.metrics.chatMessagesDelivered.inc();
    },
    suspensionChanged: (userId, until, notice) => {
      closeSuspended(userId, notice);
      // Other instances do the same for the tabs connected to them (nothing else is published for
      // it, so their tabs are always told before they are closed).
      if (clustered) {
        io.serverSideEmit('account:suspension', {
          userId,
          until: until?.toISOString() ?? null,
          notice: notice ?? null,
        });
      }
    },
    // An instance that does not answer in time counts as having none of the user's sockets: a
    // push too many beats a message nobody hears of.
    isOnline: async (userId) =>
      (
        await io
          .in(userRoom(userId))
          .timeout(ONLINE_CHECK_MS)
          .fetchSockets()
          .catch(() => [])
      ).length > 0,
  };

  // Another instance suspended (or restored) an account: this one refuses its tokens from now
  // on, and its tabs connected here are told why, then closed, as on the instance that acted.
  io.on('account:suspension', ({ userId, until, notice }) => {
    const date = until === null ? null : new Date(until);
    if (!Number.isInteger(userId) || (date && Number.isNaN(date.getTime()))) return;
    noteSuspension(userId, date);
    closeSuspended(userId, notice ?? undefined);
  });

  // Counted from the handshake to the end of the transport, so a burst of simultaneous
  // connections cannot all slip in before any of them has joined its room.
  const socketsPerUser = new Map<number, number>();

  // A suspended account's tokens are refused (its open sockets were told and closed when it was
  // suspended), with the suspension in the error's data, as a request would be answered.
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const user =
      typeof token === 'string' ? verifyAccessToken(token, ctx.env.JWT_SECRET, ctx.now()) : null;
    if (!user) return next();
    const refusal = (suspended: boolean) =>
      suspended
        ? suspensionRefusal(user.id).then(
            (r) => {
              const lang = uiLanguageFromHeader(socket.handshake.headers['accept-language']);
              const { code, error, extra } = localizeAppError(lang, r, undefined);
              return Object.assign(new Error(error), { data: { ...extra, code } });
            },
            () => handshakeError(socket, MESSAGES.sessionExpired),
          )
        : undefined;
    isSuspended(user.id)
      .then(refusal)
      .then(next, () => next());
  });

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token) {
      return next(handshakeError(socket, MESSAGES.socketAuthRequired));
    }
    const user = verifyAccessToken(token, ctx.env.JWT_SECRET, ctx.now());
    if (!user) return next(handshakeError(socket, MESSAGES.sessionExpired));
    const open = socketsPerUser.get(user.id) ?? 0;
    if (open >= MAX_SOCKETS_PER_USER) {
      return next(handshakeError(socket, MESSAGES.tooManyConnections));
    }
    socketsPerUser.set(user.id, open + 1);
    socket.conn.once('close', () => {
      const left = (socketsPerUser.get(user.id) ?? 1) - 1;
      if (left > 0) socketsPerUser.set(user.id, left);
      else socketsPerUser.delete(user.id);
    });
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

  // Error acks speak the handshake's language; a client that names none (not a browser) gets the
  // one its account chose.
  io.use((socket, next) => {
    const header = socket.handshake.headers['accept-language'];
    if (header) {
      socket.data.lang = uiLanguageFromHeader(header);
      return next();
    }
    preferredLanguage(socket.data.userId).then(
      (lang) => {
        socket.data.lang = lang;
        next();
      },
      () => {
        socket.data.lang = uiLanguageFromHeader(undefined);
        next();
      },
    );
  });

  io.on('connection', (socket) => {
    ctx.metrics.socketConnections.inc();
    socket.once('disconnect', () => ctx.metrics.socketConnections.dec());
    try {
      void onConnection(io, ctx, ports, socket).catch((err: unknown) =>
        ctx.logger.error({ err: errorSummary(err) }, 'socket connection setup failed'),
      );
    } catch (err) {
      ctx.logger.error({ err: errorSummary(err) }, 'socket connection setup failed');
    }
  });
  return io;
}

async function onConnection(
  io: RealtimeServer,
  ctx: AppContext,
  ports: RealtimePorts,
  socket: RealtimeSocket,
): Promise<void> {
  const userId = socket.data.userId;
  const { db } = ctx.database;

  /**
   * Every event checks the account first (in memory): a suspension made on any instance closes
   * this socket, and one still open for a moment cannot write through it.
   */
  const suspended = async (): Promise<ReturnType<typeof refusalAck> | null> => {
    if (!(await ports.isSuspended(userId))) return null;
    return refusalAck(socket, await ports.suspensionRefusal(userId));
  };

  /** The conversation a join/mark_read names, once the caller is known to take part in it. */
  const ownConversation = async (payload: unknown): Promise<number> => {
    const { conversationId } = conversationRefInput.parse(payload);
    if (!(await isParticipant(db, conversationId, userId))) {
      throw new AppError(404, MESSAGES.conversationNotFound);
    }
    return conversationId;
  };

  const on = <E extends keyof ClientToServerEvents>(
    event: E,
    handler: (...args: Parameters<ClientToServerEvents[E]>) => Promise<unknown>,
  ): void => {
    const fallback = event === 'send_message' ? SEND_FAILED : MESSAGES.genericError;
    socket.on(event, guarded(ctx, socket, event, handler, fallback) as never);
  };

  /**
   * join_conversation and mark_read are cheap for a person and a query each for the server: counted
   * per socket (in this instance's memory, so a flood on one socket costs no round trip) and per
   * user across sockets and instances. A refused event touches no table and is answered as a
   * refused send_message is.
   */
  const conversationEvent =
    (handler: (conversationId: number) => Promise<unknown> | void) =>
    async (payload: ConversationRef, ack?: (res: SocketAck) => void): Promise<void> => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const barred = await suspended();
      if (barred) return reply(barred);
      const refused =
        (await localRefusalOf(ctx, 'conversationEventsPerSocket', `socket:${socket.id}`)) ??
        (await refusalOf(ctx, 'conversationEventsPerUser', `user:${userId}`));
      if (refused) return reply(refusalAck(socket, refused));
      await handler(await ownConversation(payload));
      reply({ ok: true });
    };

  on(
    'join_conversation',
    conversationEvent((conversationId) => socket.join(conversationRoom(conversationId))),
  );
  on(
    'mark_read',
    conversationEvent((conversationId) => markRead(db, conversationId, userId, ctx.now())),
  );

  on('send_message', async (payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    const barred = await suspended();
    if (barred) return reply(barred);
    // Counted per user across every socket and instance, not per socket.
    const refused = await refusalOf(ctx, 'chatPerUser', `user:${userId}`);
    if (refused) return reply(refusalAck(socket, refused));
    try {
      // Refused as the REST routes refuse them (a lone surrogate or NUL cannot be stored as text).
      assertStorableText(payload);
      const input = sendMessageInput.parse(payload);
      const { message, recipients } = await sendMessage(ctx, userId, input);
      // Committed above: now every tab of every participant hears of it (the sender's own socket gets the ack).
      socket.to(recipients.map(userRoom)).emit('message:new', { message });
      ctx.metrics.chatMessagesDelivered.inc();
      reply({ ok: true, message });
    } catch (err) {
      // The REST route's status too, so a client can tell a refusal for good (400: invalid;
      // 403: not delivered) from a failure worth sending again.
      const status =
        err instanceof AppError ? err.status : err instanceof z.ZodError ? 400 : undefined;
      reply({ ok: false, ...errorText(socket, err), ...(status && { status }) });
    }
  });

  socket.on(
    'disconnect',
    guarded(ctx, socket, 'disconnect', async () => {
      const left = await io
        .in(userRoom(userId))
        .fetchSockets()
        .catch(() => []);
      if (left.length) return;
      const contacts = await contactsOf(db, userId);
      if (contacts.length) io.to(contacts.map(userRoom)).emit('user:offline', { userId });
    }),
  );

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
