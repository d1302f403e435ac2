import { ADMIN_PAGE_SIZE, type AdminUserRow } from '@roomsetu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The Users tab's filters; '' means any. */
export interface AdminUsersFilters {
  search: string;
  role: string;
  status: string;
  page: number;
}

export async function getAdminUsers(filters: AdminUsersFilters, signal?: AbortSignal) {
  const { data, pagination } = await apiRequest<AdminUserRow[]>('/admin/users', {
    query: { ...filters, search: filters.search.trim(), limit: ADMIN_PAGE_SIZE },
    signal,
  });
  return {
    rows: Array.isArray(data) ? data : [],
    pages: pagination?.pages ?? 1,
    total: pagination?.total ?? 0,
  };
}

export const adminUsersQueryOptions = (filters: AdminUsersFilters) =>
  queryOptions({
    queryKey: ['admin', 'users', filters],
    queryFn: ({ signal }) => getAdminUsers(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(filters: AdminUsersFilters) {
  return useQuery(adminUsersQueryOptions(filters));
}
