import type { ListingFreshnessLink } from '@roomsetu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/properties/freshness/link: what a freshness link is about (its listing, whether its
 * question is answered), read without changing anything; the token is the credential.
 */
export const getFreshnessLink = (token: string, signal?: AbortSignal) =>
  api.get<ListingFreshnessLink>(`/properties/freshness/link?token=${encodeURIComponent(token)}`, {
    signal,
  });

export const freshnessLinkQuery = (token: string) =>
  queryOptions({
    // Not under 'properties': answering refreshes those, and this page shows the answer itself.
    queryKey: ['freshness-link', token],
    queryFn: ({ signal }) => getFreshnessLink(token, signal),
    retry: false,
  });

export function useFreshnessLink(token: string | null) {
  return useQuery({ ...freshnessLinkQuery(token ?? ''), enabled: !!token });
}
