import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';

const everyPart = new Set<() => Promise<void>>();

/**
 * Loads the code of every deferred part: the server draws them whole (src/app/prerender.tsx),
 * so the HTML holds them before the browser has their code.
 */
export function preloadDeferredParts(): Promise<void> {
  return Promise.all([...everyPart].map((preload) => preload())).then(() => {});
}

/** How far below the screen a part starts loading: half a screen ahead of the reader. */
const AHEAD = '0px 0px 50% 0px';

export interface DeferredPart {
  /** Renders the part once its code is here, which starts downloading when it nears the screen. */
  Part: ComponentType<{ fallback?: ReactNode }>;
  /** Downloads the part's code now; resolves once it is here, or has failed to arrive. */
  preload: () => Promise<void>;
}

/** After a failed download, how long a part waits before trying again (or until back online). */
const RETRY_MS = 10_000;

/**
 * A part of a page below the fold whose code is its own chunk, downloaded when the part nears
 * the screen (at once where that cannot be observed). On a prerendered page its HTML is already
 * there: React leaves it as drawn and hydrates it when the code arrives (a Suspense boundary
 * around server HTML), so nothing on screen changes. Drawn afresh (a later visit in the app), the
 * fallback holds its place meanwhile. Code that is already here renders on the first pass.
 * A download that fails never shows an error for a part nobody asked for: it stays as drawn
 * (its links work as plain links) and tries again once the browser is back online, or a little
 * later.
 */
export function deferredPart(load: () => Promise<ComponentType>): DeferredPart {
  let part: ComponentType | undefined;
  let download: Promise<void> | undefined;
  /** One attempt; after a failed one, the next call tries again. */
  const preload = (): Promise<void> => {
    download ??= load().then(
      (loaded) => {
        part = loaded;
      },
      () => {
        download = undefined;
      },
    );
    return download;
  };
  everyPart.add(preload);

  const arrive = async (): Promise<void> => {
    await preload();
    while (!part) {
      await new Promise<void>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(again, RETRY_MS);
        window.addEventListener('online', again);
      });
      await preload();
    }
  };

  let reveal = () => {};
  const near = new Promise<void>((resolve) => {
    reveal = resolve;
  });
  let ready: Promise<void> | undefined;
  /** Whether a page with the part has started (an instance's effect has run). */
  let started = false;

  function Loaded() {
    if (!part) throw (ready ??= near.then(arrive));
    const Part = part;
    return <Part />;
  }

  function Deferred({ fallback = null }: { fallback?: ReactNode }) {
    const box = useRef<HTMLDivElement>(null);
    // Rendered again after the start: the page around the part changed (a navigation, whose
    // location the footer's links read). React holds such an update until a part drawn by the
    // server has hydrated, so its code is fetched now, not once it nears the screen.
    if (started) reveal();
    useEffect(() => {
      started = true;
      const element = box.current;
      if (part || !element || typeof IntersectionObserver === 'undefined') {
        reveal();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          reveal();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={box}>
        <Suspense fallback={fallback}>
          <Loaded />
        </Suspense>
      </div>
    );
  }

  return { Part: Deferred, preload };
}
