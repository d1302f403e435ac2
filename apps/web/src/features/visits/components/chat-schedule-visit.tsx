import type { Property } from '@roomsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { buttonClasses } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { ScheduleVisitButton } from './schedule-visit-button';

/**
 * "Schedule a visit" in the chat header, for the listing the conversation is about: shown to the
 * person who is not its owner while the listing takes visits.
 */
export function ChatScheduleVisit({ propertyId, meId }: { propertyId: number; meId: number }) {
  const { data } = useQuery({
    queryKey: ['properties', 'detail', propertyId],
    queryFn: ({ signal }) => api.get<Property>(`/properties/${propertyId}`, { signal }),
    staleTime: 60_000,
  });
  if (!data || data.status !== 'ACTIVE' || data.owner?.id === meId) return null;
  return (
    <ScheduleVisitButton
      propertyId={propertyId}
      title={data.title}
      className={buttonClasses('secondary', 'sm')}
    />
  );
}
