import { getCity, PROPERTY_TYPES } from '@roomsetu/shared';
import { Bath, BedDouble, BadgeCheck, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatRupees } from '@roomsetu/shared';
import type { ShowcaseProperty } from '../api/get-showcase';
import { perPeriod } from '../utils/listing-facts';
import { showcaseStatus } from '../utils/showcase';
import { CardPhoto } from './card-photo';

function location(address: ShowcaseProperty['address']): string {
  const city = getCity(address.city)?.label ?? address.city;
  return [address.area, city].filter(Boolean).join(', ');
}

/** The photo's width in the landing grid (max-w-7xl page, 1.5 rem gaps, 1, 2 or 4 columns). */
const PHOTO_SIZES =
  '(min-width: 1280px) 286px, (min-width: 1024px) calc((100vw - 136px) / 4), ' +
  '(min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)';

export function ShowcaseCard({ property }: { property: ShowcaseProperty }) {
  const { t } = useTranslation(['landing', 'enums']);
  const status = showcaseStatus(property);
  // A photo that fails (flaky network, missing file) falls back to the placeholder.

  return (
    <Link
      to={paths.roomDetails(property.id)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-[16/10] bg-slate-100 sm:aspect-[4/3]">
        <CardPhoto
          photos={property.photos}
          title={property.title}
          width={400}
          height={300}
          sizes={PHOTO_SIZES}
          noPhotoLabel={t('showcase.noPhoto', { title: property.title })}
        />
        {status && (
          <span
            className={`absolute top-3 left-3 inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold shadow-sm ${
              status === 'Available' ? 'bg-emerald-700 text-white' : 'bg-white text-brand-700'
            }`}
          >
            {status === 'Verified' && <BadgeCheck aria-hidden="true" className="size-3.5" />}
            {status === 'Available' ? t('showcase.available') : t('showcase.verified')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {PROPERTY_TYPES.includes(property.propertyType)
            ? t(`enums:propertyType.${property.propertyType}`)
            : property.propertyType}
        </p>
        <h3 className="mt-1 line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-700">
          {property.title}
        </h3>
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{location(property.address)}</span>
        </p>
        <p className="mt-3 flex gap-4 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <BedDouble aria-hidden="true" className="size-4" />
            {t('showcase.beds', { count: property.bedrooms })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Bath aria-hidden="true" className="size-4" />
            {t('showcase.baths', { count: property.bathrooms })}
          </span>
        </p>
        <p className="mt-auto pt-4 text-lg font-bold text-slate-900">
          {formatRupees(property.rent)}
          <span className="text-sm font-medium text-slate-600">
            {perPeriod(property.period, t('showcase.perMonth'))}
          </span>
        </p>
      </div>
    </Link>
  );
}

export function ShowcaseCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[16/10] rounded-none sm:aspect-[4/3]" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-6 w-1/3" />
      </div>
    </div>
  );
}
