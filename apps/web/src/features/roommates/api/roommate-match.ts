import {
  type CompatibilityResult,
  type RoommateInterestState,
  type SelfUser,
} from '@roomsetu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/users/:id/compatibility: the breakdown and where the caller stands with them. */
export function useCompatibility(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['users', id, 'compatibility'],
    queryFn: ({ signal }) => api.get<CompatibilityResult>(`/users/${id}/compatibility`, { signal }),
    enabled: enabled && id !== null,
  });
}

/** The signed-in user's own profile, for the "answer N more" nudge (the profile page's key). */
export function useMyProfile(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'self'],
    queryFn: ({ signal }) => api.get<SelfUser>('/users/self', { signal }),
    enabled,
  });
}

/** Interested (or not): the list and the person's breakdown are asked again afterwards. */
export function useInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, interested }: { id: number; interested: boolean }) =>
      interested
        ? api.post<RoommateInterestState>(`/roommates/${id}/interest`)
        : api.delete<RoommateInterestState>(`/roommates/${id}/interest`),
    onSuccess: (_state, { id }) => {
      void client.invalidateQueries({ queryKey: ['roommates', 'list'] });
      void client.invalidateQueries({ queryKey: ['users', id, 'compatibility'] });
    },
  });
}

/** Hide someone from my results; they leave the list at once. */
export function useHide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ hidden: boolean }>(`/roommates/${id}/hide`),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['roommates', 'list'] }),
  });
}
