import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { matchesPrerender } from './app/prerendered-pages';
import { preloadPage } from './app/routes';
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
// The first render is a transition: React works through it in slices of a few milliseconds and
// lets the browser in between, instead of one long task a slow phone cannot answer taps during.
const start = () => {
  startTransition(() => {
    if (matchesPrerender(root.dataset.page, window.location)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
};
void preloadPage(window.location.pathname).then(start);
