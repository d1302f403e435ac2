import type { Property } from '@roomsetu/shared';
import { Info } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntersection } from '../../hooks/use-intersection';

const PropertyMap = lazy(async () => ({ default: (await import('./property-map')).PropertyMap }));

function MapLoading() {
  const { t } = useTranslation('messages');
  return (
    <div role="status" className="flex size-full items-center justify-center text-slate-600">
      {t('loadingMap')}
    </div>
  );
}

function coordinatesOf(property: Property): { latitude: number; longitude: number } | null {
  const { latitude, longitude } = property;
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}

/** The map: its code (leaflet) is fetched only once the section comes near the screen. */
export function MapSection({ property }: { property: Property }) {
  const { t } = useTranslation(['rooms', 'messages']);
  const [near, setNear] = useState(false);
  const ref = useIntersection<HTMLDivElement>(() => setNear(true), {
    rootMargin: '300px',
    enabled: !near,
  });
  const coordinates = coordinatesOf(property);

  return (
    <section aria-labelledby="map-title">
      <h2 id="map-title" className="text-lg font-semibold text-slate-900">
        {t('details.mapTitle')}
      </h2>
      {property.locationApproximate && (
        <p className="mt-2 flex items-start gap-2 text-sm text-slate-600">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {/* Shown exactly yet approximate: the geocoder could not find the address. */}
          {property.exactLocation
            ? t('messages:approximateCityCentre')
            : t('messages:approximateArea')}
        </p>
      )}
      <div
        ref={ref}
        className="relative isolate mt-3 h-72 overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:h-96"
      >
        {near && coordinates ? (
          <Suspense fallback={<MapLoading />}>
            <PropertyMap
              {...coordinates}
              title={property.title}
              approximate={property.locationApproximate}
            />
          </Suspense>
        ) : (
          <MapLoading />
        )}
      </div>
    </section>
  );
}
