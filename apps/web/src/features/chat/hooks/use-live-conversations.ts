import type { ChatMessage } from '@roomsetu/shared';
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
      queryClient.setQueryData<ConversationListItem[]>(chatKeys.conversations(), (list) =>
        list ? markConversationRead(list, id) : list,
      );
    },
    [queryClient],
  );

  /** After a (re)connection: whatever was sent while we were away comes in over HTTP. */
  const reloadAll = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    if (activeId !== null) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(activeId) });
    }
  }, [queryClient, activeId]);

  return { bump, markRead, reloadAll };
}
