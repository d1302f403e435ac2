import type { VisitHours } from '@roomsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { visitKeys } from './visit-keys';

/** GET /api/properties/:id/visit-hours (an empty week when the owner set none). */
export function useVisitHours(propertyId: number, enabled = true) {
  return useQuery({
    queryKey: visitKeys.hours(propertyId),
    queryFn: ({ signal }) =>
      api.get<VisitHours>(`/properties/${propertyId}/visit-hours`, { signal }),
    enabled,
  });
}
