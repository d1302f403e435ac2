import type { VisitDetail, VisitPage, VisitRole } from '@roomsetu/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { visitKeys } from './visit-keys';

/** GET /api/visits?role=&cursor=: the caller's visits, newest first, a page at a time. */
export const getVisits = (role?: VisitRole, cursor?: string | null, signal?: AbortSignal) =>
  api.get<VisitPage>('/visits', { query: { role, cursor }, signal });

export const visitsQueryOptions = (role?: VisitRole) =>
  infiniteQueryOptions({
    queryKey: visitKeys.list(role),
    queryFn: ({ pageParam, signal }) => getVisits(role, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useVisits = (role?: VisitRole) => useInfiniteQuery(visitsQueryOptions(role));

/** GET /api/visits/:id */
export const visitQueryOptions = (id: number) =>
  queryOptions({
    queryKey: visitKeys.one(id),
    queryFn: ({ signal }) => api.get<VisitDetail>(`/visits/${id}`, { signal }),
  });

export const useVisit = (id: number, enabled = true) =>
  useQuery({ ...visitQueryOptions(id), enabled });
