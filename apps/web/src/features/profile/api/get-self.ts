import type { SelfUser } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The parts of GET /users/self the Profile tab reads. */
export type SelfProfile = Pick<
  SelfUser,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'role'
  | 'isEmailVerified'
  | 'isPhoneVerified'
  | 'verifications'
  | 'idStatus'
  | 'idRejectionReason'
  | 'profile'
>;

export const selfQueryKey = ['users', 'self'] as const;

export function getSelf(signal?: AbortSignal): Promise<SelfProfile> {
  return api.get<SelfProfile>('/users/self', { signal });
}

export const selfQueryOptions = () =>
  queryOptions({ queryKey: selfQueryKey, queryFn: ({ signal }) => getSelf(signal) });

export function useSelf() {
  return useQuery(selfQueryOptions());
}
