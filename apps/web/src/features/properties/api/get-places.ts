import type { City, PlaceSuggestion } from '@roomsetu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export function usePlaces(q: string, city: City | undefined) {
  const text = q.trim();
  return useQuery({
    queryKey: ['places', text.toLowerCase(), city ?? null],
    queryFn: ({ signal }) => getPlaces(text, city, signal),
    enabled: text.length >= MIN_PLACE_QUERY,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
