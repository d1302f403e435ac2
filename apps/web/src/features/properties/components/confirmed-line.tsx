import { availabilityLine, middayInIndia, type PropertyStatus } from '@roomsetu/shared';
import { CalendarCheck } from 'lucide-react';
import { useTodayInIndia } from '@/lib/today';

/**
 * "Available — confirmed 3 days ago": when the owner last said the room is free. Only a live
 * listing says it; a paused or let-agreed one has its own notice.
 */
export function ConfirmedLine({
  confirmedAt,
  availableFrom,
  status,
  className = '',
}: {
  confirmedAt: string;
  /** YYYY-MM-DD; a later date drops "Available" from the line. */
  availableFrom: string;
  status: PropertyStatus;
  className?: string;
}) {
  const today = useTodayInIndia();
  if (status !== 'ACTIVE') return null;
  return (
    <p className={`flex items-center gap-1 text-sm text-emerald-800 ${className}`}>
      <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
      <time dateTime={confirmedAt}>
        {availabilityLine(confirmedAt, middayInIndia(today), availableFrom)}
      </time>
    </p>
  );
}
