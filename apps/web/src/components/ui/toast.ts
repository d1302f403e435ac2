import { TOAST_DURATION_MS } from '@roomsetu/shared';
import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

export type ToastOptions = Pick<ExternalToast, 'id' | 'duration' | 'description' | 'position'>;
export type ToastPosition = NonNullable<ExternalToast['position']>;
export type ToastVariant = 'success' | 'error' | 'warning' | 'info';
export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-center';

// sonner is downloaded after the first paint, not in the entry chunk. Toasts raised before its
// <Toaster> is listening wait for it, so none is lost.
let sonner: Promise<typeof Sonner> | null = null;
export const loadSonner = () => (sonner ??= import('sonner'));

let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});
/** Called by <Toaster> once it listens. */
export const signalToasterReady = () => markToasterReady();

function show(kind: ToastVariant, message: string, options?: ToastOptions): void {
  void Promise.all([loadSonner(), toasterReady]).then(([{ toast }]) =>
    toast[kind](message, { duration: TOAST_DURATION_MS, ...options }),
  );
}

/**
 * The app's toasts: success, error, warning, info (3 s, top-centre by default).
 * Pass an `id` to show a message once however often it is raised (StrictMode, repeated 401s).
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss: (id?: string | number) => void loadSonner().then((m) => m.toast.dismiss(id)),
};
