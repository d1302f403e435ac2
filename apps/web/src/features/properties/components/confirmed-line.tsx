import { daysSinceConfirmed, middayInIndia, type PropertyStatus } from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTodayInIndia } from '@/lib/today';

/**
 * The words of the shared `availabilityLine`, in the language shown: "Available — confirmed 3
 * days ago", or "Confirmed 3 days ago" for a room free only from a later date (YYYY-MM-DD).
 */
export function confirmedText(
  t: TFunction<'rooms'>,
  confirmedAt: string,
  today: string,
  availableFrom?: string,
): string {
  const days = daysSinceConfirmed(confirmedAt, middayInIndia(today));
  if (availableFrom && availableFrom > today) {
    if (days === 0) return t('confirmed.today');
    if (days === 1) return t('confirmed.yesterday');
    return t('confirmed.daysAgo', { count: days });
  }
  if (days === 0) return t('confirmed.availableToday');
  if (days === 1) return t('confirmed.availableYesterday');
  return t('confirmed.availableDaysAgo', { count: days });
}

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
  const { t } = useTranslation('rooms');
  const today = useTodayInIndia();
  if (status !== 'ACTIVE') return null;
  return (
    <p className={`flex items-center gap-1 text-sm text-emerald-800 ${className}`}>
      <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
      <time dateTime={confirmedAt}>{confirmedText(t, confirmedAt, today, availableFrom)}</time>
    </p>
  );
}
