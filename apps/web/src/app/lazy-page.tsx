import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { loadOnce } from '@/lib/load-once';

/** A page whose code is its own chunk, downloaded on first visit. */
export interface LazyPage {
  /** Renders the page, suspending (PageBoundary) until its code is here. */
  Page: ComponentType;
  /** Starts the download; resolves once the code is here, or has failed to arrive. */
  preload: () => Promise<void>;
}

let downloading = 0;
const listeners = new Set<() => void>();
const countDownload = (by: number) => {
  downloading += by;
  for (const listener of listeners) listener();
};

/** Whether some page's code is still downloading (the navigation progress bar). */
export const pageDownloads = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  pending: (): boolean => downloading > 0,
};

/**
 * Once `load` has succeeded, later visits render the page at once, and so does a first
 * render after `preload` (main.tsx, the prerender), which then draws what the server drew. A
 * chunk that failed shows the page's error boundary for the visit that asked for it; the next
 * visit (a new history entry) or an explicit `preload` downloads it again (load-once.ts).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const code = loadOnce(() => {
    // Counted after the current render: a render that starts it must not update the bar there.
    queueMicrotask(() => countDownload(1));
    const download = load();
    const done = () => countDownload(-1);
    void download.then(done, done);
    return download;
  });
  function Page() {
    // The history entry this render is for (its key is the same through every render of one
    // visit, suspended ones included): a failure is shown to the visit that met it only.
    const Loaded = code.read(useLocation().key);
    return <Loaded />;
  }
  return { Page, preload: code.preload };
}
