import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { getToken } from './auth';
import { loadOnce } from './load-once';

// The query cache (TanStack Query's client, 12 KB gzip) is not part of the entry: the landing
// page's first screen asks nothing of the API. Pages, the signed-in header and the landing page's
// lower sections load it beside their own code and render inside a QueryScope.
let prepare: ((client: Promise<QueryClient>) => Promise<void>) | undefined;

/**
 * Has `fill` run as the query client downloads (it is given the download), and finish before
 * anyone is given the client: the landing page's seed, whose data only its lower sections show
 * (they load the client). A `fill` that fails leaves the client as it is (its queries ask the API).
 */
export function whenQueryClientLoads(fill: (client: Promise<QueryClient>) => Promise<void>): void {
  prepare = fill;
}

const client = loadOnce((): Promise<QueryClient> => {
  const fill = prepare;
  prepare = undefined;
  const loaded = import('./query-client').then(async ({ queryClient }) => {
    // Mounted for the app's lifetime, as the one provider at the root used to keep it:
    // refetch on reconnect whatever is on screen.
    queryClient.mount();
    if (getToken() !== null) await restoreOffline(queryClient);
    return queryClient;
  });
  return Promise.all([loaded, fill?.(loaded).catch(noop)]).then(
    ([queryClient]) => queryClient,
    (error: unknown) => {
      // The next try fills it then.
      prepare ??= fill;
      throw error;
    },
  );
});

const noop = () => {};

/** An IndexedDB that does not answer (blocked by another tab) never holds the page back longer. */
const RESTORE_WAIT_LIMIT_MS = 1500;

/**
 * What a signed-in person saved on this device (favourites, conversations) is put in the client
 * before anyone reads it, so a page opened offline draws from it. Guests never download the store.
 */
export function restoreOffline(queryClient: QueryClient): Promise<void> {
  const restored = import('./offline/offline-cache').then(({ followSession }) =>
    followSession(queryClient),
  );
  return Promise.race([
    restored.catch(noop),
    new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_LIMIT_MS)),
  ]);
}

/**
 * Downloads the app's query client once; resolves with it. After a failed download the next
 * call (a new visit, a page's preload) tries again, as for a page's own code (lazy-page.tsx).
 */
export const loadQueryClient = (visit?: string): Promise<QueryClient> => client(visit);

/** The app's query client if it has loaded (nothing is cached before that). */
export const loadedQueryClient = (): QueryClient | undefined => client.value();

/**
 * Gives `children` the app's query client, suspending until it has loaded. Under a provider of
 * its own (the server's per-page client, a test's) it adds nothing. A client that failed to load
 * shows the nearest error boundary to the visit that met it only; the next visit tries again.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const visit = useLocation().key;
  if (outer) return children;
  return <QueryClientProvider client={client.read(visit)}>{children}</QueryClientProvider>;
}
