import { TOAST_DURATION_MS } from '@roomsetu/shared';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import {
  DEFAULT_TOAST_POSITION,
  loadSonner,
  signalToasterReady,
  type ToastPosition,
} from './toast';

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** Rendered after sonner's Toaster, so its effect runs once the Toaster has subscribed. */
function ReadySignal() {
  useEffect(() => signalToasterReady(), []);
  return null;
}

const noSubscription = () => () => {};

/**
 * Where toasts appear; six positions, top-centre by default. Only in the browser: the prerendered
 * pages leave it out (sonner's code is not there yet) and hydration adds it after, so the markup
 * React hydrates never depends on whether that chunk had loaded.
 */
export function Toaster({ position = DEFAULT_TOAST_POSITION }: { position?: ToastPosition }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position={position} duration={TOAST_DURATION_MS} richColors closeButton />
      <ReadySignal />
    </Suspense>
  );
}
