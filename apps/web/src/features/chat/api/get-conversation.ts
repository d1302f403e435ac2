import { CONVERSATION_PAGE_SIZE, type Conversation } from '@roomsetu/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatParticipant } from './get-conversations';
import { chatKeys } from '@/lib/chat-query-keys';
import { offlineReadable } from '@/lib/offline/offline-readable';

/** GET /api/messages/conversations/:id: one page of messages, oldest first. */
export interface ConversationPage extends Omit<Conversation, 'participants' | 'lastMessage'> {
  participants: ChatParticipant[];
}

export function getConversation(
  id: number,
  cursor: number | undefined,
  signal?: AbortSignal,
): Promise<ConversationPage> {
  return api.get<ConversationPage>(`/messages/conversations/${id}`, {
    query: { cursor, limit: CONVERSATION_PAGE_SIZE },
    signal,
  });
}

/** Page 0 is the newest; each next page is older, fetched with the previous page's cursor. */
export const conversationQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ pageParam, signal }) => getConversation(id, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Reopening a conversation reloads it: messages that came while another one was open.
    staleTime: 0,
    ...offlineReadable,
  });

export function useConversation(id: number | null) {
  return useInfiniteQuery({ ...conversationQueryOptions(id ?? 0), enabled: id !== null });
}
