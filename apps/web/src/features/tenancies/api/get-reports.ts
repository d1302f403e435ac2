import type { TenancyReportList } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenancyKeys } from './tenancy-keys';

/** GET /api/tenancies/:id/reports: every report, oldest first, with items, photos, signatures. */
export const reportsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: tenancyKeys.reports(id),
    queryFn: ({ signal }) => api.get<TenancyReportList>(`/tenancies/${id}/reports`, { signal }),
  });

export const useReports = (id: number) => useQuery(reportsQueryOptions(id));
