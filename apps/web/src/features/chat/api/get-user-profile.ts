import type { PublicProfile } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from '@/lib/chat-query-keys';

export type UserProfile = PublicProfile;

/** GET /api/users/:id/profile: the public profile (never the phone number). */
export function getUserProfile(id: number, signal?: AbortSignal): Promise<UserProfile> {
  return api.get<UserProfile>(`/users/${id}/profile`, { signal });
}

export const userProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: chatKeys.profile(id),
    queryFn: ({ signal }) => getUserProfile(id, signal),
  });

export function useUserProfile(id: number, enabled = true) {
  return useQuery({ ...userProfileQueryOptions(id), enabled });
}
