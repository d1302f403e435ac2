/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa into dist/sw.js, vite.config.ts). It keeps the app
 * shell and its code so the app opens without a network, and shows web pushes. It never touches
 * the API, the socket, uploaded photos or map tiles: what is readable offline the data layer keeps
 * itself, and the tile servers' terms forbid caching their tiles.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { pushNotice, windowShowing } from './service-worker/push';

declare const self: ServiceWorkerGlobalScope;

/** index.html as built: the app with a placeholder for a page, which the router fills. */
const SHELL = '/index.html';
/** How long a page's own HTML may take before the kept shell is shown instead. */
const NAVIGATION_TIMEOUT_SECONDS = 3;
/** Never answered from a cache, even when opened as a page (a PDF, a photo, a mail's link). */
const NOT_PAGES = [/^\/api(\/|$)/, /^\/uploads\//, /^\/socket\.io\//];

// The shell, the JavaScript and CSS of every page, the icons (vite.config.ts lists them). Only
// `/index.html` itself is answered from it: `/` is a page of its own (drawn with its data), so
// neither the directory index nor clean URLs map other paths onto precached files.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// The page's HTML starts downloading while the worker starts, not after.
navigationPreload.enable();

// Pages from the network (the server draws them, with their data), the kept shell when it fails
// or is slow: the app then starts and asks for its data as it does anywhere.
const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch (error) {
        const shell = await matchPrecache(SHELL);
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: NOT_PAGES },
  ),
);

// Built files under /assets/ carry a hash in their name: a copy never goes stale. Those not
// precached (pdfmake and the PDF fonts, loaded on demand) are kept once fetched, a few at most.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
  }),
);

// A new version waits until the person says to reload (the app's update toast), never swapping
// under a half-filled form.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event: PushEvent) => {
  const notice = pushNotice(event.data?.text() ?? null, self.location.origin);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/icons/icon-192.png',
      data: { url: notice.url },
      ...(notice.tag !== undefined && { tag: notice.tag }),
    }),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: string };
  const target = new URL(url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windowShowing(windows, target);
      if (open) await open.focus();
      else await self.clients.openWindow(target);
    })(),
  );
});
