import { useEffect, useSyncExternalStore } from 'react';
import {
  DEFAULT_TOAST_POSITION,
  loadedToaster,
  subscribeToasterArrived,
  wantToaster,
  type ToastPosition,
} from './toast';

const FIRST_USE = ['pointerdown', 'keydown'];

/**
 * Where toasts appear; six positions, top-centre by default. Renders nothing until sonner's code
 * has arrived (asked for by the first toast, press or key: toast.ts), and never on the server, so
 * the markup React hydrates never depends on whether that chunk had loaded.
 */
export function Toaster({ position = DEFAULT_TOAST_POSITION }: { position?: ToastPosition }) {
  const SonnerToaster = useSyncExternalStore(
    subscribeToasterArrived,
    loadedToaster,
    () => undefined,
  );
  const here = SonnerToaster !== undefined;
  useEffect(() => {
    if (here) return;
    for (const type of FIRST_USE) document.addEventListener(type, wantToaster, true);
    return () => {
      for (const type of FIRST_USE) document.removeEventListener(type, wantToaster, true);
    };
  }, [here]);
  return here && <SonnerToaster position={position} />;
}
