import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned ref's element comes within `rootMargin` of the viewport.
 * The observer is rebuilt whenever `enabled` turns on again, and a new observer reports the
 * element's current state at once: an element still on screen after a page has loaded fires
 * again, so a short list keeps filling a tall screen. Without IntersectionObserver (very old
 * browsers) it fires once, so content still loads.
 *
 * An element already scrolled past counts as reached: a phone flung to the end of a page
 * carries the element from below the screen to above it between two frames (a tall footer
 * keeps it there), and the observer, which saw no intersection, would never fire. A scroll
 * listener catches that case, and a new observer's first report does too.
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
    // Scroll events come many a second: they call once, and not after the observer has.
    let fired = false;
    const fire = () => {
      fired = true;
      callback.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const past = (entry: IntersectionObserverEntry) =>
          !!entry.rootBounds && entry.boundingClientRect.bottom < entry.rootBounds.top;
        if (entries.some((entry) => entry.isIntersecting || past(entry))) fire();
      },
      { rootMargin },
    );
    const onScroll = () => {
      if (!fired && element.getBoundingClientRect().bottom < 0) fire();
    };
    observer.observe(element);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled, rootMargin]);

  return ref;
}
