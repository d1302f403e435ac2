import { env } from '@/config/env';
import { APP_STARTED } from '@/lib/app-started';

/** How long an idle moment may be waited for before registering anyway. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Registers the service worker (src/sw.ts) once the page has loaded, the app has started (its
 * page has asked for its data) and the browser is idle: its first download (the app's code for
 * offline use) never competes with the page's own. Its code, workbox-window and the update
 * prompt, loads only then, outside the entry. Not in development (the dev server has no worker)
 * nor where there is none (old browsers, the tests' jsdom).
 */
export function registerServiceWorker(): void {
  if (env.isDev || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A worker that does not register leaves the app as it was without one.
    import('./app-update').then(({ watchForUpdates }) => watchForUpdates()).catch(() => {});
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window)
      requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(register, 0);
  };
  const whenStarted = () => {
    if (document.documentElement.hasAttribute('data-started')) whenIdle();
    else document.addEventListener(APP_STARTED, whenIdle, { once: true });
  };
  if (document.readyState === 'complete') whenStarted();
  else window.addEventListener('load', whenStarted, { once: true });
}
