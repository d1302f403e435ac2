import { TOAST_DURATION_MS } from '@roomsetu/shared';
import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

export type ToastOptions = Pick<ExternalToast, 'id' | 'duration' | 'description' | 'position'>;
export type ToastPosition = NonNullable<ExternalToast['position']>;
export type ToastVariant = 'success' | 'error' | 'warning' | 'info';
export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-center';

// sonner is downloaded when it is first needed: the first toast, or the first press or key on the
// page (a toast nearly always answers one, and its code then arrives with the request it made).
// A page only looked at never loads it. Toasts raised before its <Toaster> is listening wait for
// it, so none is lost.
let sonner: Promise<typeof Sonner> | null = null;
export const loadSonner = () => (sonner ??= import('sonner'));

let wanted = false;
const wantedListeners = new Set<() => void>();
/** From now on <Toaster> renders sonner's toaster (and so loads its code). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}
export const toasterWanted = (): boolean => wanted;
export function subscribeToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});
/** Called by sonner's toaster once it listens. */
export const signalToasterReady = () => markToasterReady();

function show(kind: ToastVariant, message: string, options?: ToastOptions): void {
  wantToaster();
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
  // Nothing to dismiss before the first toast: no need to load sonner for it.
  dismiss: (id?: string | number) => {
    if (wanted) void loadSonner().then((m) => m.toast.dismiss(id));
  },
};
