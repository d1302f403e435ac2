// After `vite build` and `vite build --ssr src/app/prerender.tsx`: renders the first screen of each
// public page with the server bundle (dist-server/prerender.js, the app's own components as a
// guest with no data yet, rendered to a string the browser hydrates) into a copy of
// dist/index.html, one per page, under dist/_pages/ (`/` → index.html, `/find-rooms` →
// find-rooms.html). The API sends the page's copy for its path, index.html for every other path;
// /find-rooms and a room's details it renders again per request with their data, through the
// same bundle, and sends these skeletons only when it cannot.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
const { PRERENDERED_PAGES, pageDocument, renderPage } = await import(
  pathToFileURL(path.join(webDir, 'dist-server', 'prerender.js')).href
);

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
mkdirSync(path.join(dist, '_pages'), { recursive: true });
for (const [pathname, url] of Object.entries(PRERENDERED_PAGES)) {
  const html = pageDocument(shell, pathname, await renderPage(url));
  const name = pathname === '/' ? 'index' : pathname.slice(1);
  writeFileSync(path.join(dist, '_pages', `${name}.html`), html);
  console.log(`prerendered ${pathname}: ${(html.length / 1024).toFixed(1)} KB`);
}
// The app's timers (query cache, auth watcher) would keep the process alive.
process.exit(0);
