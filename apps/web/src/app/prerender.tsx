import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { AppProvider } from './provider';
import { routes } from './routes';

export { PRERENDERED_PAGES } from './prerendered-pages';

/** The app as the browser renders it (main.tsx), on `router`. */
export function AppOn({ router }: { router: DataRouter }): ReactNode {
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}

/** Resolves once `router` has loaded the opened page's code (its lazy route modules). */
export function whenInitialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The markup of #root for `url`: the app rendered to a string for a guest, once the page's code
 * has loaded; the browser hydrates it (main.tsx), so its first render must be this markup.
 */
export async function renderPage(url: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await whenInitialized(router);
  const markup = renderToString(<AppOn router={router} />);
  router.dispose();
  return markup;
}
