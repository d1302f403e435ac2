import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { matchesPrerender, PAGE_SEED_ID } from './app/prerendered-pages';
import { router } from './app/router';
import { getToken } from './lib/auth';
import { queryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

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
  ? import('./app/page-seed').then(({ applySeed, readSeed }) => {
      const seed = readSeed(document);
      if (seed) applySeed(queryClient, seed);
    })
  : Promise.resolve();
const start = () => {
  if (!hydrating) {
    createRoot(root).render(app);
    return;
  }
  hydrateRoot(root, app);
  // The HTML is the same for everybody: someone signed in gets their own answer next
  // (how a listing fits them, no listings of owners they blocked).
  if (seeded && getToken()) void queryClient.invalidateQueries({ queryKey: ['properties'] });
};
const routed = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});
// A seed that fails to load leaves the page to ask the API, as without one.
void Promise.all([routed, seeding.catch(() => {})]).then(start);
