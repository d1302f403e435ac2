import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { matchesPrerender, PAGE_SEED_ID, SEEDED_BELOW_THE_FOLD } from './app/prerendered-pages';
import { preloadPage } from './app/routes';
import { registerServiceWorker } from './app/service-worker';
import { getToken } from './lib/auth';
import { loadNamespaces, type Namespace } from './lib/i18n';
import { loadQueryClient, whenQueryClientLoads } from './lib/lazy-query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server's HTML already shows the page's first screen (prerendered, scripts/prerender.mjs,
// which marks #root with the page it drew). React starts once the page's own code is here, so
// its first render is that same screen: on the prerendered page itself it adopts the nodes
// (hydrates), so what painted first stays on screen; anywhere else it replaces the shell.
// The landing page, /find-rooms and a room's details come drawn with their data (the API renders
// them per request) and carry it beside the HTML: the first render starts from it instead of
// asking the API again. The code that reads it loads only then, beside the page's own. The landing
// page's data is below its first screen: its seed waits for the query client, which arrives with
// that part, so the first screen's JavaScript stays the entry alone.
const hydrating = matchesPrerender(root.dataset.page, window.location);
const seeded = hydrating && document.getElementById(PAGE_SEED_ID) !== null;
const seedClient = (client: Promise<QueryClient>) =>
  Promise.all([import('./app/page-seed'), client]).then(
    ([{ applySeed, readSeed }, queryClient]) => {
      const seed = readSeed(document);
      if (seed) applySeed(queryClient, seed);
    },
  );
let seeding = Promise.resolve();
if (seeded && SEEDED_BELOW_THE_FOLD.has(root.dataset.page ?? '')) whenQueryClientLoads(seedClient);
else if (seeded) seeding = seedClient(loadQueryClient());
/**
 * The HTML is the same for everybody: someone signed in gets their own answer (how a listing
 * fits them, no listings of owners they blocked) once the page has hydrated from it. Where the
 * query client has not loaded yet (the landing page), its seeded answers are marked stale as it
 * arrives, and refetched as their part hydrates.
 */
function RefetchOwnAnswers() {
  useEffect(
    () => void loadQueryClient().then((c) => c.invalidateQueries({ queryKey: ['properties'] })),
    [],
  );
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
// The shell's texts in the page's language (and the landing page's, which the entry holds); each
// other page loads its own with its code (routes.tsx).
const startTexts: Namespace[] = ['common', 'session', 'dates'];
if (window.location.pathname === '/') startTexts.push('landing');
// A seed that fails to load leaves the page to ask the API, as without one.
void Promise.all([
  preloadPage(window.location.pathname),
  loadNamespaces(startTexts),
  seeding.catch(() => {}),
]).then(start);
// The worker that keeps the app for offline use, once the page has loaded and the browser idles.
registerServiceWorker();
