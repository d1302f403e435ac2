import type { City, PlaceSuggestion } from '@roomsetu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The API answers from two characters on. */
export const MIN_PLACE_QUERY = 2;

/** GET /api/places: landmarks and localities for the "Near" box. */
export function getPlaces(
  q: string,
  city: City | undefined,
  signal?: AbortSignal,
): Promise<PlaceSuggestion[]> {
  return api.get<PlaceSuggestion[]>('/places', { query: { q, city }, signal });
}

export const placesQueryOptions = (q: string, city: City | undefined) =>
  queryOptions({
    queryKey: ['places', q.trim().toLowerCase(), city ?? null],
    queryFn: ({ signal }) => getPlaces(q.trim(), city, signal),
    staleTime: 5 * 60_000,
  });

/** Suggestions for `q` once it is long enough; the last ones stay while the next load. */
export function usePlaces(q: string, city: City | undefined) {
  return useQuery({
    ...placesQueryOptions(q, city),
    enabled: q.trim().length >= MIN_PLACE_QUERY,
    placeholderData: keepPreviousData,
  });
}
