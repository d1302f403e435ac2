import type { ResetPasswordInput } from '@roomsetu/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Forgot password, step 2: sets the new password with the mailed code. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.post<null>('/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
