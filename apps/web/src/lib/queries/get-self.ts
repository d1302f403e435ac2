import type { SelfUser } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Every reader of the signed-in user's own record shares this key, so a profile update or an
 * ID request refreshes them all at once.
 */
export const selfQueryKey = ['users', 'self'] as const;

/** GET /api/users/self; PATCH /api/auth/user-profile answers the same shape. */
export function getSelf(signal?: AbortSignal): Promise<SelfUser> {
  return api.get<SelfUser>('/users/self', { signal });
}

export const selfQueryOptions = () =>
  queryOptions({ queryKey: selfQueryKey, queryFn: ({ signal }) => getSelf(signal) });

/** Readers that need only part of it spread `selfQueryOptions()` with a `select`. */
export function useSelf() {
  return useQuery(selfQueryOptions());
}
