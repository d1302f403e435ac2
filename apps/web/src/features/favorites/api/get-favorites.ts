import type { Favorite, FavoriteType } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { offlineReadable } from '@/lib/offline/offline-readable';

/** Every favorites query starts with this key, so one invalidation reloads them all. */
export const favoritesKey = ['favorites'] as const;

export async function getFavorites(signal?: AbortSignal): Promise<Favorite[]> {
  const data = await api.get<Favorite[]>('/favorite', { signal });
  return Array.isArray(data) ? data : [];
}

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: [...favoritesKey, 'list'],
    queryFn: ({ signal }) => getFavorites(signal),
    ...offlineReadable,
  });

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}

/** The caller's favorite for one property or conversation, or null. */
export const getFavorite = (type: FavoriteType, id: number, signal?: AbortSignal) =>
  api.get<Favorite | null>(`/favorite/one/${type}/${id}`, { signal });

export const favoriteQueryOptions = (type: FavoriteType, id: number) =>
  queryOptions({
    queryKey: [...favoritesKey, 'one', type, id],
    queryFn: async ({ signal }) => (await getFavorite(type, id, signal)) ?? null,
  });

export function useFavorite(type: FavoriteType, id: number, enabled: boolean) {
  return useQuery({ ...favoriteQueryOptions(type, id), enabled });
}
