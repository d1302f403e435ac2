import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { LiveSocketProvider } from '@/lib/socket/live-socket';
import { useForgetOnSignOut } from './forget-on-sign-out';

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
  useForgetOnSignOut();
  const app = (
    <>
      <LiveSocketProvider>{children}</LiveSocketProvider>
      <Toaster />
    </>
  );
  return client ? <QueryClientProvider client={client}>{app}</QueryClientProvider> : app;
}
