import { DEFAULT_RADIUS_KM, SORTS, type RoomFilters, type SearchSort } from '@roomsetu/shared';
import { List, Map as MapIcon } from 'lucide-react';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SelectField } from '@/components/ui/form-fields';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { Seo } from '@/lib/seo';
import { useRoomSearch, type ListSearch, type RoomCardProperty } from '../api/get-properties';
import { MapPane, tooWide } from '../components/map/map-pane';
import type { MapArea } from '../components/map/results-map';
import { MY_LOCATION, NearBox, type NearChoice } from '../components/near-box';
import { RoomFiltersPanel } from '../components/room-filters-panel';
import { RoomResults } from '../components/room-results';
import { ViewSwitch } from '../components/view-switch';
import {
  findRoomsParams,
  formatBbox,
  formatNear,
  linkSearch,
  listSort,
  mapFrame,
  parseMapSearch,
  shownView,
  writeMapSearch,
  type MapSearch,
  type ResultsView,
} from '../utils/map-search';
import { countText } from '../utils/result-count';
import { parseRoomFilters, toRoomSearch } from '../utils/room-filters';

/** The sorts offered: nearest first too when searching near a place. */
const NEAR_SORTS = ['DISTANCE', ...SORTS] as const;

interface FindRoomsPageProps {
  /** Buttons for the search as a whole (e.g. "Save this search"), beside the count. */
  searchActions?: ReactNode;
}

/**
 * /find-rooms: List, Map or Split. The filters, the sort, the view, the searched box and the place
 * all live in the query string, so a shared link reopens the same search.
 */
export function FindRoomsPage({ searchActions }: FindRoomsPageProps = {}) {
  const { t } = useTranslation(['rooms', 'enums', 'messages']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  });
  const go = useCallback(
    (next: URLSearchParams, replace = false) => navigate({ search: linkSearch(next) }, { replace }),
    [navigate],
  );
  const filters = useMemo(() => parseRoomFilters(params), [params]);
  const map = useMemo(() => parseMapSearch(params), [params]);
  const sort = listSort(params, map.near);
  const radiusKm = map.radiusKm ?? DEFAULT_RADIUS_KM;
  const wide = useMediaQuery(DESKTOP_QUERY, false);
  const view = shownView(map.view, wide);

  const near = map.near ? formatNear(map.near) : undefined;
  const search = useMemo((): ListSearch => {
    const s: ListSearch = { ...toRoomSearch(filters), sort };
    if (map.bbox) s.bbox = formatBbox(map.bbox);
    if (near) {
      s.near = near;
      s.radiusKm = radiusKm;
    }
    return s;
  }, [filters, sort, map.bbox, near, radiusKm]);
  // The cards render in slices (a deferred render) rather than in one long task when the answer
  // arrives, so a slow phone stays responsive; the skeletons stay meanwhile.
  const query = useDeferredValue(useRoomSearch(search));
  const total = query.data?.pages[0]?.total;
  const rooms = useMemo(
    (): RoomCardProperty[] => query.data?.pages.flatMap((page) => page.rooms) ?? [],
    [query.data],
  );

  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  // The phone toggle brings the chosen view to the top of the screen, not below the filters.
  const views = useRef<HTMLDivElement>(null);
  const [toggled, setToggled] = useState(false);
  useEffect(() => {
    if (!toggled) return;
    setToggled(false);
    views.current?.scrollIntoView?.({ block: 'start' });
  }, [toggled, view]);
  // A link straight to the map on a phone opens on the map, not on the filters above it (unless
  // the browser is putting the reader back where they were).
  const arrivedOnMap = useRef(map.view === 'map');
  useEffect(() => {
    if (!arrivedOnMap.current) return;
    arrivedOnMap.current = false;
    if (window.scrollY === 0 && !window.matchMedia?.(DESKTOP_QUERY).matches) {
      views.current?.scrollIntoView?.({ block: 'start' });
    }
  }, []);
  // Applying the filters draws the panel anew (its button with it): the keyboard's place moves
  // on to the results instead of falling back to the top of the page.
  const results = useRef<HTMLElement>(null);
  const focusResults = useRef(false);
  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    results.current?.focus();
  }, [filters]);
  const [pending, setPending] = useState<MapArea | null>(null);
  const [searchAsMove, setSearchAsMove] = useState(false);

  useEffect(() => {
    if (query.isError) toast.error(t('messages:roomsFetchFailed'), { id: 'rooms-fetch-failed' });
  }, [query.isError, query.errorUpdatedAt, t]);

  const write = (next: RoomFilters, nextSort: SearchSort | null, nextMap: MapSearch) =>
    go(findRoomsParams(next, nextSort, nextMap));
  // A new city starts a new map search: the box and the place belonged to the old one.
  const applyFilters = (next: RoomFilters) => {
    focusResults.current = true;
    write(next, sort, next.location === filters.location ? map : { view: map.view });
  };
  // `nextSort` null: the default sort (nearest first with a place).
  const setMap = (patch: Partial<MapSearch>, nextSort: SearchSort | null = sort) =>
    write(filters, nextSort, { ...map, ...patch });
  const chooseView = (next: ResultsView) => setMap({ view: next });
  // Choosing a place sorts by distance (the default with `near`) and searches around it, not a box.
  const chooseNear = ({ near: point, place }: NearChoice) =>
    setMap({ near: point, place, bbox: undefined }, null);

  const searchArea = (area: MapArea) => {
    setPending(null);
    setMap({ bbox: area.bbox });
  };
  const onMove = useCallback(
    (area: MapArea, byUser: boolean) => {
      // The map's own moves (a new city or place) leave nothing to search.
      if (!byUser) {
        setPending(null);
        return;
      }
      if (searchAsMove && !tooWide(area)) {
        const current = latest.current;
        go(writeMapSearch(current, { ...parseMapSearch(current), bbox: area.bbox }), true);
      } else {
        setPending(area);
      }
    },
    [searchAsMove, go],
  );

  const frame = useMemo(
    () => mapFrame(map, filters.location, radiusKm),
    [map, filters.location, radiusKm],
  );
  const mapFilters = useMemo(() => {
    const { sort: _sort, bbox: _bbox, ...rest } = search;
    return rest;
  }, [search]);
  const frameKey = [filters.location ?? '', near ?? '', radiusKm].join('|');
  const showList = view !== 'map';
  // The cards measure from the place; the renter's own position is named in the language shown.
  const placeName =
    map.place === MY_LOCATION ? t('near.myLocation') : (map.place ?? t('page.thePlace'));
  const showMap = view !== 'list';
  const pendingShown =
    pending && (!map.bbox || formatBbox(pending.bbox) !== formatBbox(map.bbox)) ? pending : null;

  return (
    <div
      className={`mx-auto px-4 py-6 sm:px-6 sm:py-10 lg:px-8 ${view === 'list' ? 'max-w-7xl' : 'max-w-[96rem]'}`}
    >
      <Seo title={t('page.seoTitle')} description={t('page.seoDescription')} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('page.title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('page.intro')}</p>

      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <RoomFiltersPanel
          // Remounted (its choices reset) when the applied filters change, e.g. by Back.
          key={[filters.location, filters.budget, filters.roomType].join('|')}
          applied={filters}
          onApply={(choice) => applyFilters({ ...filters, ...choice })}
        />
        <NearBox
          city={filters.location}
          near={map.near}
          place={map.place}
          radiusKm={radiusKm}
          onChoose={chooseNear}
          onRadius={(km) => setMap({ radiusKm: km })}
          onClear={() => setMap({ near: undefined, place: undefined, radiusKm: undefined })}
        />
      </div>

      <section
        ref={results}
        aria-label={t('page.results')}
        tabIndex={-1}
        className="mt-6 min-w-0 scroll-mt-20 outline-none"
      >
        <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
          <div role="status" className="min-h-7">
            {total !== undefined ? (
              <h2 className="text-lg font-semibold text-slate-900">
                {countText(total, query.data?.pages[0]?.totalIsLowerBound, t)}
              </h2>
            ) : (
              query.isPending && (
                <>
                  <span className="sr-only">{t('page.searching')}</span>
                  <Skeleton className="h-7 w-44" />
                </>
              )
            )}
            {map.bbox && (
              <button
                type="button"
                onClick={() => setMap({ bbox: undefined })}
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                {t('page.mapAreaShowAll')}
              </button>
            )}
          </div>
          <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
            {searchActions}
            <SelectField
              label={t('page.sortBy')}
              className="w-full sm:w-56"
              value={sort}
              onChange={(event) => {
                const value = event.target.value as SearchSort;
                setMap({}, value);
              }}
              options={(map.near ? NEAR_SORTS : SORTS).map((value) => ({
                value,
                label: t(`enums:searchSort.${value}`),
              }))}
            />
            {wide && <ViewSwitch view={view} onChange={chooseView} />}
          </div>
        </div>

        <div
          ref={views}
          className={`scroll-mt-20 ${
            view === 'split' ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]' : ''
          }`}
        >
          {showList && (
            <div className="min-w-0">
              <RoomResults
                key={JSON.stringify(search)}
                query={query}
                layout={view === 'split' ? 'narrow' : 'wide'}
                distanceFrom={near ? placeName : undefined}
                highlightedId={highlightedId}
                onHighlight={setHighlightedId}
              />
            </div>
          )}
          {showMap && (
            <MapPane
              className={
                view === 'split'
                  ? 'h-[min(calc(100dvh-6rem),42rem)] lg:sticky lg:top-20'
                  : 'h-[calc(100dvh-11rem)] min-h-80 lg:h-[calc(100dvh-7rem)]'
              }
              filters={mapFilters}
              frame={frame}
              frameKey={frameKey}
              near={map.near}
              radiusKm={radiusKm}
              rooms={rooms}
              highlightedId={highlightedId}
              onHighlight={setHighlightedId}
              onMove={onMove}
              pending={pendingShown}
              onSearchArea={() => pendingShown && searchArea(pendingShown)}
              searchAsMove={searchAsMove}
              onSearchAsMoveChange={setSearchAsMove}
            />
          )}
        </div>
      </section>

      {!wide && (
        <button
          type="button"
          onClick={() => {
            chooseView(view === 'map' ? 'list' : 'map');
            setToggled(true);
          }}
          data-floating-bar
          className="fixed bottom-5 left-1/2 z-30 inline-flex h-12 -translate-x-1/2 items-center gap-2 rounded-full bg-slate-900 px-5 text-sm font-semibold text-white shadow-lg hover:bg-slate-800"
        >
          {view === 'map' ? (
            <List aria-hidden="true" className="size-4" />
          ) : (
            <MapIcon aria-hidden="true" className="size-4" />
          )}
          {view === 'map' ? t('page.showList') : t('page.showMap')}
        </button>
      )}
    </div>
  );
}
