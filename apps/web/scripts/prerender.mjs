// After `vite build`: renders the first screen of each public page (src/app/prerender.tsx, the
// app's own components as a guest with no data yet, rendered to a string the browser hydrates)
// into a copy of dist/index.html, one per page, under dist/_pages/ (`/` → index.html,
// `/find-rooms` → find-rooms.html). The API sends the page's copy for its path, index.html for
// every other path.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');

// The components read the browser (storage, media queries) while they render, as in the tests.
const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'http://localhost/',
});
for (const key of [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
]) {
  Object.defineProperty(globalThis, key, {
    value: window[key],
    configurable: true,
    writable: true,
  });
}
window.scrollTo = () => {};
window.matchMedia ??= (query) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  onchange: null,
  dispatchEvent: () => false,
});

// Without JavaScript the page stays as prerendered: say why nothing loads (takes no room otherwise).
const NOSCRIPT =
  '<noscript><p class="bg-amber-50 px-4 py-3 text-center text-sm text-amber-900">' +
  'RoomSetu needs JavaScript to load rooms and roommates: please turn it on.</p></noscript>';

const vite = await createServer({
  root: webDir,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { PRERENDERED_PAGES, renderPage } = await vite.ssrLoadModule('/src/app/prerender.tsx');
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const start = shell.indexOf('<div id="root">');
  const end = shell.lastIndexOf('</body>');
  if (start === -1 || end === -1) throw new Error('dist/index.html has no #root');
  mkdirSync(path.join(dist, '_pages'), { recursive: true });
  for (const [pathname, url] of Object.entries(PRERENDERED_PAGES)) {
    const markup = await renderPage(url);
    // #root holds React's markup alone (the browser hydrates it) and names the page it draws.
    const html = `${shell.slice(0, start)}${NOSCRIPT}<div id="root" data-page="${pathname}">${markup}</div>\n  ${shell.slice(end)}`;
    const name = pathname === '/' ? 'index' : pathname.slice(1);
    writeFileSync(path.join(dist, '_pages', `${name}.html`), html);
    console.log(`prerendered ${pathname}: ${(html.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await vite.close();
}
// The app's timers (query cache, auth watcher) would keep the process alive.
process.exit(0);
