import type { ChatMessage, UnreadCount } from '@roomsetu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ConversationListItem } from '../api/get-conversations';
import { chatKeys } from '@/lib/chat-query-keys';
import { bumpConversation, markConversationRead } from '../lib/conversation';

/** Keeps the cached conversation list in step with the socket. */
export function useLiveConversations(meId: number | undefined, activeId: number | null) {
  const queryClient = useQueryClient();

  const bump = useCallback(
    (message: ChatMessage) => {
      const key = chatKeys.conversations();
      const list = queryClient.getQueryData<ConversationListItem[]>(key);
      const next = list ? bumpConversation(list, message, { meId, activeId }) : null;
      if (next) queryClient.setQueryData(key, next);
      // A new conversation, or a reload already under way that may predate this message: ask
      // again (the message is committed before it is announced, so the answer includes it).
      if (!next || queryClient.isFetching({ queryKey: key }) > 0) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    [queryClient, meId, activeId],
  );

  const markRead = useCallback(
    (id: number) => {
      const list = queryClient.getQueryData<ConversationListItem[]>(chatKeys.conversations());
      if (list?.find((c) => c.id === id)?.unread) {
        // The header's count drops with the list; the server's answer follows.
        queryClient.setQueryData<UnreadCount>(chatKeys.unreadCount(), (c) =>
          c ? { count: Math.max(0, c.count - 1) } : c,
        );
      }
      if (list) queryClient.setQueryData(chatKeys.conversations(), markConversationRead(list, id));
    },
    [queryClient],
  );

  /** The server stored a read: the header's count of unread conversations asks again. */
  const readStored = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount() }),
    [queryClient],
  );

  /** After a (re)connection: whatever was sent while we were away comes in over HTTP. */
  const reloadAll = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    if (activeId !== null) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(activeId) });
    }
  }, [queryClient, activeId]);

  return { bump, markRead, readStored, reloadAll };
}
