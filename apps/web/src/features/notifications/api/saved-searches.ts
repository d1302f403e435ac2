import type { SavedSearch, SavedSearchFrequency } from '@roomsetu/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SearchFiltersInput } from '../utils/search-filters';

export const savedSearchesKey = ['saved-searches'] as const;

export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => api.get<SavedSearch[]>('/saved-searches', { signal }),
  });
}

export interface SaveSearchInput {
  name: string;
  filters: SearchFiltersInput;
  frequency: SavedSearchFrequency;
}

/** Every change answers with the list's new state: the cached list is simply reloaded. */
function useSavedSearchMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export const useCreateSavedSearch = () =>
  useSavedSearchMutation((input: SaveSearchInput) =>
    api.post<SavedSearch>('/saved-searches', input),
  );

export const useUpdateSavedSearch = () =>
  useSavedSearchMutation(
    ({ id, ...patch }: { id: number; name?: string; frequency?: SavedSearchFrequency }) =>
      api.patch<SavedSearch>(`/saved-searches/${id}`, patch),
  );

export const useDeleteSavedSearch = () =>
  useSavedSearchMutation((id: number) => api.delete<unknown>(`/saved-searches/${id}`));

export const useMarkSavedSearchSeen = () =>
  useSavedSearchMutation((id: number) => api.post<unknown>(`/saved-searches/${id}/seen`));
