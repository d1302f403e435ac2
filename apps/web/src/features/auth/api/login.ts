import type { LoginResponse, SignInInput } from '@roomsetu/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serverLogoutSettled } from '@/lib/auth';

/** 401 wrong e-mail or password, 403 e-mail not verified, 429 too many attempts. */
export async function login(input: SignInInput): Promise<LoginResponse> {
  // A logout still in flight would clear the refresh cookie this login is about to set.
  await serverLogoutSettled();
  return api.post<LoginResponse>('/auth/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
