import { Workbox } from 'workbox-window';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';

/** The toast's id: one offer on screen however often a new version arrives. */
export const UPDATE_TOAST_ID = 'app-update';

/** What the offer needs of workbox-window's Workbox (tests pass one of their own). */
export type UpdatableWorker = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>;

/**
 * When a new version of the app has installed and waits, offers it in a toast that stays until
 * answered. Only "Reload" lets it take over (then the page reloads once it controls it): a new
 * version never swaps in by itself under a half-filled form. Dismissed, it takes over once every
 * tab of the app has closed.
 */
export function offerUpdate(worker: UpdatableWorker, reload = () => window.location.reload()) {
  let reloading = false;
  // Another tab's "Reload" may have let it take over already: this one then only reloads.
  let tookOver = false;
  worker.addEventListener('controlling', () => {
    tookOver = true;
    if (reloading) reload();
  });
  worker.addEventListener('waiting', () => {
    toast.info(i18n.t('common:appUpdate.available'), {
      id: UPDATE_TOAST_ID,
      duration: Infinity,
      action: {
        label: i18n.t('common:appUpdate.reload'),
        onClick: () => {
          if (tookOver) return reload();
          reloading = true;
          worker.messageSkipWaiting();
        },
      },
    });
  });
}

/** How often an app left open asks whether a new version was deployed. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Browsers look for a new worker when a page is opened; an app left open (an installed one lives
 * for days) would never see a deployment. It asks every hour while on screen, and when it comes
 * back to the screen after an hour or more. Returns the stop.
 */
export function checkForUpdates(worker: Pick<Workbox, 'update'>, now = () => Date.now()) {
  let last = now();
  const check = () => {
    if (document.visibilityState !== 'visible' || now() - last < UPDATE_CHECK_MS) return;
    last = now();
    // A failed check (offline) is simply tried again at the next.
    worker.update().catch(() => {});
  };
  const timer = setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', check);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', check);
  };
}

/** Registers the service worker built from src/sw.ts for the whole site, and offers its updates. */
export function watchForUpdates(): Promise<unknown> {
  const worker = new Workbox('/sw.js', { scope: '/' });
  offerUpdate(worker);
  checkForUpdates(worker);
  return worker.register();
}
