import type { ChatMessage } from '@roomsetu/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppSocket } from '@/lib/socket/socket';
import { newClientId } from '@/lib/client-id';
import { isFinalRefusal, type PendingMessage } from '../lib/messages';

/** How long a send waits for the server's ack before it is shown as failed (with retry). */
export const ACK_TIMEOUT_MS = 10_000;

interface Options {
  userId: number | undefined;
  socket: AppSocket | null;
  /** The socket is connected now: what waits is sent. */
  connected: boolean;
  /** The server stored one of our messages (its ack carries the stored message). */
  onDelivered: (message: ChatMessage) => void;
}

// The device store (IndexedDB) arrives after the page has drawn: the outbox matters once typed in.
const deviceStore = () => import('@/lib/offline/offline-store');
const save = (userId: number, items: PendingMessage[]) =>
  void deviceStore().then(({ writeOffline }) => writeOffline('outbox', userId, items));

const retried = (p: PendingMessage): PendingMessage =>
  p.status === 'failed' || p.status === 'sending'
    ? { ...p, status: 'waiting', error: undefined }
    : p;

/**
 * The messages typed here that the server has not stored yet, every conversation's, kept on the
 * device per user so that one written offline survives a reload. They go one at a time, in the
 * order they were written, each with its clientId (the server stores a resend of the same id
 * once and answers with the stored message), the next once the previous is acknowledged.
 */
export function useOutbox({ userId, socket, connected, onDelivered }: Options) {
  const [items, setItems] = useState<PendingMessage[]>([]);
  const current = useRef<PendingMessage[]>([]);
  const loaded = useRef(false);
  const flushing = useRef(false);
  const delivered = useRef(onDelivered);
  delivered.current = onDelivered;

  const commit = useCallback(
    (change: (items: PendingMessage[]) => PendingMessage[]) => {
      current.current = change(current.current);
      setItems(current.current);
      if (userId !== undefined && loaded.current) save(userId, current.current);
    },
    [userId],
  );
  const update = useCallback(
    (clientId: string, patch: Partial<PendingMessage>) =>
      commit((list) => list.map((p) => (p.clientId === clientId ? { ...p, ...patch } : p))),
    [commit],
  );

  const flush = useCallback(async () => {
    if (flushing.current || !socket) return;
    flushing.current = true;
    try {
      for (;;) {
        const next = current.current.find((p) => p.status === 'waiting');
        if (!next || !socket.connected) return;
        update(next.clientId, { status: 'sending' });
        const ack = await socket.sendMessage(
          { conversationId: next.conversationId, body: next.content, clientId: next.clientId },
          ACK_TIMEOUT_MS,
        );
        if (ack.ok) {
          commit((list) => list.filter((p) => p.clientId !== next.clientId));
          delivered.current(ack.message);
        } else if (isFinalRefusal(ack.status)) {
          update(next.clientId, { status: 'refused', error: ack.error });
        } else {
          // Kept, and what follows waits behind it: the order is the order they were written.
          update(next.clientId, { status: 'failed', error: ack.error });
          return;
        }
      }
    } finally {
      flushing.current = false;
    }
  }, [socket, update, commit]);

  // What this user left waiting on the device (a reload, a visit offline) joins the queue first.
  useEffect(() => {
    if (userId === undefined) return;
    let cancelled = false;
    loaded.current = false;
    const reading = deviceStore().then(({ readOffline }) =>
      readOffline<PendingMessage[]>('outbox', userId),
    );
    void reading.then((stored) => {
      if (cancelled) return;
      loaded.current = true;
      const typed = new Set(current.current.map((p) => p.clientId));
      const kept = (stored ?? []).filter((p) => !typed.has(p.clientId)).map(retried);
      commit((list) => [...kept, ...list]);
      if (connected) void flush();
    });
    return () => {
      cancelled = true;
    };
    // Read once per user; the flush after a connection is the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  // Every (re)connection sends again what failed for now, in order.
  useEffect(() => {
    if (!connected) return;
    commit((list) => list.map(retried));
    void flush();
  }, [connected, commit, flush]);

  const add = useCallback(
    (conversationId: number, content: string) => {
      const item: PendingMessage = {
        clientId: newClientId(),
        conversationId,
        content,
        createdAt: new Date().toISOString(),
        status: 'waiting',
      };
      // A new message goes after the ones that failed for now: they are tried again first.
      commit((list) => [...list.map(retried), item]);
      void flush();
    },
    [commit, flush],
  );

  /** Sends again with the same clientId, so a message that did reach the server is stored once. */
  const retry = useCallback(
    (clientId: string) => {
      if (!current.current.some((p) => p.clientId === clientId)) return;
      commit((list) => list.map(retried));
      void flush();
    },
    [commit, flush],
  );

  /** Drops a refused message from the device; nothing is sent. */
  const discard = useCallback(
    (clientId: string) => commit((list) => list.filter((p) => p.clientId !== clientId)),
    [commit],
  );

  return { items, add, retry, discard };
}
