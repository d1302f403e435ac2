import { Search } from 'lucide-react';
import { lazy, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { bboxTooWide } from '../../utils/map-search';
import type { MapArea, ResultsMapProps } from './results-map';

// Leaflet and the map code are their own chunk, fetched only when a map is shown.
const ResultsMap = lazy(async () => ({ default: (await import('./results-map')).ResultsMap }));

function MapLoading() {
  const { t } = useTranslation('messages');
  return (
    <div
      role="status"
      className="flex size-full items-center justify-center bg-slate-100 text-slate-600"
    >
      {t('loadingMap')}
    </div>
  );
}

export const tooWide = (area: MapArea) => bboxTooWide(area.bbox);

interface MapPaneProps extends ResultsMapProps {
  /** A view the user moved to that the list does not show yet: offers "Search this area". */
  pending: MapArea | null;
  onSearchArea: () => void;
  searchAsMove: boolean;
  onSearchAsMoveChange: (on: boolean) => void;
  className?: string;
}

/**
 * The map with its search controls. The list stays the way to read results: the map is labelled,
 * its pins are buttons in the tab order, and Tab leaves it like any other part of the page.
 */
export function MapPane({
  pending,
  onSearchArea,
  searchAsMove,
  onSearchAsMoveChange,
  className = '',
  ...map
}: MapPaneProps) {
  const { t } = useTranslation('rooms');
  const checkboxId = useId();
  const after = useRef<HTMLSpanElement>(null);
  const pane = useRef<HTMLElement>(null);
  return (
    <>
      <section
        aria-label={t('map.region')}
        className={`relative isolate overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 ${className}`}
      >
        {/* Every pin is a tab stop: keyboard users can pass the whole map at once. */}
        <button
          type="button"
          onClick={() => after.current?.focus()}
          className="sr-only z-[1100] rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand-700 shadow focus:not-sr-only focus:absolute focus:bottom-3 focus:left-1/2 focus:-translate-x-1/2"
        >
          {t('map.skip')}
        </button>
        <Suspense fallback={<MapLoading />}>
          <ResultsMap {...map} />
        </Suspense>
        <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex flex-col items-center gap-2 px-14">
          {pending && !searchAsMove && (
            <button
              type="button"
              onClick={() => {
                pane.current?.focus();
                onSearchArea();
              }}
              disabled={tooWide(pending)}
              className={buttonClasses(
                'primary',
                'sm',
                'pointer-events-auto rounded-full shadow-lg',
              )}
            >
              <Search aria-hidden="true" className="size-4" />
              {tooWide(pending) ? t('map.zoomIn') : t('map.searchArea')}
            </button>
          )}
          <label
            htmlFor={checkboxId}
            className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-white/95 px-3 py-1.5 text-sm font-medium text-slate-800 shadow"
          >
            <input
              id={checkboxId}
              type="checkbox"
              checked={searchAsMove}
              onChange={(event) => onSearchAsMoveChange(event.target.checked)}
              className="size-4 accent-brand-600"
            />
            {t('map.searchAsMove')}
          </label>
        </div>
      </section>
      <span ref={after} tabIndex={-1} className="sr-only" />
    </>
  );
}
