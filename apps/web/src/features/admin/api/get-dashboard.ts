import type { AdminDashboard } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAdminDashboard = (signal?: AbortSignal) =>
  api.get<AdminDashboard>('/admin/dashboard', { signal });

export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => getAdminDashboard(signal),
  });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
