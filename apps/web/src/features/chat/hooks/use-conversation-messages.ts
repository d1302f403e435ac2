import type { ChatMessage } from '@roomsetu/shared';
import { useCallback, useMemo, useState } from 'react';
import { useConversation } from '../api/get-conversation';
import { mergeMessages, visiblePending } from '../lib/messages';
import { useOutbox } from './use-outbox';

interface Options {
  /** The server stored one of our messages (to move its conversation to the top). */
  onDelivered?: (message: ChatMessage) => void;
}

/**
 * The open conversation's messages: the pages loaded over HTTP, the ones that arrived live
 * (kept apart so a reload that started earlier cannot drop them) and the ones still on their way.
 */
export function useConversationMessages(
  conversationId: number | null,
  { onDelivered }: Options = {},
) {
  const query = useConversation(conversationId);
  const [live, setLive] = useState<ChatMessage[]>([]);

  const messages = useMemo(() => {
    const fetched = query.data ? [...query.data.pages].reverse().flatMap((p) => p.messages) : [];
    return mergeMessages(
      fetched,
      live.filter((m) => m.conversationId === conversationId),
    );
  }, [query.data, live, conversationId]);

  const receive = useCallback((message: ChatMessage) => {
    setLive((prev) => (prev.some((m) => m.id === message.id) ? prev : [...prev, message]));
  }, []);

  const outbox = useOutbox((message) => {
    receive(message);
    onDelivered?.(message);
  });

  const unsent = useMemo(
    () => visiblePending(outbox.items, messages, conversationId),
    [outbox.items, messages, conversationId],
  );

  const { add } = outbox;
  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content || conversationId === null) return;
      add(conversationId, content);
    },
    [conversationId, add],
  );

  return {
    query,
    messages,
    pending: unsent,
    receive,
    send,
    retry: outbox.retry,
    discard: outbox.discard,
  };
}
