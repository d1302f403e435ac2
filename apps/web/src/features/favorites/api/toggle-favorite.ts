import type { Favorite, FavoriteCreateInput } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { favoritesKey } from './get-favorites';

export const addFavorite = (input: FavoriteCreateInput) => api.post<Favorite>('/favorite', input);
export const removeFavorite = (id: number) => api.delete<{ id: number }>(`/favorite/${id}`);

export type FavoriteChange =
  { action: 'add'; input: FavoriteCreateInput } | { action: 'remove'; id: number };

/** Adds or removes a favorite; afterwards every favorites query is loaded again (spec §4). */
export function useChangeFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: FavoriteChange): Promise<unknown> =>
      change.action === 'add' ? addFavorite(change.input) : removeFavorite(change.id),
    onSettled: () => client.invalidateQueries({ queryKey: favoritesKey }),
  });
}
