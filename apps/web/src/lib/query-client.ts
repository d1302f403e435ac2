import { QueryClient } from '@tanstack/react-query';
import { isNetworkError } from '@/lib/api-client';

const MAX_NETWORK_RETRIES = 2;

/** Retries only when the network failed: an answer from the server (4xx, 5xx) is final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isNetworkError(error) && failureCount < MAX_NETWORK_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        // Slow, metered connections: refetch on reconnect, not every time the tab gains focus.
        refetchOnWindowFocus: false,
      },
      // A change made offline fails at once and says so (the API client's message) instead of
      // waiting, paused behind a spinner, for a network that may not come back on this page.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
