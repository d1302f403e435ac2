import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadOnce } from './load-once';

/** Tells the part's holder once the part has committed (hydrated, or rendered afresh). */
function Shown({ onShown }: { onShown: () => void }): null {
  useEffect(onShown, [onShown]);
  return null;
}

const everyPart = new Set<() => Promise<void>>();

/**
 * Loads the code of every deferred part: the server draws them whole (src/app/prerender.tsx),
 * so the HTML holds them before the browser has their code.
 */
export function preloadDeferredParts(): Promise<void> {
  return Promise.all([...everyPart].map((preload) => preload())).then(() => {});
}

/** How far below the screen a part starts loading, by default: half a screen ahead of the reader. */
const AHEAD = '0px 0px 50% 0px';

/** What inside a part not hydrated yet fetches its code at once (a click is also held). */
const ENGAGED = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

export interface DeferredOptions {
  /**
   * The IntersectionObserver rootMargin: how near the screen the part loads. A part whose data is
   * drawn in its HTML can wait until it is on screen (0 or less): what shows works meanwhile.
   */
  ahead?: string;
}

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
 * the screen (at once where that cannot be observed), or as soon as someone taps, focuses or
 * types inside it. On a prerendered page its HTML is already
 * there: React leaves it as drawn and hydrates it when the code arrives (a Suspense boundary
 * around server HTML), so nothing on screen changes. Drawn afresh (a later visit in the app), the
 * fallback holds its place meanwhile. Code that is already here renders on the first pass.
 * A download that fails never shows an error for a part nobody asked for: it stays as drawn
 * (its links work as plain links) and tries again once the browser is back online, or a little
 * later.
 */
export function deferredPart(
  load: () => Promise<ComponentType>,
  { ahead = AHEAD }: DeferredOptions = {},
): DeferredPart {
  const code = loadOnce(load);
  /** One attempt; after a failed one, the next call tries again. */
  const preload = code.preload;
  everyPart.add(preload);

  const arrive = async (): Promise<void> => {
    await preload();
    while (!code.value()) {
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

  function Loaded({ onShown }: { onShown: () => void }) {
    const Part = code.value();
    if (!Part) throw (ready ??= near.then(arrive));
    return (
      <>
        <Part />
        <Shown onShown={onShown} />
      </>
    );
  }

  function Deferred({ fallback = null }: { fallback?: ReactNode }) {
    const box = useRef<HTMLDivElement>(null);
    /** Whether the part is live (hydrated or rendered): its buttons answer by themselves. */
    const shown = useRef(false);
    /** A button tapped before then, tapped again once it is. */
    const held = useRef<HTMLElement | null>(null);
    const onShown = useCallback(() => {
      shown.current = true;
      const button = held.current;
      held.current = null;
      if (button?.isConnected) button.click();
    }, []);
    // Rendered again after the start: the page around the part changed (a navigation, whose
    // location the footer's links read). React holds such an update until a part drawn by the
    // server has hydrated, so its code is fetched now, not once it nears the screen.
    if (started) reveal();
    useEffect(() => {
      started = true;
      const element = box.current;
      if (code.value() || !element) {
        reveal();
        return undefined;
      }
      // On the document, ahead of React's listener on the root, which stops what it cannot hand to
      // a part yet: a press, focus or key inside fetches its code, and a tap on a button (which
      // React would drop) is held and done again once the part is live. A link opens as a link.
      const engage = (event: Event) => {
        const { target } = event;
        if (shown.current || !(target instanceof Element) || !element.contains(target)) return;
        reveal();
        const button = target.closest<HTMLElement>('button[type="button"]');
        if (event.type !== 'click' || !button) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        held.current = button;
      };
      for (const type of ENGAGED) document.addEventListener(type, engage, true);
      const observer =
        typeof IntersectionObserver === 'undefined'
          ? undefined
          : new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) reveal();
              },
              { rootMargin: ahead },
            );
      if (observer) observer.observe(element);
      else reveal();
      return () => {
        observer?.disconnect();
        for (const type of ENGAGED) document.removeEventListener(type, engage, true);
      };
    }, []);
    return (
      <div ref={box}>
        <Suspense fallback={fallback}>
          <Loaded onShown={onShown} />
        </Suspense>
      </div>
    );
  }

  return { Part: Deferred, preload };
}
