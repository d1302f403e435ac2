import { ADMIN_PAGE_SIZE } from '@roomsetu/shared';
import { apiRequest, type QueryParams } from '@/lib/api-client';

/** One page of an admin list, with what the pager needs. */
export interface AdminPage<T> {
  rows: T[];
  pages: number;
  total: number;
}

/** GETs one page of a paginated admin list, at the admin page size unless `query.limit` says. */
export async function fetchAdminPage<T>(
  path: string,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<AdminPage<T>> {
  const { data, pagination } = await apiRequest<T[]>(path, {
    query: { ...query, limit: query.limit ?? ADMIN_PAGE_SIZE },
    signal,
  });
  return {
    rows: Array.isArray(data) ? data : [],
    pages: pagination?.pages ?? 1,
    total: pagination?.total ?? 0,
  };
}
