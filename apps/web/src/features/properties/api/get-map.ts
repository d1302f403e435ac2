import type { PropertyMapParams, PropertyMapResponse } from '@roomsetu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/properties/map: every match in the box as points, or clusters past 2,000. */
export function getPropertyMap(
  params: PropertyMapParams,
  signal?: AbortSignal,
): Promise<PropertyMapResponse> {
  return api.get<PropertyMapResponse>('/properties/map', { query: params, signal });
}

/** The pins keep showing while the next box loads, so panning never blanks the map. */
export function usePropertyMap(params: PropertyMapParams | null) {
  return useQuery({
    queryKey: ['properties', 'map', params],
    queryFn: ({ signal }) => getPropertyMap(params!, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
