import type { ChatMessage } from '@roomsetu/shared';
import { getUser, subscribeAuth } from '@/lib/auth';
import { chatKeys } from '@/lib/chat-query-keys';
import { newClientId } from '@/lib/client-id';
import { loadedQueryClient } from '@/lib/lazy-query-client';
import type { AppSocket } from './socket';

/** How long a send waits for the server's ack before it is shown as failed (with retry). */
const ACK_TIMEOUT_MS = 10_000;

/**
 * Where a message typed here stands: `waiting` for a connection (kept on the device), `sending`
 * (on its way), `failed` for now (no answer, too many at once: sent again on the next connection
 * or on Retry) or `refused` for good (blocked, suspended: it says why and can only be deleted).
 */
export type PendingStatus = 'waiting' | 'sending' | 'failed' | 'refused';

/** A message typed here and not yet acknowledged (or refused) by the server. */
export interface PendingMessage {
  clientId: string;
  conversationId: number;
  content: string;
  createdAt: string;
  status: PendingStatus;
  error?: string;
}

/**
 * A refusal that sending again cannot change: the server's 4xx (blocked, suspended, not a
 * participant, invalid), but not 408/429, which pass. No status: no answer or a server failure.
 */
function isFinalRefusal(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

// The device store (IndexedDB) arrives after the page has drawn: the outbox matters once typed in.
const deviceStore = () => import('@/lib/offline/offline-store');

const retried = (p: PendingMessage): PendingMessage =>
  p.status === 'failed' || p.status === 'sending'
    ? { ...p, status: 'waiting', error: undefined }
    : p;

const NONE: readonly PendingMessage[] = [];

/**
 * The messages typed in the chat that the server has not stored yet, every conversation's, kept
 * on the device per user so that one written offline survives a reload. The app's socket
 * (live-socket.tsx) attaches it while someone is signed in, so what waits is sent on every
 * (re)connection wherever in the app the person is, not only with the chat open. They go one at
 * a time, in the order they were written, each with its clientId (the server stores a resend of
 * the same id once and answers with the stored message), the next once the previous is answered.
 */
class Outbox {
  private items: readonly PendingMessage[] = NONE;
  private readonly listeners = new Set<() => void>();
  private readonly receivers = new Set<(message: ChatMessage) => void>();
  private socket: AppSocket | null = null;
  /** Who is signed in, as last seen. */
  private reader: number | undefined;
  /** Whose device copy this is; set once it has been read (before that nothing is written). */
  private owner: number | undefined;
  /** The socket a send loop runs on: one loop at a time per socket. */
  private flushing: AppSocket | null = null;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getItems = (): readonly PendingMessage[] => this.items;

  /** Hears each message the server stored (an open chat shows it); returns the unsubscribe. */
  onDelivered = (receiver: (message: ChatMessage) => void) => {
    this.receivers.add(receiver);
    return () => void this.receivers.delete(receiver);
  };

  add = (conversationId: number, content: string) => {
    const item: PendingMessage = {
      clientId: newClientId(),
      conversationId,
      content,
      createdAt: new Date().toISOString(),
      status: 'waiting',
    };
    // A new message goes after the ones that failed for now: they are tried again first.
    this.commit((list) => [...list.map(retried), item]);
    void this.flush();
  };

  /** Sends again with the same clientId, so a message that did reach the server is stored once. */
  retry = (clientId: string) => {
    if (!this.items.some((p) => p.clientId === clientId)) return;
    this.commit((list) => list.map(retried));
    void this.flush();
  };

  /** Drops a refused message from the device; nothing is sent. */
  discard = (clientId: string) =>
    this.commit((list) => list.filter((p) => p.clientId !== clientId));

  /**
   * Sends through `socket` until the returned detach (sign-out), for whoever is signed in: what
   * that person left on the device (a reload, a visit offline) joins the queue first, and another
   * person signing in on the device starts from their own.
   */
  attach(socket: AppSocket): () => void {
    this.socket = socket;
    let reading = 0;
    const follow = () => {
      const userId = getUser()?.id;
      if (userId === this.reader) return;
      // Another person's (or nobody's) now: the previous one's stay on the device, not on screen.
      // What was typed before the first reading, while the socket's code arrived, stays.
      this.owner = undefined;
      if (this.reader !== undefined) this.commit(() => NONE);
      this.reader = userId;
      if (userId === undefined) return;
      const read = ++reading;
      void deviceStore()
        .then(({ readOffline }) => readOffline<PendingMessage[]>('outbox', userId))
        .then((stored) => {
          if (read !== reading || this.socket !== socket) return;
          this.owner = userId;
          const typed = new Set(this.items.map((p) => p.clientId));
          const kept = (stored ?? []).filter((p) => !typed.has(p.clientId)).map(retried);
          this.commit((list) => [...kept, ...list]);
          void this.flush();
        });
    };
    const onConnect = () => {
      this.commit((list) => list.map(retried));
      void this.flush();
    };
    socket.on('connect', onConnect);
    const unfollow = subscribeAuth(follow);
    follow();
    return () => {
      unfollow();
      socket.off('connect', onConnect);
      if (this.socket !== socket) return;
      this.socket = null;
      // Kept on the device (or forgotten there on sign-out); the next person starts empty.
      this.reader = undefined;
      this.owner = undefined;
      this.commit(() => NONE);
    };
  }

  private commit(change: (items: readonly PendingMessage[]) => readonly PendingMessage[]) {
    this.items = change(this.items);
    for (const listener of [...this.listeners]) listener();
    const owner = this.owner;
    if (owner === undefined) return;
    const items = this.items;
    void deviceStore().then(({ writeOffline }) => writeOffline('outbox', owner, items));
  }

  private update(clientId: string, patch: Partial<PendingMessage>) {
    this.commit((list) => list.map((p) => (p.clientId === clientId ? { ...p, ...patch } : p)));
  }

  private delivered(message: ChatMessage) {
    if (this.receivers.size) {
      for (const receiver of [...this.receivers]) receiver(message);
      return;
    }
    // No chat open: its pages fetch the conversation afresh when next opened.
    void loadedQueryClient()?.invalidateQueries({ queryKey: chatKeys.all });
  }

  private async flush() {
    const socket = this.socket;
    if (!socket || this.flushing === socket) return;
    this.flushing = socket;
    try {
      for (;;) {
        const next = this.items.find((p) => p.status === 'waiting');
        if (!next || !socket.connected || this.socket !== socket) return;
        this.update(next.clientId, { status: 'sending' });
        const ack = await socket.sendMessage(
          { conversationId: next.conversationId, body: next.content, clientId: next.clientId },
          ACK_TIMEOUT_MS,
        );
        if (this.socket !== socket) return;
        if (ack.ok) {
          this.commit((list) => list.filter((p) => p.clientId !== next.clientId));
          this.delivered(ack.message);
        } else if (isFinalRefusal(ack.status)) {
          this.update(next.clientId, { status: 'refused', error: ack.error });
        } else {
          // Kept, and what follows waits behind it: the order is the order they were written.
          this.update(next.clientId, { status: 'failed', error: ack.error });
          return;
        }
      }
    } finally {
      if (this.flushing === socket) this.flushing = null;
    }
  }
}

/** The app's one outbox (one socket, one sender: a message is never sent twice at once). */
export const outbox = new Outbox();
