import { FitChecks } from '@/components/listing-fit/fit-checks';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';
import { useProperty } from '../api/get-property';
import {
  AmenitiesPanel,
  DetailsPanel,
  LocationPanel,
  PoliciesPanel,
} from '../components/details/details-panels';
import { InterestCard } from '../components/details/interest-card';
import { MapSection } from '../components/details/map-section';
import { OwnerCard } from '../components/details/owner-card';
import { PhotoGallery } from '../components/details/photo-gallery';
import { PropertyHeader } from '../components/details/property-header';
import { PropertyStats } from '../components/details/property-stats';
import { SimilarProperties } from '../components/details/similar-properties';
import { LetAgreedRibbon } from '../components/let-agreed-ribbon';
import { Tabs } from '../components/tabs';
import { AvailabilityNotice } from '../components/details/availability-notice';
import { parseListingId } from '../utils/listing-id';

function BackLink() {
  const { t } = useTranslation('rooms');
  return (
    <Link
      to={paths.findRooms}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('details.back')}
    </Link>
  );
}

function NoDetails() {
  const { t } = useTranslation(['rooms', 'messages']);
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <Seo title={t('messages:noDetails')} />
      <SearchX aria-hidden="true" className="mx-auto size-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('messages:noDetails')}</h1>
      <p className="mt-2 text-slate-600">{t('details.notFoundText')}</p>
      <Link to={paths.findRooms} className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('details.browse')}
      </Link>
    </div>
  );
}

function DetailsSkeleton() {
  const { t } = useTranslation('rooms');
  return (
    <div
      aria-busy="true"
      aria-label={t('details.loading')}
      className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="space-y-4">
        <Skeleton className="aspect-[16/10] rounded-2xl sm:aspect-[16/9]" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-20 w-full" />
      </div>
      <div className="space-y-4">
        <Skeleton className="h-48 w-full rounded-2xl" />
        <Skeleton className="h-36 w-full rounded-2xl" />
      </div>
    </div>
  );
}

/** /room-details?id=: everything about one listing, with its owner, map and similar ones. */
export function RoomDetailsPage() {
  const { t } = useTranslation(['rooms', 'messages']);
  const [params] = useSearchParams();
  const id = parseListingId(params.get('id'));
  // The listing renders in slices (a deferred render) when it arrives, not in one long task.
  const { data: property, isPending, isError } = useDeferredValue(useProperty(id));

  useEffect(() => {
    if (isError) toast.error(t('messages:propertyFetchFailed'), { id: 'property-fetch-failed' });
  }, [isError, t]);

  if (id === null || isError) return <NoDetails />;

  return (
    // Room at the bottom on phones for the sticky contact bar.
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <BackLink />
      {isPending ? (
        <DetailsSkeleton />
      ) : (
        <>
          <Seo
            title={property.title}
            description={property.description.slice(0, 160)}
            image={property.photos.find((p) => p.isPrimary)?.cardUrl}
          />
          <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <div className="min-w-0 space-y-6">
              <AvailabilityNotice property={property} />
              <div className="relative">
                <PhotoGallery photos={property.photos} title={property.title} />
                <LetAgreedRibbon status={property.status} />
              </div>
              <PropertyHeader property={property} />
              <PropertyStats property={property} />
              <Tabs
                label={t('details.tabs.label')}
                tabs={[
                  {
                    id: 'details',
                    label: t('details.tabs.details'),
                    render: () => <DetailsPanel property={property} />,
                  },
                  {
                    id: 'amenities',
                    label: t('details.tabs.amenities'),
                    render: () => <AmenitiesPanel property={property} />,
                  },
                  {
                    id: 'location',
                    label: t('details.tabs.location'),
                    render: () => <LocationPanel property={property} />,
                  },
                  {
                    id: 'policies',
                    label: t('details.tabs.policies'),
                    render: () => <PoliciesPanel property={property} />,
                  },
                ]}
              />
              <MapSection property={property} />
            </div>
            <aside className="space-y-6 lg:sticky lg:top-20">
              {property.fit && <FitChecks fit={property.fit} />}
              <OwnerCard property={property} />
              <InterestCard property={property} />
            </aside>
          </div>
          <SimilarProperties property={property} />
        </>
      )}
    </div>
  );
}
