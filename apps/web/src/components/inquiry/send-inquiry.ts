import {
  REDIRECT_AFTER_INQUIRY_MS,
  type InquiryInput,
  type InquiryResponse,
} from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError, api, isNetworkError, isOffline } from '@/lib/api-client';
import { chatKeys } from '@/lib/chat-query-keys';
import { newClientId } from '@/lib/client-id';

/** POST /api/messages/conversations-inquiry: finds or opens the conversation and stores the text. */
export function sendInquiry(input: InquiryInput): Promise<InquiryResponse> {
  return api.post<InquiryResponse>('/messages/conversations-inquiry', input);
}

/**
 * The server's own words when it gave any, else the spec's fallback; offline, that it is. `t`
 * reads the `common` and `messages` catalogs.
 */
export function inquiryErrorText(error: unknown, t: TFunction<['common', 'messages']>): string {
  if (isNetworkError(error) && isOffline()) return t('common:offline.action');
  return error instanceof ApiError && error.status !== 0 && error.message
    ? error.message
    : t('messages:inquiryFailed');
}

/**
 * Sends an inquiry; on success says so and opens the conversation after 1 s (spec §4), on
 * failure shows the server's error or 'Failed to send message'. Empty text is still sent, so
 * the server's 'message is required' is what the user reads (spec §5).
 */
export function useSendInquiry() {
  const { t } = useTranslation(['common', 'messages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The same inquiry sent again after its answer was lost keeps its id: the server stores it once.
  const attempt = useRef<{ input: string; clientId: string } | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useMutation({
    mutationFn: (input: InquiryInput) => {
      const key = JSON.stringify(input);
      if (attempt.current?.input !== key) attempt.current = { input: key, clientId: newClientId() };
      return sendInquiry({ ...input, clientId: attempt.current.clientId });
    },
    onSuccess: (data) => {
      attempt.current = null;
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      toast.success(t('messages:inquirySent'));
      const id = data.conversation.id;
      timer.current = setTimeout(
        () => void navigate(`${paths.chat(id)}`),
        REDIRECT_AFTER_INQUIRY_MS,
      );
    },
    onError: (error) => toast.error(inquiryErrorText(error, t)),
  });
}
