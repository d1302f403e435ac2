import {
  ROOMMATE_PAGE_SIZE,
  type RoommateCard,
  type RoommateListItem,
  type RoommatePreview,
} from '@roomsetu/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toApiQuery, type RoommateSearch } from '../lib/filters';

/** A full card (verified accounts) or a preview (guests, unverified accounts). */
export type RoommateAnswer = RoommateCard;
export type Roommate = RoommateListItem;
export type { RoommatePreview };

export async function getRoommates(filters: RoommateSearch, page: number, signal?: AbortSignal) {
  const result = await apiRequest<RoommateAnswer[]>('/users-public/roommates', {
    query: { ...toApiQuery(filters), page, limit: ROOMMATE_PAGE_SIZE },
    signal,
  });
  return {
    data: Array.isArray(result.data) ? result.data : [],
    page: result.pagination?.page ?? page,
    pages: result.pagination?.pages ?? page,
    total: result.pagination?.total ?? 0,
  };
}

export const roommatesQueryOptions = (filters: RoommateSearch) =>
  infiniteQueryOptions({
    queryKey: ['roommates', 'list', filters],
    queryFn: ({ pageParam, signal }) => getRoommates(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });

export function useRoommates(filters: RoommateSearch) {
  return useInfiniteQuery(roommatesQueryOptions(filters));
}
