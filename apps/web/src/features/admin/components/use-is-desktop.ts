import { useSyncExternalStore } from 'react';

/** The admin console's minimum width (Tailwind's lg). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DESKTOP_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True at 1024 px and wider, following resizes and rotations. Without matchMedia: desktop. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
