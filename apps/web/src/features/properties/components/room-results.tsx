import { INFINITE_SCROLL_MARGIN_PX, MESSAGES } from '@roomsetu/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import type { RoomCardProperty, RoomsPage } from '../api/get-properties';
import { useIntersection } from '../hooks/use-intersection';
import { RoomCard, RoomCardSkeleton } from './room-card';

const GRID = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';
const ROOT_MARGIN = `${INFINITE_SCROLL_MARGIN_PX}px`;

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
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
    >
      <p className="flex items-center gap-2">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {MESSAGES.roomsFetchFailed}
      </p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'sm')}>
        <RotateCw aria-hidden="true" className="size-4" />
        Retry
      </button>
    </div>
  );
}

/**
 * The card grid of one search (keyed by it): skeletons first, then pages appended as the bottom
 * sentinel comes within 200 px; 'No more rooms found.' once the last page is in.
 */
export function RoomResults({ query }: { query: RoomQuery }) {
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const rooms = uniqueRooms(data);
  const exhausted = !isPending && !isError && !hasNextPage && rooms.length > 0;
  const told = useRef(false);

  const sentinel = useIntersection<HTMLDivElement>(
    () => {
      if (exhausted) {
        if (!told.current) toast.info(MESSAGES.noMoreRooms, { id: 'no-more-rooms' });
        told.current = true;
      } else {
        void query.fetchNextPage();
      }
    },
    {
      rootMargin: ROOT_MARGIN,
      enabled: exhausted || (!!hasNextPage && !isFetchingNextPage && !isFetchNextPageError),
    },
  );

  if (isPending) {
    return (
      <ul aria-busy="true" aria-label="Loading rooms" className={GRID}>
        <Skeletons count={6} />
      </ul>
    );
  }
  if (isError && rooms.length === 0) return <RetryAlert onRetry={() => void query.refetch()} />;
  if (rooms.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">No rooms match these filters.</p>
        <p className="mt-1 text-sm text-slate-600">
          Try another city, a wider price range or any room type.
        </p>
        <Link to={paths.findRooms} className={buttonClasses('secondary', 'md', 'mt-5')}>
          Clear filters
        </Link>
      </div>
    );
  }

  return (
    <>
      <ul className={GRID} aria-busy={isFetchingNextPage}>
        {rooms.map((room) => (
          <li key={room.id}>
            <RoomCard room={room} />
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
        <p className="mt-8 text-center text-sm text-slate-600">{MESSAGES.noMoreRooms}</p>
      )}
    </>
  );
}
