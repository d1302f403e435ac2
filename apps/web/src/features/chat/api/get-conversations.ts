import type {
  ConversationParticipant,
  ConversationSummary,
  ConversationUser,
} from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from '@/lib/chat-query-keys';
import { offlineReadable } from '@/lib/offline/offline-readable';

export type ChatUser = ConversationUser;
export type ChatParticipant = ConversationParticipant;
/** One row of GET /api/messages/conversations (newest activity first). */
export type ConversationListItem = ConversationSummary;

export async function getConversations(signal?: AbortSignal): Promise<ConversationListItem[]> {
  const data = await api.get<ConversationListItem[]>('/messages/conversations', { signal });
  return Array.isArray(data) ? data : [];
}

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.conversations(),
    queryFn: ({ signal }) => getConversations(signal),
    // Kept live by the socket; any page that opens reloads it.
    staleTime: 0,
    ...offlineReadable,
  });

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
