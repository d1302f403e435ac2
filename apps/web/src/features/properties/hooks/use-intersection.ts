import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned ref's element comes within `rootMargin` of the viewport.
 * The observer is rebuilt whenever `enabled` turns on again, and a new observer reports the
 * element's current state at once: an element still on screen after a page has loaded fires
 * again, so a short list keeps filling a tall screen. Without IntersectionObserver (very old
 * browsers) it fires once, so content still loads.
 */
export function useIntersection<T extends Element>(
  onVisible: () => void,
  { rootMargin = '0px', enabled = true }: { rootMargin?: string; enabled?: boolean } = {},
) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useLayoutEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      callback.current();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);

  return ref;
}
