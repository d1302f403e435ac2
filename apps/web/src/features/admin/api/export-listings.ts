import { ApiError, api, buildUrl } from '@/lib/api-client';
import { getToken } from '@/lib/auth';
import type { AdminListingsFilters } from './get-listings';

export const LISTINGS_CSV_FILENAME = 'listings.csv';

/** /api/admin/listings.csv with the filters the table shows (not its page: every match). */
export function listingsCsvUrl(filters: AdminListingsFilters): string {
  return buildUrl('/admin/listings.csv', {
    status: filters.status,
    city: filters.city,
    search: filters.search.trim(),
  });
}

function fetchCsv(url: string, token: string | null) {
  return fetch(url, {
    credentials: 'include',
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
}

/** Saves a blob under a name: object URL, a[download], then the URL is released. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Downloads listings.csv with the bearer token (a plain link could not send it). An expired
 * access token is renewed by one ordinary API call, which refreshes it, and the download retried.
 */
export async function downloadListingsCsv(filters: AdminListingsFilters): Promise<void> {
  const url = listingsCsvUrl(filters);
  let res = await fetchCsv(url, getToken());
  if (res.status === 401) {
    await api.get('/users/self');
    res = await fetchCsv(url, getToken());
  }
  if (!res.ok) throw new ApiError(res.status, 'Export failed. Please try again.');
  saveBlob(await res.blob(), LISTINGS_CSV_FILENAME);
}
