import {
  SOCKET_RECONNECTION_ATTEMPTS,
  SOCKET_RECONNECTION_DELAY_MS,
  type ClientToServerEvents,
  type SendMessageAck,
  type SendMessagePayload,
  type ServerToClientEvents,
} from '@roomsetu/shared';
import type { Socket } from 'socket.io-client';
import { i18n } from '@/lib/i18n';

/** What the app listens to: the server's events plus the connection's own. */
export interface AppSocketEvents extends ServerToClientEvents {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: Error) => void;
  /** Every reconnection attempt failed: the socket stays down until connect() is called. */
  reconnect_failed: () => void;
}

/**
 * The small surface the app needs from socket.io (chat, presence, notifications). One instance
 * lives in LiveSocketProvider, so tests drive it with a fake emitter instead of a server.
 */
export interface AppSocket {
  readonly connected: boolean;
  /** False once the server refused the handshake or we disconnected on purpose. */
  readonly active: boolean;
  on<E extends keyof AppSocketEvents>(event: E, listener: AppSocketEvents[E]): void;
  off<E extends keyof AppSocketEvents>(event: E, listener: AppSocketEvents[E]): void;
  joinConversation(conversationId: number): void;
  /** Resolves once the server stored it (or after `timeoutMs` without an answer). */
  markRead(conversationId: number, timeoutMs?: number): Promise<void>;
  /** Resolves with the server's ack, or `{ ok: false }` when none came within `timeoutMs`. */
  sendMessage(payload: SendMessagePayload, timeoutMs: number): Promise<SendMessageAck>;
  connect(): void;
  disconnect(): void;
}

/**
 * Builds a socket that is not yet connected; `getToken` is read at every (re)connection. The real
 * one resolves once socket.io's client has loaded (its own chunk, fetched only when signed in).
 */
export type CreateAppSocket = (getToken: () => string | null) => AppSocket | Promise<AppSocket>;

/** What a message without an answer in time says (in the app's language at that moment). */
export const ackTimeoutText = (): string => i18n.t('common:socket.noAnswer');

type Listener = (...args: never[]) => void;
interface LooseEmitter {
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
}

export const createAppSocket = async (getToken: () => string | null): Promise<AppSocket> => {
  const { io } = await import('socket.io-client');
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    path: '/socket.io',
    autoConnect: false,
    // A function, so a reconnection after a token refresh carries the new token.
    auth: (cb) => cb({ token: getToken() }),
    // WebSocket first: one round trip less on a slow network, and no long-polling session whose
    // last request is refused (400) once the server has closed it. Where a proxy blocks
    // WebSockets, the same attempt goes on with long-polling.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    withCredentials: true,
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
  });
  // socket.io types each name separately; this adapter only forwards the names it declares.
  const target = (event: keyof AppSocketEvents): LooseEmitter =>
    (event === 'reconnect_failed' ? socket.io : socket) as unknown as LooseEmitter;

  return {
    get connected() {
      return socket.connected;
    },
    get active() {
      return socket.active;
    },
    on: (event, listener) => void target(event).on(event, listener),
    off: (event, listener) => void target(event).off(event, listener),
    joinConversation: (conversationId) => void socket.emit('join_conversation', { conversationId }),
    markRead: (conversationId, timeoutMs = 5_000) =>
      new Promise<void>((resolve) => {
        socket.timeout(timeoutMs).emit('mark_read', { conversationId }, () => resolve());
      }),
    sendMessage: (payload, timeoutMs) =>
      new Promise<SendMessageAck>((resolve) => {
        socket.timeout(timeoutMs).emit('send_message', payload, (error, ack) => {
          resolve(error ? { ok: false, error: ackTimeoutText() } : ack);
        });
      }),
    connect: () => void socket.connect(),
    disconnect: () => void socket.disconnect(),
  };
};
