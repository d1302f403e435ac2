import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { matchesPrerender, PAGE_SEED_ID } from './app/prerendered-pages';
import { preloadPage } from './app/routes';
import { getToken } from './lib/auth';
import { loadedQueryClient, loadQueryClient } from './lib/lazy-query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server's HTML already shows the page's first screen (prerendered, scripts/prerender.mjs,
// which marks #root with the page it drew). React starts once the page's own code is here, so
// its first render is that same screen: on the prerendered page itself it adopts the nodes
// (hydrates), so what painted first stays on screen; anywhere else it replaces the shell.
// /find-rooms and a room's details come drawn with their data (the API renders them per request)
// and carry it beside the HTML: the first render starts from it instead of asking the API again.
// The code that reads it loads only then, beside the page's own.
const hydrating = matchesPrerender(root.dataset.page, window.location);
const seeded = hydrating && document.getElementById(PAGE_SEED_ID) !== null;
const seeding = seeded
  ? Promise.all([import('./app/page-seed'), loadQueryClient()]).then(
      ([{ applySeed, readSeed }, queryClient]) => {
        const seed = readSeed(document);
        if (seed) applySeed(queryClient, seed);
      },
    )
  : Promise.resolve();
/**
 * The HTML is the same for everybody: someone signed in gets their own answer (how a listing
 * fits them, no listings of owners they blocked) once the page has hydrated from it.
 */
function RefetchOwnAnswers() {
  useEffect(() => void loadedQueryClient()?.invalidateQueries({ queryKey: ['properties'] }), []);
  return null;
}

const app = (
  <StrictMode>
    <App />
    {seeded && getToken() !== null && <RefetchOwnAnswers />}
  </StrictMode>
);

// The first render is a transition: React works through it in slices of a few milliseconds and
// lets the browser in between, instead of one long task a slow phone cannot answer taps during.
const start = () => {
  startTransition(() => {
    if (hydrating) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
};
// A seed that fails to load leaves the page to ask the API, as without one.
void Promise.all([preloadPage(window.location.pathname), seeding.catch(() => {})]).then(start);
