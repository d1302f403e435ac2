import { INFINITE_SCROLL_MARGIN_PX } from '@roomsetu/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { RoomCardProperty, RoomsPage } from '../api/get-properties';
import { useIntersection } from '../hooks/use-intersection';
import { RoomCard, RoomCardSkeleton } from './room-card';

const GRIDS = {
  wide: 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3',
  /** Beside the map. */
  narrow: 'grid gap-5 sm:grid-cols-2',
} as const;
/**
 * A card photo's width in each grid: the page's padding (px-4, sm:px-6, lg:px-8), the 1.25 rem
 * gaps, the columns, and the page's cap (max-w-7xl, 80 rem, for the list; 96 rem beside the map,
 * half of it for the list after a 1.5 rem gap, which only desktops show).
 */
const PHOTO_SIZES = {
  wide:
    '(min-width: 1280px) 392px, (min-width: 1024px) calc((100vw - 84px) / 2), ' +
    '(min-width: 640px) calc((100vw - 68px) / 2), calc(100vw - 32px)',
  narrow: '(min-width: 1536px) 352px, calc((100vw - 128px) / 4)',
} as const;
const ROOT_MARGIN = `${INFINITE_SCROLL_MARGIN_PX}px`;
/**
 * Cards whose photos load at once, first of all: the first card's, the page's largest paint on a
 * phone. A second one at high priority would halve its share of a slow line; the rest of a
 * laptop's first row is on screen anyway and loads as soon as the page is laid out.
 */
const EAGER_PHOTOS = 1;

type RoomQuery = UseInfiniteQueryResult<InfiniteData<RoomsPage>>;

/** Every loaded room once (a listing added meanwhile can shift one into the next page too). */
function uniqueRooms(data: InfiniteData<RoomsPage> | undefined): RoomCardProperty[] {
  const seen = new Set<number>();
  return (data?.pages ?? [])
    .flatMap((page) => page.rooms)
    .filter((room) => {
      if (seen.has(room.id)) return false;
      seen.add(room.id);
      return true;
    });
}

function Skeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`skeleton-${i}`}>
      <RoomCardSkeleton />
    </li>
  ));
}

function RetryAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['rooms', 'messages']);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
    >
      <p className="flex items-center gap-2">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t('messages:roomsFetchFailed')}
      </p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'sm')}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('results.retry')}
      </button>
    </div>
  );
}

interface RoomResultsProps {
  query: RoomQuery;
  layout?: keyof typeof GRIDS;
  /** The place of a search near something, for each card's distance. */
  distanceFrom?: string;
  highlightedId?: number | null;
  onHighlight?: (id: number | null) => void;
}

/**
 * The card grid of one search (keyed by it): skeletons first, then pages appended as the bottom
 * sentinel comes within 200 px. 'No more rooms found.' shows in place, under the cards, only once
 * a further page was loaded and it was the last: a list that fits one page ends without it.
 */
export function RoomResults({
  query,
  layout = 'wide',
  distanceFrom,
  highlightedId = null,
  onHighlight,
}: RoomResultsProps) {
  const { t } = useTranslation(['rooms', 'messages']);
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const rooms = uniqueRooms(data);
  const loadedMore = (data?.pages.length ?? 0) > 1;
  const exhausted = loadedMore && !isError && !hasNextPage && rooms.length > 0;
  const grid = GRIDS[layout];

  const sentinel = useIntersection<HTMLDivElement>(() => void query.fetchNextPage(), {
    rootMargin: ROOT_MARGIN,
    enabled: !!hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  });

  if (isPending) {
    return (
      <ul aria-busy="true" aria-label={t('results.loading')} className={grid}>
        <Skeletons count={6} />
      </ul>
    );
  }
  if (isError && rooms.length === 0) return <RetryAlert onRetry={() => void query.refetch()} />;
  if (rooms.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">{t('results.emptyTitle')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('results.emptyHint')}</p>
        <Link to={paths.findRooms} className={buttonClasses('secondary', 'md', 'mt-5')}>
          {t('results.clearFilters')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <ul className={grid} aria-busy={isFetchingNextPage}>
        {rooms.map((room, index) => (
          <li
            key={room.id}
            onMouseEnter={onHighlight && (() => onHighlight(room.id))}
            onMouseLeave={onHighlight && (() => onHighlight(null))}
            onFocus={onHighlight && (() => onHighlight(room.id))}
            onBlur={onHighlight && (() => onHighlight(null))}
          >
            <RoomCard
              room={room}
              distanceFrom={distanceFrom}
              highlighted={room.id === highlightedId}
              priority={index < EAGER_PHOTOS}
              photoSizes={PHOTO_SIZES[layout]}
            />
          </li>
        ))}
        {isFetchingNextPage && <Skeletons count={2} />}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {isFetchNextPageError && (
        <div className="mt-6">
          <RetryAlert onRetry={() => void query.fetchNextPage()} />
        </div>
      )}
      {exhausted && (
        <p role="status" className="mt-8 text-center text-sm text-slate-600">
          {t('messages:noMoreRooms')}
        </p>
      )}
    </>
  );
}
