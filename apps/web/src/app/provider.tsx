import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { getToken, subscribeAuth } from '@/lib/auth';
import { loadedQueryClient } from '@/lib/lazy-query-client';
import { LiveSocketProvider } from '@/lib/socket/live-socket';

/** Forgets every cached answer when the session ends, so the next user never sees the last one's data. */
function useResetCacheOnSignOut(): void {
  useEffect(() => {
    let signedIn = getToken() !== null;
    return subscribeAuth(() => {
      const now = getToken() !== null;
      if (signedIn && !now) void loadedQueryClient()?.resetQueries();
      signedIn = now;
    });
  }, []);
}

interface AppProviderProps {
  children: ReactNode;
  /**
   * The server renders each page with a client of its own, filled with that page's data.
   * Without one, the parts that ask the API load the app's client (QueryScope): the landing
   * page's first screen does without it.
   */
  client?: QueryClient;
}

export function AppProvider({ children, client }: AppProviderProps) {
  useResetCacheOnSignOut();
  const app = (
    <>
      <LiveSocketProvider>{children}</LiveSocketProvider>
      <Toaster />
    </>
  );
  return client ? <QueryClientProvider client={client}>{app}</QueryClientProvider> : app;
}
