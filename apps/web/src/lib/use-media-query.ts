import { useSyncExternalStore } from 'react';

/** Tailwind's lg: where the admin console and the find-rooms Split view begin. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/** Whether `query` matches, following resizes and rotations; `fallback` without matchMedia. */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaList(query)?.matches ?? fallback,
    () => fallback,
  );
}
