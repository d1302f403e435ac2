import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { routes } from './routes';

/**
 * The public pages whose first screen is rendered at build time (scripts/prerender.mjs), as a
 * guest with no data yet: the header, the page's own layout and its loading skeletons. The API
 * sends each one's HTML for its path, so the page paints before any JavaScript has run.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': '/',
  '/find-rooms': '/find-rooms',
  // Any listing: what paints first is the same skeleton for every id.
  '/room-details': '/room-details?id=1',
  '/find-roommates': '/find-roommates',
};

/**
 * The markup of #root for `url`: the app's own first render for a guest (the same client
 * render the browser does, in a DOM the caller provides), once the page's code has loaded.
 */
export async function renderPage(url: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
  const markup = container.innerHTML;
  root.unmount();
  router.dispose();
  return markup;
}
