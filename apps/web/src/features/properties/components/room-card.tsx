import { FitsYouMark } from '@/components/listing-fit/fits-you-mark';
import { ListingVerifiedBadge } from '@/components/verification/listing-verified-badge';
import { getCity, PROPERTY_TYPES } from '@roomsetu/shared';
import { ArrowRight, Bath, BedDouble, MapPin, Navigation, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDate, formatRupees } from '@roomsetu/shared';
import { useTodayInIndia } from '@/lib/today';
import type { RoomCardProperty } from '../api/get-properties';
import { amenityLabel, amenityNames, isAvailableNow, perPeriod } from '../utils/listing-facts';
import { formatKm } from '../utils/map-search';
import { CardPhoto } from './card-photo';
import { ConfirmedLine } from './confirmed-line';
import { LetAgreedRibbon } from './let-agreed-ribbon';

const SHOWN_AMENITIES = 3;
/** A link's attributes to open in a new tab. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** line1, city, postal code: the address as the spec's card shows it. */
export function cardAddress(address: RoomCardProperty['address']): string {
  const city = getCity(address.city)?.label ?? address.city;
  return [address.line1, city, address.postalCode].filter(Boolean).join(', ');
}

interface RoomCardProps {
  room: RoomCardProperty;
  /** Opens the details in a new tab (similar properties do). */
  newTab?: boolean;
  /** The place a search near something measured from: "2.3 km from Manyata Tech Park". */
  distanceFrom?: string;
  /** Its pin on the map is hovered. */
  highlighted?: boolean;
  /** One of the first cards of a list: its photo loads eagerly, at high priority. */
  priority?: boolean;
  /** The photo's `sizes` in the grid that shows the card. */
  photoSizes: string;
}

/** A search result. */
export function RoomCard({
  room,
  newTab = false,
  distanceFrom,
  highlighted = false,
  priority = false,
  photoSizes,
}: RoomCardProps) {
  const { t } = useTranslation(['rooms', 'enums']);
  const available = isAvailableNow(room.availableFrom, useTodayInIndia());
  const amenities = amenityNames(room);
  const extra = amenities.length - SHOWN_AMENITIES;

  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow ${
        highlighted ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200'
      }`}
    >
      <div className="relative aspect-[3/2] bg-slate-100">
        <CardPhoto
          photos={room.photos}
          title={room.title}
          width={480}
          height={320}
          sizes={photoSizes}
          priority={priority}
          noPhotoLabel={t('card.noPhoto', { title: room.title })}
        />
        {/* A let-agreed room shows its ribbon instead of when it is available. */}
        {room.status === 'LET_AGREED' && <LetAgreedRibbon status={room.status} />}
        {/* One row that wraps: the two badges never sit on each other, however narrow the card. */}
        <div
          data-testid="card-badges"
          className={`absolute inset-x-3 top-3 flex flex-wrap items-start gap-2 ${
            room.status === 'LET_AGREED' ? 'justify-end' : 'justify-between'
          }`}
        >
          {room.status !== 'LET_AGREED' && (
            <span
              className={`rounded-full px-2.5 py-1 text-sm font-semibold shadow-sm ${
                available ? 'bg-emerald-700 text-white' : 'bg-slate-200 text-slate-700'
              }`}
            >
              {available
                ? t('card.available')
                : t('card.availableFrom', { date: formatDate(room.availableFrom) })}
            </span>
          )}
          <ListingVerifiedBadge
            verifiedAt={room.verified ? room.verifiedAt : null}
            className="bg-white px-2.5 py-1 text-brand-700 shadow-sm"
          />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {PROPERTY_TYPES.includes(room.propertyType)
              ? t(`enums:propertyType.${room.propertyType}`)
              : room.propertyType}
          </p>
          <FitsYouMark listing={room} />
        </div>
        <h3 className="mt-1 line-clamp-2 font-semibold text-slate-900">{room.title}</h3>
        <p className="mt-1 flex items-start gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{cardAddress(room.address)}</span>
        </p>
        <ConfirmedLine
          confirmedAt={room.confirmedAt}
          availableFrom={room.availableFrom}
          status={room.status}
          className="mt-1"
        />
        {distanceFrom && room.distanceKm !== undefined && (
          <p className="mt-1 flex items-center gap-1 text-sm font-medium text-brand-800">
            <Navigation aria-hidden="true" className="size-4 shrink-0" />
            {t('card.distance', { distance: formatKm(room.distanceKm), place: distanceFrom })}
          </p>
        )}
        <p className="mt-3 flex gap-4 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <BedDouble aria-hidden="true" className="size-4" />
            {t('card.beds', { count: room.bedrooms })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Bath aria-hidden="true" className="size-4" />
            {t('card.baths', { count: room.bathrooms })}
          </span>
        </p>
        {amenities.length > 0 && (
          <ul aria-label={t('card.amenities')} className="mt-3 flex flex-wrap gap-1.5">
            {amenities.slice(0, SHOWN_AMENITIES).map((name) => (
              <li
                key={name}
                className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-700"
              >
                {amenityLabel(t, name)}
              </li>
            ))}
            {extra > 0 && (
              <li className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-700">
                <span aria-hidden="true">+{extra}</span>
                <span className="sr-only">{t('card.moreAmenities', { count: extra })}</span>
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <p className="text-lg font-bold text-slate-900">
            {formatRupees(room.rent)}
            <span className="text-sm font-medium text-slate-600">
              {perPeriod(room.period, t('card.perMonth'))}
            </span>
          </p>
          <p className="flex min-w-0 items-center gap-1 text-sm text-slate-600">
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t('card.contact')} </span>
            <span className="truncate">{room.propertyContactName}</span>
          </p>
        </div>
        <Link
          to={paths.roomDetails(room.id)}
          {...(newTab ? NEW_TAB : {})}
          className={buttonClasses('primary', 'md', 'mt-4 w-full')}
        >
          {t('card.viewDetails')}
          <span className="sr-only">
            {t(newTab ? 'card.aboutTitleNewTab' : 'card.aboutTitle', { title: room.title })}
          </span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

export function RoomCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[3/2] rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}
