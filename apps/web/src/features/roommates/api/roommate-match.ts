import {
  type CompatibilityResult,
  type HiddenRoommate,
  type RoommateInterestState,
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

const HIDDEN_KEY = ['roommates', 'hidden'] as const;

/** Hide someone from my results (or show them again); the list and Settings follow at once. */
function useSetHidden(hidden: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      hidden
        ? api.post<{ hidden: boolean }>(`/roommates/${id}/hide`)
        : api.delete<{ hidden: boolean }>(`/roommates/${id}/hide`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['roommates', 'list'] });
      void client.invalidateQueries({ queryKey: HIDDEN_KEY });
    },
  });
}

export const useHide = () => useSetHidden(true);
export const useUnhide = () => useSetHidden(false);

/** GET /api/roommates/hidden: the people I hid, newest first (Settings). */
export function useHiddenRoommates() {
  return useQuery({
    queryKey: HIDDEN_KEY,
    queryFn: ({ signal }) => api.get<HiddenRoommate[]>('/roommates/hidden', { signal }),
  });
}
