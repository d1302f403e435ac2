import { refreshAccessToken } from '@/lib/api-client';
import { getToken } from '@/lib/auth';

/**
 * A fresh access token for the socket after 'auth:expired', through the API client's single
 * refresh, so the socket and any request that hit a 401 at the same moment share one exchange.
 */
export async function renewToken(stale: string | null): Promise<string | null> {
  const current = getToken();
  if (current && current !== stale) return current; // another request already refreshed
  const next = await refreshAccessToken();
  return next && next !== stale ? next : null;
}
