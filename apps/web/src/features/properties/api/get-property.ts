import type { Property } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/properties/:id: a live listing, or any of the caller's own. */
export function getProperty(id: number, signal?: AbortSignal): Promise<Property> {
  return api.get<Property>(`/properties/${id}`, { signal });
}

export const propertyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['properties', 'detail', id],
    queryFn: ({ signal }) => getProperty(id, signal),
  });

/** `id` null (no or a malformed ?id=) asks for nothing. */
export function useProperty(id: number | null) {
  return useQuery({ ...propertyQueryOptions(id ?? 0), enabled: id !== null });
}
