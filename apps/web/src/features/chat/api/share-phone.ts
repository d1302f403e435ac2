import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, ApiError } from '@/lib/api-client';
import { chatKeys } from '@/lib/chat-query-keys';
import { i18n } from '@/lib/i18n';

/** POST /api/messages/conversations/:id/share-phone: the other participant sees the number. */
export function sharePhone(conversationId: number) {
  return api.post<{ conversationId: number; sharedAt: string }>(
    `/messages/conversations/${conversationId}/share-phone`,
  );
}

export function useSharePhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sharePhone,
    onSuccess: (_saved, id) => {
      toast.success(i18n.t('chat:sharePhone.shared'));
      void client.invalidateQueries({ queryKey: chatKeys.conversation(id) });
      void client.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : i18n.t('chat:sharePhone.failed')),
  });
}
