import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the device has a network, following the `online` and `offline` events. (What an
 * action says offline is in api-client.ts, apart: this hook is in every page's entry.)
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    // The prerendered pages are drawn online; the banner appears once the page is live.
    () => true,
  );
}
