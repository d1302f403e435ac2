import type { SignUpInput } from '@roomsetu/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountLanguage } from '@/lib/i18n';

/** The new, still unverified account; a code has been mailed to `email`. */
export interface SignedUp {
  id: number;
  email: string;
}

/** The account starts in the language chosen here, else the browser's (lib/i18n). */
export function signUp(input: SignUpInput): Promise<SignedUp> {
  return api.post<SignedUp>('/auth/signup', { ...input, preferredLanguage: accountLanguage() });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
