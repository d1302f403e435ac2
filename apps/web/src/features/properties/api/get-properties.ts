import {
  ROOM_PAGE_SIZE,
  type PropertyCard,
  type PropertySearchParams,
  type RoomSearch,
  type SearchSort,
} from '@roomsetu/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest, type ApiResult } from '@/lib/api-client';
import { similarSearch } from '../utils/room-filters';

/** The fields of a search result a room card reads. */
export type RoomCardProperty = Pick<
  PropertyCard,
  | 'id'
  | 'title'
  | 'propertyType'
  | 'rent'
  | 'period'
  | 'bedrooms'
  | 'bathrooms'
  | 'availableFrom'
  | 'status'
  | 'confirmedAt'
  | 'verified'
  | 'verifiedAt'
  | 'address'
  | 'photos'
  | 'amenities'
  | 'features'
  | 'propertyContactName'
  | 'distanceKm'
>;

/** A /find-rooms search: the filters, plus the map's box or a place (strings as the API reads them). */
export interface ListSearch extends Omit<RoomSearch, 'sort'> {
  sort: SearchSort;
  bbox?: string;
  near?: string;
  radiusKm?: number;
}

export interface RoomsPage {
  rooms: RoomCardProperty[];
  page: number;
  pages: number;
  total: number;
  /** More matches than were counted: `total` is a lower bound. */
  totalIsLowerBound?: boolean;
  /** Asks for the next page (as fast as the first, however deep); null on the last page. */
  nextCursor: string | null;
}

/** GET /api/properties: one page of live listings. */
export async function getProperties(
  params: PropertySearchParams,
  signal?: AbortSignal,
): Promise<RoomsPage> {
  const answer = await apiRequest<RoomCardProperty[]>('/properties', { query: params, signal });
  return toRoomsPage(answer, params);
}

/** A search answer as one page of /find-rooms (also how the server's page seed is read). */
export function toRoomsPage(
  { data, pagination }: ApiResult<RoomCardProperty[]>,
  params: PropertySearchParams,
): RoomsPage {
  const rooms = Array.isArray(data) ? data : [];
  return {
    rooms,
    page: pagination?.page ?? Number(params.page ?? 1),
    pages: pagination?.pages ?? 1,
    total: pagination?.total ?? rooms.length,
    totalIsLowerBound: pagination?.totalIsLowerBound,
    nextCursor: pagination?.nextCursor ?? null,
  };
}

/** What the first page of `search` asks the API for. */
export function firstPage(search: ListSearch): PropertySearchParams {
  return { ...search, page: 1, limit: ROOM_PAGE_SIZE };
}

/**
 * /find-rooms: pages of 10. The first is page 1; each next one is read after the last card seen
 * (the answer's `nextCursor`), so page 50 costs the API what page 1 does, and a listing added
 * while the renter scrolls neither repeats a card nor hides one.
 */
export const roomSearchQueryOptions = (search: ListSearch) =>
  infiniteQueryOptions({
    queryKey: ['properties', 'search', search],
    queryFn: ({ pageParam, signal }) =>
      getProperties(
        pageParam ? { ...search, cursor: pageParam, limit: ROOM_PAGE_SIZE } : firstPage(search),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: RoomsPage) => last.nextCursor ?? undefined,
  });

export function useRoomSearch(search: ListSearch) {
  return useInfiniteQuery(roomSearchQueryOptions(search));
}

type SimilarTo = Parameters<typeof similarSearch>[0];

export const similarPropertiesQueryOptions = (property: SimilarTo) =>
  queryOptions({
    queryKey: ['properties', 'similar', property.id, property.rent, property.address.city],
    queryFn: async ({ signal }) => (await getProperties(similarSearch(property), signal)).rooms,
  });

/** `enabled` false: not asked yet (the section is still far below the screen). */
export function useSimilarProperties(property: SimilarTo, enabled = true) {
  return useQuery({ ...similarPropertiesQueryOptions(property), enabled });
}
