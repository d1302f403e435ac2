import type { AccountSuspension } from './api/envelope';
import type { ChatMessage } from './api/messages';
import type { NotificationItem } from './api/notifications';

/** Typed socket.io maps: `new Server<ClientToServerEvents, ServerToClientEvents, ...>()` and
 * `io(...) as Socket<ServerToClientEvents, ClientToServerEvents>`. Event names are the spec's. */

export const SOCKET_EVENTS = {
  joinConversation: 'join_conversation',
  markRead: 'mark_read',
  sendMessage: 'send_message',
  messageNew: 'message:new',
  userOnline: 'user:online',
  userOffline: 'user:offline',
  authExpired: 'auth:expired',
  notificationNew: 'notification:new',
  accountSuspended: 'account:suspended',
} as const;

export interface ConversationRef {
  conversationId: number;
}

export interface SendMessagePayload {
  conversationId: number;
  body: string;
  /** A uuid chosen by the client; a resend with the same one is stored once. */
  clientId?: string;
}

/**
 * Answered only after the message is committed. A refusal carries the HTTP-like status the REST
 * route would answer (403: the message could not be delivered, 429: too many), when there is one,
 * and the error code the REST envelope would carry (the server always sends it).
 */
export type SendMessageAck =
  { ok: true; message: ChatMessage } | { ok: false; error: string; code?: string; status?: number };

/**
 * The answer to join_conversation and mark_read, for a client that asks for one; a refusal may
 * carry the HTTP-like status (429: too many), as SendMessageAck does.
 */
export type SocketAck = { ok: true } | { ok: false; error: string; code?: string; status?: number };

export interface ClientToServerEvents {
  join_conversation: (payload: ConversationRef, ack?: (res: SocketAck) => void) => void;
  mark_read: (payload: ConversationRef, ack?: (res: SocketAck) => void) => void;
  send_message: (payload: SendMessagePayload, ack: (res: SendMessageAck) => void) => void;
}

export interface ServerToClientEvents {
  'message:new': (payload: { message: ChatMessage }) => void;
  'user:online': (payload: { userId: number }) => void;
  'user:offline': (payload: { userId: number }) => void;
  /** The access token expired: refresh it and reconnect. */
  'auth:expired': () => void;
  /** A notification for this user was stored (sent to the user's room on every device). */
  'notification:new': (payload: { notification: NotificationItem }) => void;
  /** This account was just suspended: show why and until when, and sign the tab out. */
  'account:suspended': (payload: AccountSuspension) => void;
}

/** What API instances tell each other through the socket adapter's pub/sub. */
export interface InterServerEvents {
  /**
   * An account was suspended (`until`, ISO, and what its tabs are told) or its suspension lifted
   * (null): apply it now, and tell and close that account's sockets here.
   */
  'account:suspension': (change: {
    userId: number;
    until: string | null;
    notice: AccountSuspension | null;
  }) => void;
}

/** What the handshake puts on `socket.data`. */
export interface SocketData {
  userId: number;
}
