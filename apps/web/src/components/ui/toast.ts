import { ACTION_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@roomsetu/shared';
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { loadOnce } from '@/lib/load-once';

/** `action`: one button in the toast (e.g. Undo), which closes it when pressed. */
export type ToastOptions = Pick<
  ExternalToast,
  'id' | 'duration' | 'description' | 'position' | 'action'
>;
export type ToastPosition = NonNullable<ExternalToast['position']>;
export type ToastVariant = 'success' | 'error' | 'warning' | 'info';
export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-center';

// sonner (its toaster in a chunk of its own, sonner-toaster.tsx) is downloaded when first needed:
// the first toast, or the first press or key on the page (a toast nearly always answers one, and
// its code then arrives with the request it made). A page only looked at never loads it. A failed
// download is tried again on the next toast, press or key.
const toasterCode = loadOnce(() => import('./sonner-toaster'));
const arrivedListeners = new Set<() => void>();

/** Downloads sonner's toaster, if it has not arrived; <Toaster> renders it once it has. */
export function wantToaster(): void {
  if (toasterCode.value()) return;
  void toasterCode.preload().then(() => {
    for (const listener of arrivedListeners) listener();
  });
}

/** sonner's toaster as the app sets it up, once its code has arrived. */
export const loadedToaster = () => toasterCode.value()?.default;
export function subscribeToasterArrived(listener: () => void): () => void {
  arrivedListeners.add(listener);
  return () => arrivedListeners.delete(listener);
}

// Toasts raised before sonner's <Toaster> is listening wait for it, so none is lost.
type Raise = (toast: typeof sonnerToast) => void;
const waiting: Raise[] = [];
/** sonner, once its toaster listens. */
let listening: typeof sonnerToast | null = null;
/** Called by sonner's toaster once it listens. */
export const signalToasterReady = (toast: typeof sonnerToast) => {
  listening = toast;
  for (const raise of waiting.splice(0)) raise(toast);
};

/** How long a toast stays: longer when it offers a button, unless the caller says otherwise. */
export function toastDuration(options?: ToastOptions): number {
  return options?.duration ?? (options?.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS);
}

function show(kind: ToastVariant, message: string, options?: ToastOptions): void {
  wantToaster();
  const raise: Raise = (toast) => {
    toast[kind](message, { ...options, duration: toastDuration(options) });
  };
  if (listening) raise(listening);
  else waiting.push(raise);
}

/**
 * The app's toasts: success, error, warning, info (3 s, 10 s with a button; top-centre by default).
 * Pass an `id` to show a message once however often it is raised (StrictMode, repeated 401s).
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** One toast, or every toast (those still waiting for the toaster too) without an id. */
  dismiss: (id?: string | number): void => {
    if (id === undefined) waiting.length = 0;
    listening?.dismiss(id);
  },
};
