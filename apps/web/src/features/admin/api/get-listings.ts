import { ADMIN_PAGE_SIZE, type AdminListingRow } from '@roomsetu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The listings page's filters; '' means any. The CSV export uses the same ones. */
export interface AdminListingsFilters {
  status: string;
  city: string;
  search: string;
}

export interface AdminListingsPage {
  rows: AdminListingRow[];
  pages: number;
  total: number;
}

export const adminListingsKey = ['admin', 'listings'] as const;

export async function getAdminListings(
  filters: AdminListingsFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AdminListingsPage> {
  const { data, pagination } = await apiRequest<AdminListingRow[]>('/admin/listings', {
    query: { ...filters, search: filters.search.trim(), page, limit: ADMIN_PAGE_SIZE },
    signal,
  });
  return {
    rows: Array.isArray(data) ? data : [],
    pages: pagination?.pages ?? 1,
    total: pagination?.total ?? 0,
  };
}

export const adminListingsQueryOptions = (filters: AdminListingsFilters, page: number) =>
  queryOptions({
    queryKey: [...adminListingsKey, filters, page],
    queryFn: ({ signal }) => getAdminListings(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminListings(filters: AdminListingsFilters, page: number) {
  return useQuery(adminListingsQueryOptions(filters, page));
}
