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
const { PRERENDERED_PAGES, UI_LANGUAGES, pageDocument, renderPage, shellDocument } = await import(
  pathToFileURL(path.join(webDir, 'dist-server', 'prerender.js')).href
);

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
// Each page in each language: English under _pages/, another language under _pages/<language>/
// with its shell (_shell.html, index.html in that language, for the pages not prerendered); the
// API sends the one the reader's language cookie names.
for (const language of Object.keys(UI_LANGUAGES)) {
  const dir = language === 'en' ? '_pages' : path.join('_pages', language);
  mkdirSync(path.join(dist, dir), { recursive: true });
  const own = await shellDocument(shell, language);
  if (language !== 'en') writeFileSync(path.join(dist, dir, '_shell.html'), own);
  for (const [pathname, url] of Object.entries(PRERENDERED_PAGES)) {
    const html = pageDocument(own, pathname, await renderPage(url, undefined, language), language);
    const name = pathname === '/' ? 'index' : pathname.slice(1);
    writeFileSync(path.join(dist, dir, `${name}.html`), html);
    console.log(`prerendered ${pathname} (${language}): ${(html.length / 1024).toFixed(1)} KB`);
  }
}
// The app's timers (query cache, auth watcher) would keep the process alive.
process.exit(0);
