import {
  LET_AGREED_VISIBLE_DAYS,
  LISTING_ACTION_LABELS,
  LISTING_TRANSITIONS,
  MESSAGES,
  type OwnerListingStatus,
  type PropertyStatus,
} from '@roomsetu/shared';
import { CalendarCheck, CircleCheck, Handshake, Pause } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useChangeListingStatus, useConfirmListing } from '../../api/listing-lifecycle';

const ICONS: Record<OwnerListingStatus, typeof Pause> = {
  ACTIVE: CircleCheck,
  PAUSED: Pause,
  LET_AGREED: Handshake,
};

const DONE: Record<OwnerListingStatus, string> = {
  ACTIVE: 'Your listing is live again.',
  PAUSED: 'Paused: your listing is hidden from search until you re-activate it.',
  LET_AGREED: `Marked let agreed: it shows with a ribbon for ${LET_AGREED_VISIBLE_DAYS} days, without contact buttons.`,
};

/** What the state means to the owner, under the badge. */
export function stateHint(status: PropertyStatus): string | null {
  switch (status) {
    case 'PAUSED':
      return 'Hidden from search. Tenants opening it see "Not available right now".';
    case 'LET_AGREED':
      return `Shown with a "Let agreed" ribbon for ${LET_AGREED_VISIBLE_DAYS} days, then hidden.`;
    case 'SUSPENDED':
      return 'Suspended by RoomSetu. Contact support to restore it.';
    default:
      return null;
  }
}

/** The moves the shared lifecycle table allows from this state, one button each. */
export function ListingStateActions({
  propertyId,
  title,
  status,
}: {
  propertyId: number;
  title: string;
  status: PropertyStatus;
}) {
  const change = useChangeListingStatus();
  const confirm = useConfirmListing();
  const moves = LISTING_TRANSITIONS[status] ?? [];
  if (!moves.length) return null;
  const failed = (error: Error) =>
    toast.error(error instanceof ApiError ? error.message : MESSAGES.propertyUpdateFailed);
  return (
    <>
      {status === 'ACTIVE' && (
        <button
          type="button"
          disabled={confirm.isPending}
          aria-label={`Still available: ${title}`}
          onClick={() =>
            confirm.mutate(propertyId, {
              onSuccess: () => toast.success('Thanks! Your listing shows as confirmed today.'),
              onError: failed,
            })
          }
          className={buttonClasses('secondary', 'sm')}
        >
          <CalendarCheck aria-hidden="true" className="size-4" />
          Still available
        </button>
      )}
      {moves.map((to) => {
        const Icon = ICONS[to];
        return (
          <button
            key={to}
            type="button"
            disabled={change.isPending}
            aria-label={`${LISTING_ACTION_LABELS[to]}: ${title}`}
            onClick={() =>
              change.mutate(
                { id: propertyId, status: to },
                {
                  onSuccess: () => toast.success(DONE[to]),
                  onError: failed,
                },
              )
            }
            className={buttonClasses(to === 'ACTIVE' ? 'primary' : 'secondary', 'sm')}
          >
            <Icon aria-hidden="true" className="size-4" />
            {LISTING_ACTION_LABELS[to]}
          </button>
        );
      })}
    </>
  );
}
