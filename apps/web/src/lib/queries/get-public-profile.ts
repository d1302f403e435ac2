import type { RoommateProfileAnswer } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The roommate page and the chat's 'View Full Profile' share it: one fetch serves both. */
export const publicProfileQueryKey = (id: number) => ['users', id, 'profile'] as const;

/**
 * GET /api/users/:id/profile: the full public profile (never the e-mail or the phone number) for
 * a verified account, a preview (first name and initial, bands, city) for the others.
 */
export function getPublicProfile(id: number, signal?: AbortSignal): Promise<RoommateProfileAnswer> {
  return api.get<RoommateProfileAnswer>(`/users/${id}/profile`, { signal });
}

export const publicProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: publicProfileQueryKey(id),
    queryFn: ({ signal }) => getPublicProfile(id, signal),
  });

/** Asks nothing until there is an id (and `enabled`, for a profile behind a closed dialog). */
export function usePublicProfile(id: number | null, enabled = true) {
  return useQuery({ ...publicProfileQueryOptions(id ?? 0), enabled: enabled && id !== null });
}
