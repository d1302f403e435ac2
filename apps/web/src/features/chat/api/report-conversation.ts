import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/messages/conversations/:id/report: a note to the RoomSetu team. */
export function reportConversation(input: { conversationId: number; message: string }) {
  return api.post<{ id: number }>(`/messages/conversations/${input.conversationId}/report`, {
    message: input.message,
  });
}

export function useReportConversation() {
  return useMutation({ mutationFn: reportConversation });
}
