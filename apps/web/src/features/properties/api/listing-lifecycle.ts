import type {
  ListingConfirmedResult,
  ListingInquiry,
  ListingStats,
  ListingStatusResult,
  OwnerListingStatus,
} from '@roomsetu/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/properties/:id/status: pause, mark let agreed or re-activate (409 if not allowed). */
export function changeListingStatus({ id, status }: { id: number; status: OwnerListingStatus }) {
  return api.post<ListingStatusResult>(`/properties/${id}/status`, { status });
}

export function useChangeListingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeListingStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: ['properties'] }),
  });
}

/** POST /api/properties/:id/confirm: the owner's "Still available" (409 unless live). */
export function confirmListing(id: number) {
  return api.post<ListingConfirmedResult>(`/properties/${id}/confirm`);
}

export function useConfirmListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmListing,
    onSuccess: () => client.invalidateQueries({ queryKey: ['properties'] }),
  });
}

export const listingStatsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['listing-insights', 'stats', id],
    queryFn: ({ signal }) => api.get<ListingStats>(`/properties/${id}/stats`, { signal }),
  });

/** GET /api/properties/:id/stats: views, favourites, inquiries and reply rate, per day. */
export function useListingStats(id: number) {
  return useQuery(listingStatsQueryOptions(id));
}

/** GET /api/properties/:id/inquiries: the conversations started from the listing. */
export function useListingInquiries(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['listing-insights', 'inquiries', id],
    queryFn: ({ signal }) => api.get<ListingInquiry[]>(`/properties/${id}/inquiries`, { signal }),
    enabled,
  });
}
