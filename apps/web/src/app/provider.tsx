import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { getToken, subscribeAuth } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { LiveSocketProvider } from '@/lib/socket/live-socket';

/** Forgets every cached answer when the session ends, so the next user never sees the last one's data. */
function useResetCacheOnSignOut(): void {
  useEffect(() => {
    let signedIn = getToken() !== null;
    return subscribeAuth(() => {
      const now = getToken() !== null;
      if (signedIn && !now) void queryClient.resetQueries();
      signedIn = now;
    });
  }, []);
}

interface AppProviderProps {
  children: ReactNode;
  /** The server renders each page with a client of its own, filled with that page's data. */
  client?: QueryClient;
}

export function AppProvider({ children, client = queryClient }: AppProviderProps) {
  useResetCacheOnSignOut();
  return (
    <QueryClientProvider client={client}>
      <LiveSocketProvider>{children}</LiveSocketProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
