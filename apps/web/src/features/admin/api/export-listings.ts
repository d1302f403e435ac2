import { apiFile } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import type { AdminListingsFilters } from './get-listings';

export const LISTINGS_CSV_FILENAME = 'listings.csv';

/** Downloads listings.csv with the filters the table shows (not its page: every match). */
export async function downloadListingsCsv(filters: AdminListingsFilters): Promise<void> {
  const csv = await apiFile('/admin/listings.csv', {
    query: { status: filters.status, city: filters.city, search: filters.search.trim() },
    headers: { Accept: 'text/csv' },
  });
  saveBlob(csv, LISTINGS_CSV_FILENAME);
}
