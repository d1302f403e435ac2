import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';

// The query cache (TanStack Query's client, 12 KB gzip) is not part of the entry: the landing
// page's first screen asks nothing of the API. Pages, the signed-in header and the landing page's
// lower sections load it beside their own code and render inside a QueryScope.
let outcome: { client: QueryClient } | { error: unknown; visit: string | undefined } | undefined;
let loading: Promise<QueryClient> | undefined;
let prepare: ((client: Promise<QueryClient>) => Promise<void>) | undefined;

/**
 * Has `fill` run as the query client downloads (it is given the download), and finish before
 * anyone is given the client: the landing page's seed, whose data only its lower sections show
 * (they load the client). A `fill` that fails leaves the client as it is (its queries ask the API).
 */
export function whenQueryClientLoads(fill: (client: Promise<QueryClient>) => Promise<void>): void {
  prepare = fill;
}

/**
 * Downloads the app's query client once; resolves with it. After a failed download the next
 * call (a new visit, a page's preload) tries again, as for a page's own code (lazy-page.tsx).
 */
export function loadQueryClient(visit?: string): Promise<QueryClient> {
  if (outcome && 'error' in outcome) {
    outcome = undefined;
    loading = undefined;
  }
  loading ??= (() => {
    const fill = prepare;
    prepare = undefined;
    const client = import('./query-client').then(({ queryClient }) => {
      // Mounted for the app's lifetime, as the one provider at the root used to keep it:
      // refetch on reconnect whatever is on screen.
      queryClient.mount();
      return queryClient;
    });
    return Promise.all([client, fill?.(client).catch(noop)]).then(
      ([queryClient]) => {
        outcome = { client: queryClient };
        return queryClient;
      },
      (error: unknown) => {
        // The next try fills it then.
        prepare ??= fill;
        outcome = { error, visit };
        throw error;
      },
    );
  })();
  return loading;
}

const noop = () => {};

/** The app's query client if it has loaded (nothing is cached before that). */
export function loadedQueryClient(): QueryClient | undefined {
  return outcome && 'client' in outcome ? outcome.client : undefined;
}

/**
 * Gives `children` the app's query client, suspending until it has loaded. Under a provider of
 * its own (the server's per-page client, a test's) it adds nothing. A client that failed to load
 * shows the nearest error boundary to the visit that met it only; the next visit tries again.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const visit = useLocation().key;
  if (outer) return children;
  const failedBefore = outcome && 'error' in outcome && outcome.visit !== visit;
  if (!outcome || failedBefore) throw loadQueryClient(visit).then(noop, noop);
  if ('error' in outcome) throw outcome.error;
  return <QueryClientProvider client={outcome.client}>{children}</QueryClientProvider>;
}
