import { MESSAGES, type ContactInput, type ContactType } from '@roomsetu/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/** What POST /api/users-public/send-message answers (201). */
export interface ContactReceipt {
  id: number;
  type: ContactType;
  createdAt: string;
}

export async function sendMessage(input: ContactInput) {
  const result = await apiRequest<ContactReceipt>('/users-public/send-message', {
    method: 'POST',
    body: input,
  });
  return { ...result.data, message: result.message };
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}

/**
 * The text a failed send shows: the server's own words when it refused the input or the rate
 * (4xx), otherwise the spec's advice to try another way of reaching us (MESSAGES.contactFailed,
 * which the form shows in the reader's language).
 */
export function sendFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return MESSAGES.contactFailed;
}
