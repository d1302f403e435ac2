import { fitsAll, listingFit, toCompatibilityProfile, type FitListing } from '@roomsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { selfQueryOptions } from '@/lib/queries/get-self';

interface Props {
  /** A card's listing; a check whose field the card does not carry counts as unknown. */
  listing: Pick<FitListing, 'rent'> &
    Partial<Pick<FitListing, 'availableFrom' | 'genderPreference'>> & {
      address?: { area?: string | null };
    };
}

/** A small "Fits you" on a listing card when every check the seeker has answered holds. */
export function FitsYouMark({ listing }: Props) {
  const { t } = useTranslation();
  const { isSignedIn, user } = useAuth();
  const me = useQuery({
    ...selfQueryOptions(),
    enabled: isSignedIn && user?.role === 'TENANT',
    select: (self) => self.profile,
  });
  const p = me.data;
  if (
    !p ||
    (p.roomPreference !== 'LOOKING_FOR_ROOM' && p.roomPreference !== 'LOOKING_FOR_ROOMMATE')
  ) {
    return null;
  }
  const full = listingFit(toCompatibilityProfile(p), {
    rent: listing.rent,
    availableFrom: listing.availableFrom ?? '',
    genderPreference: listing.genderPreference ?? 'ANY',
    area: listing.address?.area ?? null,
  });
  const fit = {
    ...full,
    moveIn: listing.availableFrom ? full.moveIn : null,
    gender: listing.genderPreference ? full.gender : null,
  };
  if (!fitsAll(fit)) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-sm font-semibold text-emerald-700">
      <Sparkles aria-hidden="true" className="size-3.5" />
      {t('fit.fitsYou')}
    </span>
  );
}
