import type { SendVerificationTokenInput } from '@roomsetu/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Forgot password, step 1: mails a reset code (same answer for unknown e-mails). */
export async function sendVerificationToken(input: SendVerificationTokenInput): Promise<void> {
  await api.post<null>('/auth/send-verification-token', input);
}

export function useSendVerificationToken() {
  return useMutation({ mutationFn: sendVerificationToken });
}
