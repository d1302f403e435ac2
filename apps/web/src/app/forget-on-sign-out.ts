import { useEffect } from 'react';
import { getToken, subscribeAuth } from '@/lib/auth';
import { loadedQueryClient } from '@/lib/lazy-query-client';

/**
 * Forgets every cached answer when the session ends, so the next user never sees the last one's
 * data. The answers nothing shows go at once. The parts on screen ask again once they have drawn
 * without the session: asked at the moment of the sign-out, the signed-in parts (the header's
 * counts, a profile) would go out unsigned and be refused.
 */
export function useForgetOnSignOut(): void {
  useEffect(() => {
    let signedIn = getToken() !== null;
    return subscribeAuth(() => {
      const now = getToken() !== null;
      if (signedIn && !now) forget();
      signedIn = now;
    });
  }, []);
}

function forget(): void {
  const client = loadedQueryClient();
  if (!client) return;
  void client.cancelQueries();
  client.removeQueries({ type: 'inactive' });
  setTimeout(() => void client.resetQueries(), 0);
}
