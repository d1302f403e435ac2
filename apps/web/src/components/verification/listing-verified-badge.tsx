import { formatDayMonth, LISTING_CHECKLIST_ITEMS } from '@roomsetu/shared';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

/** "Verified by RoomSetu on 12 Nov": shown only when an admin verified the listing with its checklist. */
export function ListingVerifiedBadge({
  verifiedAt,
  className = '',
}: {
  verifiedAt: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation(['common', 'enums']);
  if (!verifiedAt) return null;
  const checked = t('verification.listingChecked', {
    items: LISTING_CHECKLIST_ITEMS.map((item) => t(`enums:listingChecklist.${item}`)).join('; '),
  });
  return (
    <span
      title={checked}
      className={`inline-flex items-center gap-1 rounded-full text-sm font-semibold tracking-normal normal-case ${className}`}
    >
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('verification.listingVerified', { date: formatDayMonth(verifiedAt, currentLanguage()) })}
    </span>
  );
}
