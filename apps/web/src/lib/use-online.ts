import { useSyncExternalStore } from 'react';

/** Said instead of a spinner when an action needs the network and the device has none. */
export const OFFLINE_ACTION_TEXT = 'You’re offline — try again when you’re connected';

/** The browser's own word: false only when it knows there is no network at all. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the device has a network, following the `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    // The prerendered pages are drawn online; the banner appears once the page is live.
    () => true,
  );
}
