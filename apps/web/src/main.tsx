import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const start = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The server's HTML already shows the page's first screen (prerendered, scripts/prerender.mjs):
// React replaces it once the page's own code is here, so its first render is that same screen
// rather than a loading placeholder in between.
if (router.state.initialized) start();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    start();
  });
}
