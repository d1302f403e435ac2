import type { VisitDetail, VisitPage, VisitRole } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { visitKeys } from './visit-keys';

/** GET /api/visits?role=: the caller's visits, newest first (the first page). */
export const getVisits = (role?: VisitRole, signal?: AbortSignal) =>
  api.get<VisitPage>('/visits', { query: { role }, signal });

export const visitsQueryOptions = (role?: VisitRole) =>
  queryOptions({
    queryKey: visitKeys.list(role),
    queryFn: ({ signal }) => getVisits(role, signal),
  });

export const useVisits = (role?: VisitRole) => useQuery(visitsQueryOptions(role));

/** GET /api/visits/:id */
export const visitQueryOptions = (id: number) =>
  queryOptions({
    queryKey: visitKeys.one(id),
    queryFn: ({ signal }) => api.get<VisitDetail>(`/visits/${id}`, { signal }),
  });

export const useVisit = (id: number, enabled = true) =>
  useQuery({ ...visitQueryOptions(id), enabled });
