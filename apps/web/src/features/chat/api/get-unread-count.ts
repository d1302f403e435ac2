import type { UnreadCount } from '@roomsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from '@/lib/chat-query-keys';

/** How many conversations have a message the caller has not read. */
export function useUnreadConversations(enabled = true) {
  return useQuery({
    queryKey: chatKeys.unreadCount(),
    queryFn: ({ signal }) => api.get<UnreadCount>('/messages/unread-count', { signal }),
    enabled,
  });
}
