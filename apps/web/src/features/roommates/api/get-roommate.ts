import type { PublicProfile } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RoommateDetails = PublicProfile;

/** GET /api/users/:id/profile (public: never the phone number). */
export function getRoommate(id: number, signal?: AbortSignal): Promise<RoommateDetails> {
  return api.get<RoommateDetails>(`/users/${id}/profile`, { signal });
}

export const roommateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['users', id, 'profile'],
    queryFn: ({ signal }) => getRoommate(id, signal),
  });

export function useRoommate(id: number | null) {
  return useQuery({ ...roommateQueryOptions(id ?? 0), enabled: id !== null });
}
