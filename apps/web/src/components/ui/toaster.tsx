import { TOAST_DURATION_MS } from '@roomsetu/shared';
import { lazy, Suspense, useEffect } from 'react';
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

/** Where toasts appear; six positions, top-centre by default. */
export function Toaster({ position = DEFAULT_TOAST_POSITION }: { position?: ToastPosition }) {
  return (
    <Suspense fallback={null}>
      <SonnerToaster position={position} duration={TOAST_DURATION_MS} richColors closeButton />
      <ReadySignal />
    </Suspense>
  );
}
