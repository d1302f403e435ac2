import {
  LET_AGREED_VISIBLE_DAYS,
  LISTING_TRANSITIONS,
  type OwnerListingStatus,
  type PropertyStatus,
} from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import { CalendarCheck, CircleCheck, Handshake, Pause } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useChangeListingStatus, useConfirmListing } from '../../api/listing-lifecycle';

const ICONS: Record<OwnerListingStatus, typeof Pause> = {
  ACTIVE: CircleCheck,
  PAUSED: Pause,
  LET_AGREED: Handshake,
};

/** What the state means to the owner, under the badge. */
export function stateHint(t: TFunction<'listing'>, status: PropertyStatus): string | null {
  switch (status) {
    case 'PAUSED':
      return t('state.hint.PAUSED');
    case 'LET_AGREED':
      return t('state.hint.LET_AGREED', { days: LET_AGREED_VISIBLE_DAYS });
    case 'SUSPENDED':
      return t('state.hint.SUSPENDED');
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
  const { t } = useTranslation(['listing', 'enums', 'messages']);
  const change = useChangeListingStatus();
  const confirm = useConfirmListing();
  const moves = LISTING_TRANSITIONS[status] ?? [];
  if (!moves.length) return null;
  const failed = (error: Error) =>
    toast.error(error instanceof ApiError ? error.message : t('messages:propertyUpdateFailed'));
  return (
    <>
      {status === 'ACTIVE' && (
        <button
          type="button"
          disabled={confirm.isPending}
          aria-label={t('state.stillAvailableLabel', { title })}
          onClick={() =>
            confirm.mutate(propertyId, {
              onSuccess: () => toast.success(t('state.confirmed')),
              onError: failed,
            })
          }
          className={buttonClasses('secondary', 'sm')}
        >
          <CalendarCheck aria-hidden="true" className="size-4" />
          {t('state.stillAvailable')}
        </button>
      )}
      {moves.map((to) => {
        const Icon = ICONS[to];
        const action = t(`enums:listingAction.${to}`);
        return (
          <button
            key={to}
            type="button"
            disabled={change.isPending}
            aria-label={t('state.actionLabel', { action, title })}
            onClick={() =>
              change.mutate(
                { id: propertyId, status: to },
                {
                  onSuccess: () =>
                    toast.success(t(`state.done.${to}`, { days: LET_AGREED_VISIBLE_DAYS })),
                  onError: failed,
                },
              )
            }
            className={buttonClasses(to === 'ACTIVE' ? 'primary' : 'secondary', 'sm')}
          >
            <Icon aria-hidden="true" className="size-4" />
            {action}
          </button>
        );
      })}
    </>
  );
}
