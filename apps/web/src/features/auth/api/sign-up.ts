import type { SignUpInput } from '@roomsetu/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The new, still unverified account; a code has been mailed to `email`. */
export interface SignedUp {
  id: number;
  email: string;
}

export function signUp(input: SignUpInput): Promise<SignedUp> {
  return api.post<SignedUp>('/auth/signup', input);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
