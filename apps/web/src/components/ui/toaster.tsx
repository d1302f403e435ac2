import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import {
  DEFAULT_TOAST_POSITION,
  subscribeToasterWanted,
  toasterWanted,
  wantToaster,
  type ToastPosition,
} from './toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

const FIRST_USE = ['pointerdown', 'keydown'];

/**
 * Where toasts appear; six positions, top-centre by default. Renders nothing until the page first
 * needs it (the first toast, press or key), and never on the server, so the markup React hydrates
 * never depends on whether sonner's chunk had loaded.
 */
export function Toaster({ position = DEFAULT_TOAST_POSITION }: { position?: ToastPosition }) {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  useEffect(() => {
    if (wanted) return;
    for (const type of FIRST_USE) document.addEventListener(type, wantToaster, true);
    return () => {
      for (const type of FIRST_USE) document.removeEventListener(type, wantToaster, true);
    };
  }, [wanted]);
  return (
    wanted && (
      <Suspense>
        <SonnerToaster position={position} />
      </Suspense>
    )
  );
}
