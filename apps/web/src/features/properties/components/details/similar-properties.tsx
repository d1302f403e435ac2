import { priceRangeForRent, SIMILAR_PROPERTIES_COUNT, type Property } from '@roomsetu/shared';
import { ArrowRight } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSimilarProperties } from '../../api/get-properties';
import { useIntersection } from '../../hooks/use-intersection';
import { RoomCard, RoomCardSkeleton } from '../room-card';

/** A card photo's width in the grid below (max-w-7xl page, 1.25 rem gaps, 1, 2 or 3 columns). */
const PHOTO_SIZES =
  '(min-width: 1280px) 392px, (min-width: 1024px) calc((100vw - 104px) / 3), ' +
  '(min-width: 640px) calc((100vw - 68px) / 2), calc(100vw - 32px)';

/**
 * Three listings in the same city within ±50 % of the rent, each opening in a new tab. They are
 * asked for once the section comes near the screen, not while the page is still loading (the
 * skeletons keep their place), and drawn in a deferred render, in slices.
 */
export function SimilarProperties({ property }: { property: Property }) {
  const { t } = useTranslation('rooms');
  const [near, setNear] = useState(false);
  const ref = useIntersection<HTMLElement>(() => setNear(true), {
    rootMargin: '400px',
    enabled: !near,
  });
  const { data, isPending, isError } = useDeferredValue(useSimilarProperties(property, near));
  const viewAll = paths.findRoomsSearch({
    location: property.address.city,
    budget: priceRangeForRent(property.rent).value,
    roomType: property.propertyType,
  });

  return (
    <section
      ref={ref}
      aria-labelledby="similar-title"
      className="mt-12 border-t border-slate-200 pt-10"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="similar-title" className="text-xl font-bold tracking-tight text-slate-900">
          {t('details.similar.title')}
        </h2>
        <Link
          to={viewAll}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('details.similar.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {isPending ? (
        <ul aria-busy="true" className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: SIMILAR_PROPERTIES_COUNT }, (_, i) => (
            <li key={i}>
              <RoomCardSkeleton />
            </li>
          ))}
        </ul>
      ) : isError || !data?.length ? (
        <p className="mt-4 text-slate-600">
          {isError ? t('details.similar.loadFailed') : t('details.similar.none')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((room) => (
            <li key={room.id}>
              <RoomCard room={room} newTab photoSizes={PHOTO_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
