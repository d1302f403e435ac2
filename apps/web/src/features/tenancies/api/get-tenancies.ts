import type { TenancyDetail, TenancyList, TenancyRole } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedTenancy } from '../utils/shared-tenancy';
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

/** The same list, read for the tenancy the caller shares with `otherId` (null: none). */
export const useSharedTenancy = (otherId: number) =>
  useQuery({
    ...tenanciesQueryOptions(),
    select: (list) => sharedTenancy(list.items, otherId),
  });
