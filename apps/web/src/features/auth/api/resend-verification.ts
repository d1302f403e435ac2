import type { ResendVerificationInput } from '@roomsetu/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Mails a new verification code (the answer is the same whether or not the account exists). */
export async function resendVerification(input: ResendVerificationInput): Promise<void> {
  await api.post<null>('/auth/resend-verification', input);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
