import type { ChatMessage } from '@roomsetu/shared';
import { useCallback, useMemo, useState } from 'react';
import { useConversation } from '../api/get-conversation';
import { mergeMessages, newClientId, visiblePending, type PendingMessage } from '../lib/messages';
import type { AppSocket } from '@/lib/socket/socket';

/** How long a send waits for the server's ack before it is shown as failed (with retry). */
export const ACK_TIMEOUT_MS = 10_000;

interface Options {
  socket: AppSocket | null;
  /** The server stored one of our messages (to move its conversation to the top). */
  onDelivered?: (message: ChatMessage) => void;
}

/**
 * The open conversation's messages: the pages loaded over HTTP, the ones that arrived live
 * (kept apart so a reload that started earlier cannot drop them) and the ones still on their way.
 */
export function useConversationMessages(conversationId: number | null, options: Options) {
  const { socket, onDelivered } = options;
  const query = useConversation(conversationId);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const messages = useMemo(() => {
    const fetched = query.data ? [...query.data.pages].reverse().flatMap((p) => p.messages) : [];
    return mergeMessages(
      fetched,
      live.filter((m) => m.conversationId === conversationId),
    );
  }, [query.data, live, conversationId]);

  const unsent = useMemo(
    () => visiblePending(pending, messages, conversationId),
    [pending, messages, conversationId],
  );

  const receive = useCallback((message: ChatMessage) => {
    setLive((prev) => (prev.some((m) => m.id === message.id) ? prev : [...prev, message]));
  }, []);

  const deliver = useCallback(
    async (item: PendingMessage) => {
      const ack = socket
        ? await socket.sendMessage(
            { conversationId: item.conversationId, body: item.content, clientId: item.clientId },
            ACK_TIMEOUT_MS,
          )
        : { ok: false as const, error: 'Not connected' };
      if (ack.ok) {
        receive(ack.message);
        setPending((prev) => prev.filter((p) => p.clientId !== item.clientId));
        onDelivered?.(ack.message);
      } else {
        setPending((prev) =>
          prev.map((p) =>
            p.clientId === item.clientId ? { ...p, status: 'failed', error: ack.error } : p,
          ),
        );
      }
    },
    [socket, receive, onDelivered],
  );

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content || conversationId === null) return;
      const item: PendingMessage = {
        clientId: newClientId(),
        conversationId,
        content,
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      setPending((prev) => [...prev, item]);
      void deliver(item);
    },
    [conversationId, deliver],
  );

  /** Sends again with the same clientId, so a message that did reach the server is stored once. */
  const retry = useCallback(
    (clientId: string) => {
      const item = pending.find((p) => p.clientId === clientId);
      if (!item) return;
      const again: PendingMessage = { ...item, status: 'sending', error: undefined };
      setPending((prev) => prev.map((p) => (p.clientId === clientId ? again : p)));
      void deliver(again);
    },
    [pending, deliver],
  );

  return { query, messages, pending: unsent, receive, send, retry };
}
