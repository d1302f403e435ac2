import { useEffect } from 'react';
import { getToken, subscribeAuth } from '@/lib/auth';
import { loadedQueryClient, restoreOffline } from '@/lib/lazy-query-client';

/**
 * Forgets every cached answer when the session ends, so the next user never sees the last one's
 * data. The answers nothing shows go at once. The parts on screen ask again once they have drawn
 * without the session: asked at the moment of the sign-out, the signed-in parts (the header's
 * counts, a profile) would go out unsigned and be refused. Someone signing in has what they kept
 * on this device restored (offline-cache.ts forgets it on sign-out, and anyone else's).
 */
export function useForgetOnSignOut(): void {
  useEffect(() => {
    let signedIn = getToken() !== null;
    return subscribeAuth(() => {
      const now = getToken() !== null;
      if (signedIn && !now) forget();
      if (!signedIn && now) keepOffline();
      signedIn = now;
    });
  }, []);
}

function keepOffline(): void {
  const client = loadedQueryClient();
  if (client) void restoreOffline(client);
}

function forget(): void {
  const client = loadedQueryClient();
  if (!client) return;
  void client.cancelQueries();
  client.removeQueries({ type: 'inactive' });
  setTimeout(() => void client.resetQueries(), 0);
}
