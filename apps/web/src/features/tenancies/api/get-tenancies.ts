import type { TenancyDetail, TenancyList, TenancyRole } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenancyKeys } from './tenancy-keys';

/** GET /api/tenancies?role=: the caller's tenancies, newest first, as owner, tenant or both. */
export const tenanciesQueryOptions = (role?: TenancyRole) =>
  queryOptions({
    queryKey: tenancyKeys.list(role),
    queryFn: ({ signal }) => api.get<TenancyList>('/tenancies', { query: { role }, signal }),
  });

export const useTenancies = (role?: TenancyRole) => useQuery(tenanciesQueryOptions(role));

/** GET /api/tenancies/:id: the terms, the parties' answers and the whole log. */
export const tenancyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: tenancyKeys.one(id),
    queryFn: ({ signal }) => api.get<TenancyDetail>(`/tenancies/${id}`, { signal }),
  });

export const useTenancy = (id: number) => useQuery(tenancyQueryOptions(id));
