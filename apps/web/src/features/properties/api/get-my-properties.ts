import type { PropertyCard } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RoomCardProperty } from './get-properties';

export type MyProperty = RoomCardProperty & Pick<PropertyCard, 'createdAt' | 'reviewReason'>;

/** GET /api/users/self-property: the caller's listings, any status but deleted. */
export async function getMyProperties(signal?: AbortSignal): Promise<MyProperty[]> {
  const data = await api.get<MyProperty[]>('/users/self-property', { signal });
  return Array.isArray(data) ? data : [];
}

export const myPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: ['properties', 'mine'],
    queryFn: ({ signal }) => getMyProperties(signal),
  });

export function useMyProperties(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myPropertiesQueryOptions(), ...options });
}
