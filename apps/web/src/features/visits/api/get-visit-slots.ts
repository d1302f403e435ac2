import type { VisitSlots } from '@roomsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { visitKeys } from './visit-keys';

/** GET /api/properties/:id/visit-slots: free starts inside the owner's hours (none without hours). */
export function useVisitSlots(propertyId: number, from: string, to: string, minutes: number) {
  return useQuery({
    queryKey: visitKeys.slots(propertyId, from, to, minutes),
    queryFn: ({ signal }) =>
      api.get<VisitSlots>(`/properties/${propertyId}/visit-slots`, {
        query: { from, to, durationMinutes: minutes },
        signal,
      }),
  });
}
