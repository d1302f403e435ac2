import type { CheckDuplicateInput, CheckDuplicateResponse } from '@roomsetu/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sign-up step 1: answers 409 with the server's text when the e-mail or phone is taken. */
export function checkDuplicate(input: CheckDuplicateInput): Promise<CheckDuplicateResponse> {
  return api.post<CheckDuplicateResponse>('/auth/check-duplicate', input);
}

export function useCheckDuplicate() {
  return useMutation({ mutationFn: checkDuplicate });
}
