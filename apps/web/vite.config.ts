import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { minify, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { beforeStart } from './src/app/before-start';
import { APP_STARTED } from './src/lib/app-started';

/** Where a build records its chunk graph for scripts/check-bundle.mjs (outside dist: not served). */
const BUNDLE_STATS = path.resolve(import.meta.dirname, 'node_modules/.vite/bundle-stats.json');

/** Each emitted chunk with what it imports statically and lazily, and its CSS. */
function bundleStats(): Plugin {
  return {
    name: 'roomsetu:bundle-stats',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [
              {
                file: c.fileName,
                entry: c.isEntry,
                module: c.facadeModuleId
                  ? path.relative(import.meta.dirname, c.facadeModuleId)
                  : null,
                imports: c.imports,
                dynamicImports: c.dynamicImports,
                css: [...(c.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      mkdirSync(path.dirname(BUNDLE_STATS), { recursive: true });
      writeFileSync(BUNDLE_STATS, JSON.stringify({ chunks }, null, 2));
    },
  };
}

/**
 * The pages people most often open first (paths as in packages/shared/src/web-routes.ts), by the
 * module src/app/routes.tsx loads for them. Each page's own chunks are otherwise found only once
 * the entry has run and the router asks for them.
 */
const FIRST_PAGES: Record<string, string> = {
  '/find-rooms': 'src/app/pages/find-rooms.tsx',
  '/room-details': 'src/app/pages/room-details.tsx',
  '/find-roommates': 'src/features/roommates/pages/find-roommates-page.tsx',
  '/roommate-details': 'src/features/roommates/pages/roommate-details-page.tsx',
};

/**
 * The app's JavaScript starts downloading once the page has painted, not beside the stylesheet.
 * Every public page's HTML already shows its first screen (scripts/prerender.mjs, the API's live
 * pages), and on a phone's slow link the entry and its dozen modulepreloads would share the
 * bandwidth with the stylesheet and the first photo, so the page would paint later for code it
 * does not need to paint (and Lighthouse counts them as blocking the paint). A tiny async script
 * holds what a person does on the drawn page until the app has started (src/app/before-start.ts),
 * waits until the first paint is on screen, then adds the entry with its imports as modulepreloads
 * and the opened page's own chunks (FIRST_PAGES), so they download in parallel rather than one
 * after another.
 */
function loadAfterFirstPaint(): Plugin {
  return {
    name: 'roomsetu:load-after-first-paint',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; module: string | null }>();
      for (const c of Object.values(bundle)) {
        if (c.type !== 'chunk') continue;
        const module = c.facadeModuleId
          ? path.relative(import.meta.dirname, c.facadeModuleId)
          : null;
        chunks.set(c.fileName, { imports: c.imports, module });
      }
      const closure = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const dep of chunks.get(file)?.imports ?? []) closure(dep, into);
        return into;
      };
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const html = bundle['index.html'];
      if (!entry || html?.type !== 'asset') return;
      const inEntry = closure(entry.fileName);
      const byPath: Record<string, string[]> = {};
      for (const [route, module] of Object.entries(FIRST_PAGES)) {
        const file = [...chunks].find(([, c]) => c.module === module)?.[0];
        if (!file) this.error(`no chunk for ${module}: FIRST_PAGES in vite.config.ts is stale`);
        byPath[route] = [...closure(file)].filter((f) => !inEntry.has(f)).map((f) => `/${f}`);
      }
      const hold = `(${beforeStart.toString()})(${JSON.stringify(APP_STARTED)});\n`;
      const imports = [...inEntry].filter((f) => f !== entry.fileName).map((f) => `/${f}`);
      const add =
        'function add(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)}';
      // The opened page's chunks, in a file of their own asked for beside the entry, and only on
      // the pages that have them: the landing page does not download the other pages' lists.
      const pageChunks = await minify(
        'first-page-chunks.js',
        `(function(){var m=${JSON.stringify(byPath)};${add}` +
          '(m[location.pathname.replace(/\\/+$/,"")]||[]).forEach(add)})();\n',
      );
      if (pageChunks.errors.length > 0)
        this.error(`first-page-chunks.js: ${pageChunks.errors[0]?.message}`);
      const chunksRef = this.emitFile({
        type: 'asset',
        name: 'first-page-chunks.js',
        source: pageChunks.code,
      });
      const source =
        `${hold}(function(){var p=${JSON.stringify(Object.keys(byPath))},e=${JSON.stringify(imports)};${add}` +
        'function script(src,module){var s=document.createElement("script");if(module)s.type="module";s.crossOrigin="";s.src=src;document.head.appendChild(s)}' +
        'function go(){e.forEach(add);' +
        `if(p.indexOf(location.pathname.replace(/\\/+$/,""))>=0)script(${JSON.stringify(`/${this.getFileName(chunksRef)}`)});` +
        `script(${JSON.stringify(`/${entry.fileName}`)},1)}` +
        'var started=0;function start(){if(!started){started=1;go()}}' +
        'var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes,' +
        'paint=!!types&&types.indexOf("paint")>=0;' +
        // Once the first contentful paint is on screen. A frame's own callbacks run before it is
        // painted, and the paint is shown later still (tens of ms without a GPU): time enough for
        // a loopback or a fast link to fetch the entry first, and be counted as blocking it.
        'if(paint)new P(function(list,observer){' +
        'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}' +
        '}).observe({type:"paint",buffered:true});' +
        // The bare shell (a page the server does not draw) paints nothing to wait for: after its
        // first frame. A drawn page, a second after it at the latest, should no paint entry come.
        'requestAnimationFrame(function(){var root=document.getElementById("root");' +
        'setTimeout(start,paint&&root&&root.firstElementChild?1000:0)})})();\n';
      const small = await minify('first-page.js', source);
      if (small.errors.length > 0) this.error(`first-page.js: ${small.errors[0]?.message}`);
      const ref = this.emitFile({ type: 'asset', name: 'first-page.js', source: small.code });
      const text = String(html.source);
      const script = /\s*<script type="module"[^>]*><\/script>/;
      if (!script.test(text)) this.error('index.html has no entry script');
      html.source = text
        .replace(script, `\n    <script async src="/${this.getFileName(ref)}"></script>`)
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
    },
  };
}

/**
 * The server renderer draws pages; it never makes a PDF, which only a press on a page's button
 * does (src/features/info/lib/legal-pdf.ts). With its dynamic imports inlined it would carry
 * pdfmake's 2 MB browser build: here that import is a stub that says so if it is ever called.
 */
function noPdfOnServer(): Plugin {
  const stub = '\0roomsetu:pdfmake-on-server';
  return {
    name: 'roomsetu:no-pdf-on-server',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !!isSsrBuild,
    enforce: 'pre',
    resolveId: (id) => (id === 'pdfmake/build/pdfmake' ? stub : null),
    load: (id) =>
      id === stub
        ? 'const fail = () => { throw new Error("PDFs are made in the browser, not by the server renderer"); };\n' +
          'export default { createPdf: fail, setFonts: fail, setUrlAccessPolicy: fail };\n'
        : null,
  };
}

/**
 * The installable app: the web manifest (linked from index.html, so from every page drawn from
 * it) and the service worker, our own src/sw.ts (injectManifest: it also shows web pushes and
 * sends pages to the network first, which generateSW's options cannot say), built beside the app
 * with the list of files to keep for offline use written into it. That list is the shell
 * (index.html), the JavaScript and CSS of every page, and the icons; not pdfmake's 1 MB chunk or
 * the PDF fonts (fetched when a PDF is asked for), and never the prerendered pages under _pages/
 * (written after this by scripts/prerender.mjs; each carries one page's data, not the shell).
 * The app registers the worker itself (src/app/service-worker.ts), once the page is idle.
 */
function installableApp(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    includeManifestIcons: false,
    manifest: {
      name: 'RoomSetu',
      short_name: 'RoomSetu',
      description:
        'Find rooms, roommates and rental properties across Indian cities, and chat with owners.',
      lang: 'en-IN',
      // The header and the page are white (index.css, the layout's header).
      theme_color: '#ffffff',
      background_color: '#ffffff',
      // The landing page as drawn with its data: a query string would get the bare shell.
      start_url: '/',
      scope: '/',
      id: '/',
      display: 'standalone',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
      // Paths as in packages/shared/src/web-routes.ts.
      shortcuts: [
        {
          name: 'Find rooms',
          url: '/find-rooms',
          icons: [{ src: '/icons/find-rooms-96.png', sizes: '96x96', type: 'image/png' }],
        },
        {
          name: 'Messages',
          url: '/messages',
          icons: [{ src: '/icons/messages-96.png', sizes: '96x96', type: 'image/png' }],
        },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}', 'logo.svg', 'icons/icon-192.png'],
      globIgnores: ['_pages/**', 'assets/pdfmake-*.js'],
      // Workbox's 2 MB default would let a page's chunk grow unnoticed into everyone's download.
      maximumFileSizeToCacheInBytes: 400 * 1024,
    },
  });
}

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

/** The catalogs (one per language, packages/shared/src/i18n/catalogs/<language>.json). */
const CATALOGS = path.resolve(import.meta.dirname, '../../packages/shared/src/i18n/catalogs');
const LOADERS_ID = 'virtual:roomsetu/catalogs';
const PART_ID = /^virtual:roomsetu\/catalog\/([a-z]{2,3})\/(\w+)$/;
/** Namespaces only the server reads: the API's mails, the server renderer's shell. */
const SERVER_ONLY_NAMESPACES = new Set(['emails', 'shell', 'agreement']);

/**
 * Each language's catalog reaches the browser one namespace at a time, each its own small chunk
 * (`virtual:roomsetu/catalogs` exports a loader per language and namespace): a page loads the
 * texts of its own features in the language chosen, never the whole product in every language.
 * A text missing from a catalog is taken from the English one, and the chunk names the keys it
 * lacks, which the app logs once (src/lib/i18n); the completeness test keeps that list empty.
 */
function catalogChunks(): Plugin {
  const read = (language: string): Record<string, Record<string, unknown>> =>
    JSON.parse(readFileSync(path.join(CATALOGS, `${language}.json`), 'utf8'));
  const languages = () =>
    readdirSync(CATALOGS)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length));
  const fill = (english: unknown, own: unknown, prefix: string, missing: string[]): unknown => {
    if (typeof english === 'string') {
      if (typeof own === 'string') return own;
      missing.push(prefix);
      return english;
    }
    if (Array.isArray(english)) {
      const ownList = Array.isArray(own) ? own : [];
      return english.map((value, i) => fill(value, ownList[i], `${prefix}.${i}`, missing));
    }
    const out: Record<string, unknown> = {};
    const ownRecord = own && typeof own === 'object' ? (own as Record<string, unknown>) : {};
    for (const [key, value] of Object.entries(english as Record<string, unknown>)) {
      out[key] = fill(value, ownRecord[key], prefix ? `${prefix}.${key}` : key, missing);
    }
    return out;
  };
  return {
    name: 'roomsetu:catalog-chunks',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === LOADERS_ID || PART_ID.test(id)) return `\0${id}`;
      // The shared texts' modules (messages.ts, validation-messages.ts, …) each take their own
      // namespaces of the English catalog: each gets a module of just those, so a page that shows
      // the session's texts does not carry every message, as when they were modules of their own.
      if (id.endsWith('/catalogs/en.json') && importer?.includes('/packages/shared/src/')) {
        return `\0roomsetu-english:${importer}`;
      }
      return null;
    },
    load(id, options) {
      if (id.startsWith('\0roomsetu-english:')) {
        const importer = id.slice('\0roomsetu-english:'.length);
        const source = readFileSync(importer, 'utf8');
        const named = /import\s*\{([^}]*)\}\s*from\s*'[^']*catalogs\/en\.json'/.exec(source);
        if (!named?.[1]) throw new Error(`${importer}: import the English catalog by namespace`);
        const english = read('en');
        return named[1]
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((ns) => `export const ${ns} = ${JSON.stringify(english[ns] ?? {})};`)
          .join('\n');
      }
      if (!id.startsWith('\0virtual:roomsetu/')) return null;
      const name = id.slice(1);
      for (const language of languages())
        this.addWatchFile(path.join(CATALOGS, `${language}.json`));
      if (name === LOADERS_ID) {
        // The browser never shows the mails' texts nor draws the shell: no loader for those.
        const namespaces = Object.keys(read('en')).filter(
          (ns) => options?.ssr || !SERVER_ONLY_NAMESPACES.has(ns),
        );
        const entries = languages().map((language) => {
          const loaders = namespaces.map(
            (ns) =>
              `${ns}: () => import(${JSON.stringify(`virtual:roomsetu/catalog/${language}/${ns}`)})`,
          );
          return `${language}: { ${loaders.join(', ')} }`;
        });
        return `export const loaders = { ${entries.join(', ')} };`;
      }
      const [, language, ns] = PART_ID.exec(name) ?? [];
      if (!language || !ns) return null;
      const missing: string[] = [];
      const texts = fill(read('en')[ns] ?? {}, read(language)[ns], '', missing);
      return `export default ${JSON.stringify(texts)};\nexport const missing = ${JSON.stringify(missing)};`;
    },
  };
}

/** The browser's build: dist/, served to everybody. */
const CLIENT_BUILD = {
  sourcemap: false,
  target: 'es2022',
  // Every browser es2022 targets but Safari before 17 knows modulepreload; there the links are
  // only hints it skips, so the entry need not carry a polyfill for them.
  modulePreload: { polyfill: false },
  // pdfmake's chunk (970 kB, 346 kB gzip) is above Vite's 500 kB warning; it loads only when a
  // PDF is asked for. What each page loads is budgeted by scripts/check-bundle.mjs.
  chunkSizeWarningLimit: 1000,
  rolldownOptions: {
    treeshake: {
      // The shared contract is pure declarations: let unused parts (the zod schemas) drop out
      // of pages that only need its constants and messages.
      moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
    },
  },
};

/**
 * `vite build --ssr`: the page renderer (src/app/prerender.tsx) as one module for Node, with
 * React, the router and the app inside, for the build's prerender and the API's request-time
 * pages. Outside dist/: dist is served to everybody.
 */
const SERVER_BUILD = {
  outDir: 'dist-server',
  emptyOutDir: true,
  target: 'node22',
  copyPublicDir: false,
  rolldownOptions: { output: { codeSplitting: false } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  ...(isSsrBuild && {
    ssr: { noExternal: true, target: 'node' as const },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  plugins: [
    react(),
    tailwindcss(),
    catalogChunks(),
    bundleStats(),
    loadAfterFirstPaint(),
    noPdfOnServer(),
    // Built for the browser only: not for the server renderer, the dev server or the tests.
    command === 'build' && !isSsrBuild && installableApp(),
  ],
  // TILE_URL and TILE_ATTRIBUTION (the map tiles) are public settings, read like the VITE_ ones.
  envPrefix: ['VITE_', 'TILE_'],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: isSsrBuild ? SERVER_BUILD : CLIENT_BUILD,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A worker keeps one jsdom page for all its files: creating one per file cost more than the
    // tests. The setup file gives each file fresh app modules and a blank page instead.
    isolate: false,
    // CI runs these beside the API suites on two cores: give slow renders room, not flakiness.
    testTimeout: 20_000,
  },
}));
