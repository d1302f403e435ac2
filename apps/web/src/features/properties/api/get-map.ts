import type { PropertyMapParams, PropertyMapResponse } from '@roomsetu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/properties/map: every match in the box as points, or clusters past 2,000. */
export function getPropertyMap(
  params: PropertyMapParams,
  signal?: AbortSignal,
): Promise<PropertyMapResponse> {
  return api.get<PropertyMapResponse>('/properties/map', { query: params, signal });
}

export const propertyMapQueryOptions = (params: PropertyMapParams) =>
  queryOptions({
    queryKey: ['properties', 'map', params],
    queryFn: ({ signal }) => getPropertyMap(params, signal),
    staleTime: 60_000,
  });

/** `params` null (the map has no view yet) asks for nothing; panning keeps the last pins shown. */
export function usePropertyMap(params: PropertyMapParams | null) {
  return useQuery({
    ...propertyMapQueryOptions(params ?? { zoom: 0 }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
