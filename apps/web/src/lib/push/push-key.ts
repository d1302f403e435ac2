import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/push/key: the server's VAPID public key; null when this server sends no push. */
export interface PushKey {
  publicKey: string | null;
}

export const pushKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['push', 'key'],
    queryFn: ({ signal }) => api.get<PushKey>('/push/key', { signal }),
    // Set when the server starts: asked once a visit.
    staleTime: Infinity,
  });

/** The server's key, or null (push off, or not known yet). */
export function usePushKey(): string | null {
  return useQuery(pushKeyQueryOptions()).data?.publicKey ?? null;
}
