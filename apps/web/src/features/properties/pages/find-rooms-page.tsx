import { MESSAGES, type RoomFilters } from '@roomsetu/shared';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { Seo } from '@/lib/seo';
import { useRoomSearch } from '../api/get-properties';
import { SelectField } from '@/components/ui/form-fields';
import { RoomFiltersPanel } from '../components/room-filters-panel';
import { RoomResults } from '../components/room-results';
import { SORT_OPTIONS } from '../utils/options';
import {
  DEFAULT_SORT,
  parseRoomFilters,
  readSort,
  roomFiltersToParams,
  toRoomSearch,
} from '../utils/room-filters';

/** "12 Properties Found"; "1,000+ Properties Found" when the API stopped counting. */
function countText(total: number, lowerBound?: boolean): string {
  const n = `${total.toLocaleString('en-IN')}${lowerBound ? '+' : ''}`;
  return `${n} ${total === 1 && !lowerBound ? 'Property' : 'Properties'} Found`;
}

/** /find-rooms: the filters and sort live in the query string, so a shared link repeats the search. */
export function FindRoomsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseRoomFilters(params), [params]);
  const search = useMemo(() => toRoomSearch(filters), [filters]);
  const searchKey = JSON.stringify(search);
  const query = useRoomSearch(search);
  const total = query.data?.pages[0]?.total;

  useEffect(() => {
    if (query.isError) toast.error(MESSAGES.roomsFetchFailed, { id: 'rooms-fetch-failed' });
  }, [query.isError, query.errorUpdatedAt]);

  const go = (next: RoomFilters) => setParams(roomFiltersToParams(next));

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Seo
        title="Find Rooms"
        description="Browse verified rooms, flats and PGs for rent across Indian cities. Filter by city, budget and room type."
      />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Find Rooms</h1>
      <p className="mt-1 text-slate-600">
        Property listings: rooms, flats and PGs from verified owners.
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <RoomFiltersPanel
          // Remounted (its choices reset) when the applied filters change, e.g. by Back.
          key={[filters.location, filters.budget, filters.roomType].join('|')}
          applied={filters}
          onApply={(choice) => go({ ...filters, ...choice })}
        />
        <section aria-label="Results" className="min-w-0">
          <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
            <div role="status" className="min-h-7">
              {total !== undefined ? (
                <h2 className="text-lg font-semibold text-slate-900">
                  {countText(total, query.data?.pages[0]?.totalIsLowerBound)}
                </h2>
              ) : (
                query.isPending && (
                  <>
                    <span className="sr-only">Searching…</span>
                    <Skeleton className="h-7 w-44" />
                  </>
                )
              )}
            </div>
            <SelectField
              label="Sort by"
              className="w-full sm:w-56"
              value={filters.sort}
              onChange={(event) =>
                go({ ...filters, sort: readSort(event.target.value) ?? DEFAULT_SORT })
              }
              options={SORT_OPTIONS}
            />
          </div>
          <RoomResults key={searchKey} query={query} />
        </section>
      </div>
    </div>
  );
}
