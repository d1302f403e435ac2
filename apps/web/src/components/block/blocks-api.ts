import type { BlockedUser, BlockState } from '@roomsetu/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { ApiError, api } from '@/lib/api-client';

export const blockKeys = { all: ['blocks'] as const };

/** GET /api/blocks: the people I blocked. */
export const getBlocked = () => api.get<BlockedUser[]>('/blocks');

export const blockedQueryOptions = () =>
  queryOptions({ queryKey: blockKeys.all, queryFn: getBlocked });

export function useBlocked(enabled = true) {
  return useQuery({ ...blockedQueryOptions(), enabled });
}

/** POST or DELETE /api/blocks/{userId}. */
export const setBlocked = (userId: number, blocked: boolean) =>
  blocked ? api.post<BlockState>(`/blocks/${userId}`) : api.delete<BlockState>(`/blocks/${userId}`);

export interface BlockChange {
  userId: number;
  blocked: boolean;
  /** Named in the confirmation toast. */
  name?: string;
}

/**
 * Blocks or unblocks someone. Everything may look different afterwards (results, searches, the
 * chat), so every query is refreshed, not only the list of blocked people.
 */
export function useSetBlocked() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: BlockChange) => setBlocked(userId, blocked),
    onSuccess: (state, { name }) => {
      void queryClient.invalidateQueries();
      const who = name || t('block.thisPersonStart');
      toast.success(t(state.blocked ? 'block.blocked' : 'block.unblocked', { name: who }));
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status !== 0 && error.message
          ? error.message
          : t('block.failed'),
      ),
  });
}
