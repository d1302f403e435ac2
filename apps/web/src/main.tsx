import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applySeed, readSeed } from './app/page-seed';
import { matchesPrerender } from './app/prerendered-pages';
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
const hydrating = matchesPrerender(root.dataset.page, window.location);
const seed = hydrating ? readSeed(document) : null;
if (seed) applySeed(queryClient, seed);
const start = () => {
  if (!hydrating) {
    createRoot(root).render(app);
    return;
  }
  hydrateRoot(root, app);
  // The HTML is the same for everybody: someone signed in gets their own answer next
  // (how a listing fits them, no listings of owners they blocked).
  if (seed && getToken()) void queryClient.invalidateQueries({ queryKey: ['properties'] });
};
if (router.state.initialized) start();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    start();
  });
}
