import type { Interest } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getInterests(signal?: AbortSignal): Promise<Interest[]> {
  const data = await api.get<Interest[]>('/users-public/interests', { signal });
  return Array.isArray(data) ? data : [];
}

export const interestsQueryOptions = () =>
  queryOptions({
    queryKey: ['users-public', 'interests'],
    queryFn: ({ signal }) => getInterests(signal),
    // The list changes with a release, not during a visit.
    staleTime: Infinity,
  });

export function useInterests() {
  return useQuery(interestsQueryOptions());
}
