import type { VerifyEmailInput } from '@roomsetu/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** 400 wrong or used code, 410 expired, 404 unknown account. */
export async function verifyEmail(input: VerifyEmailInput): Promise<void> {
  await api.post<null>('/auth/verify-email', input);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
