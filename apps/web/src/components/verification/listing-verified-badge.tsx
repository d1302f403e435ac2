import { LISTING_CHECKLIST_LABELS, listingVerifiedLabel } from '@roomsetu/shared';
import { BadgeCheck } from 'lucide-react';

const CHECKED = `Our team checked: ${Object.values(LISTING_CHECKLIST_LABELS).join('; ')}.`;

/** "Verified by RoomSetu on 12 Nov": shown only when an admin verified the listing with its checklist. */
export function ListingVerifiedBadge({
  verifiedAt,
  className = '',
}: {
  verifiedAt: string | null | undefined;
  className?: string;
}) {
  if (!verifiedAt) return null;
  return (
    <span
      title={CHECKED}
      className={`inline-flex items-center gap-1 rounded-full text-sm font-semibold tracking-normal normal-case ${className}`}
    >
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {listingVerifiedLabel(verifiedAt)}
    </span>
  );
}
