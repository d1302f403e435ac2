import { getCity, PROPERTY_TYPES, type Property } from '@roomsetu/shared';
import { ListingVerifiedBadge } from '@/components/verification/listing-verified-badge';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReportButton } from '@/components/report/report-button';
import { useAuth } from '@/lib/auth';
import { formatRupees } from '@roomsetu/shared';
import { perPeriod } from '../../utils/listing-facts';
import { ConfirmedLine } from '../confirmed-line';
import { FavoriteSlot } from '../favorite-slot';
import { ShareButton } from './share-button';

/** Area (or street), city, state: where the listing is, in one line. */
export function placeLine(address: Property['address']): string {
  const city = getCity(address.city)?.label ?? address.city;
  return [address.area || address.line1, city, address.state].filter(Boolean).join(', ');
}

export function PropertyHeader({ property }: { property: Property }) {
  const { t } = useTranslation(['rooms', 'enums']);
  const { user } = useAuth();
  const own = user !== null && property.owner?.id === user.id;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {PROPERTY_TYPES.includes(property.propertyType)
            ? t(`enums:propertyType.${property.propertyType}`)
            : property.propertyType}
          <ListingVerifiedBadge
            verifiedAt={property.verified ? property.verifiedAt : null}
            className="bg-brand-50 px-2 py-0.5"
          />
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          {property.title}
        </h1>
        <p className="mt-2 flex items-start gap-1 text-slate-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {placeLine(property.address)}
        </p>
        <ConfirmedLine
          confirmedAt={property.confirmedAt}
          availableFrom={property.availableFrom}
          status={property.status}
          className="mt-1"
        />
        {!own && (
          <ReportButton
            targetType="LISTING"
            targetId={property.id}
            targetName={property.title}
            label={t('details.reportListing')}
            className="mt-1 -ml-3 text-slate-600"
          />
        )}
      </div>
      <div className="flex shrink-0 flex-row flex-wrap items-center justify-between gap-3 sm:flex-col sm:items-end">
        <p className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {formatRupees(property.rent)}
          <span className="text-base font-medium text-slate-600">
            {perPeriod(property.period, t('card.perMonth'))}
          </span>
        </p>
        <div className="flex items-center gap-2">
          <FavoriteSlot propertyId={property.id} title={property.title} />
          <ShareButton title={property.title} />
        </div>
      </div>
    </header>
  );
}
