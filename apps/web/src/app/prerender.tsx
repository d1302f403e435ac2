import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes, preloadPage } from './routes';

export { PRERENDERED_PAGES } from './prerendered-pages';

/** The app as the browser renders it (main.tsx), at `url`. */
export function AppOn({ url }: { url: string }): ReactNode {
  return (
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );
}

/**
 * The markup of #root for `url`: the app rendered to a string for a guest, once the page's code
 * has loaded; the browser hydrates it (main.tsx), so its first render must be this markup.
 */
export async function renderPage(url: string): Promise<string> {
  await preloadPage(new URL(url, 'http://localhost/').pathname);
  return renderToString(<AppOn url={url} />);
}
