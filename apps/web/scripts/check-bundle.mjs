// Fails when the JavaScript a page needs grows past its budget. Reads the chunk graph the last
// `vite build` recorded (vite.config.ts, bundleStats) and gzips the built files (level 9).
//
//   entry:   what every page loads before anything else: the small first script, the entry
//            chunk, everything it imports statically, and its CSS
//   landing: what the landing page loads at start (goal: 100 KB gzip): the entry, which holds
//            its first screen, and any chunk of its own; its lower sections and the footer load
//            when they near the screen (src/lib/deferred-part.tsx) and do not count
//   route:   what a page's own chunk adds on top of the entry (its static imports not in the
//            entry), with the query client every page but the landing page loads beside it
//   page:    entry + route, all the JavaScript a page needs to render (goal: 150 KB gzip)
//
// Chunks a page loads only on demand (a dialog's form, the map, the signed-in controls, the
// parts below the fold) count for none of them.
//
// Usage: node scripts/check-bundle.mjs   (after `pnpm --filter @roomsetu/web build`)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets in KB of gzip, a little above the sizes when they were set. */
const BUDGETS = {
  /**
   * With the first script (1.1 KB), which adds the entry once the page has painted. 98.7 KB since
   * MESSAGES left it (the shell shows SESSION_MESSAGES only). 101.0 KB since visits' routes, the
   * suspended-account notice and the IST time module joined it and the bundler split the entry's
   * shared modules (paths, auth) into chunks of their own: over the landing page's goal of 100 KB
   * by 1 KB, to be won back. 101.6 with the offline banner and the restoring of a signed-in
   * person's offline copy (issue #31; the store itself and the persister load only for them).
   * 102.0 when the chat's outbox moved onto the app's socket, so that what was written offline is
   * sent from any page (the outbox itself loads only for someone signed in). 125.9 with every
   * text in the reader's language (issue #30): i18next and react-i18next (15.4 KB), the loaders
   * of each language's namespaces and the language switch; the texts themselves left the code
   * for the catalogs' chunks (counted in landingJs). 122.5 when the hero's title stopped using
   * <Trans> (it and its HTML parser, 4 KB, load with the pages that use it: sign-up, sign-in) and
   * the browser lost the loaders of the namespaces only the server reads.
   */
  entryJs: 123.0,
  /**
   * The goal of issue #11 was 100; see entryJs for what it is over now. Counts the texts the
   * landing page loads before it starts (the shell's and its own, 5.8 KB in Hindi; the showcase's
   * come with it), in the language whose texts weigh most.
   */
  landingJs: 129.0,
  entryCss: 13,
  /**
   * Any page's JavaScript beyond the entry (largest: profile 44.6 KB, its form and tabs; zod
   * and the shared schemas load on the first focus in a form, not with the page). Raised from
   * 30 when the query client (TanStack Query) and the API client left the entry, which the
   * landing page's first screen does without: the same bytes, counted here now. Every page's
   * total went down (profile 148.7 -> 143.0 KB). Raised by 1.5 when MESSAGES (1.4 KB, with the API
   * client) left the entry: each page's total grew by 0.3 KB, the five texts the entry keeps.
   * Raised by 1.3 when the profile gained the Visits tab and the hidden people in Settings (48.0).
   * Raised by 0.5 when the address form said the address is public and offered the exact
   * location (48.5). Raised by 0.2 when the chat's outbox kept unsent messages on the device (its
   * IndexedDB store loads after the page has drawn) and Settings gained the push column (48.8).
   * Raised by 0.7 when the outbox became a chunk of its own, shared by the chat and the app's
   * socket, which sends what waits from any page (chat 49.6).
   */
  routeJs: 49.7,
  /**
   * The public pages, smaller than that since zod and the forms left them: a budget of their
   * own, so that importing a schema again (25 KB) fails here. Each holds the query client and
   * the API client (about 17 KB) since they left the entry.
   */
  publicRouteJs: {
    // 47.0 with the visit picker's button, the owner's reviews and reply record, the review notice;
    // 47.5 with the public pin's area drawn around its marker; 47.9 with the inquiry's offline
    // text and its clientId (a retried inquiry is stored once).
    'room-details': 48.0,
    'find-rooms': 45.5,
    // 40.5 with the guests' preview cards, their two filters and the sign-in-and-verify prompt;
    // 41.2 with the inquiry's offline text, its clientId and the push offer after a first message.
    'find-roommates-page': 41.3,
    // 35.7 with a profile's preview for guests and unverified accounts, and its prompt; 37.3 with
    // its texts by key (the compatibility reasons the API words in English found by their text).
    'roommate-details-page': 37.5,
  },
  /**
   * Entry + route: the goal for every page, 150 KB before i18next joined the entry; 172 since
   * (largest: sign-up 171.9, with <Trans>, until its step 5, the e-mail code form, loaded only
   * once the account exists: 169.9; then profile 170.9, with a tenancy's agreement, deposit and
   * reports in the Tenancies tab's own chunk).
   */
  pageJs: 172,
  /**
   * Pages above pageJs, each at a little over its size when named, with the reason. The chat and
   * the profile were named (175.6, 174.9) until the entry lost <Trans>; none is now.
   */
  pageJsOver: {},
};

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const statsFile = path.join(root, 'node_modules/.vite/bundle-stats.json');
if (!existsSync(statsFile)) {
  console.error(
    `${statsFile} is missing: build the web app first (pnpm --filter @roomsetu/web build)`,
  );
  process.exit(1);
}
const { chunks } = JSON.parse(readFileSync(statsFile, 'utf8'));
const byFile = new Map(chunks.map((c) => [c.file, c]));

const gzipped = new Map();
const gz = (file) => {
  if (!gzipped.has(file)) {
    gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  }
  return gzipped.get(file);
};
const kb = (bytes) => bytes / 1024;
const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);

/** A chunk and everything it imports statically, transitively. */
function closure(file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
  return into;
}

const entry = chunks.find((c) => c.entry && c.module === 'index.html');
if (!entry) {
  console.error('no entry chunk for index.html in the build');
  process.exit(1);
}
/**
 * The small script index.html loads first (vite.config.ts, loadAfterFirstPaint): it adds the entry
 * after the first paint, so every page loads it before the entry. The opened page's chunk list
 * (first-page-chunks) is loaded only on the pages it names, and counts for none.
 */
const loader = readFileSync(path.join(dist, 'index.html'), 'utf8').match(
  /<script async src="\/(assets\/first-page-[\w-]+\.js)">/,
)?.[1];
if (!loader) {
  console.error('index.html loads no first-page script: scripts/check-bundle.mjs is stale');
  process.exit(1);
}
const entryFiles = closure(entry.file, new Set([loader]));
const entryCss = new Set([...entryFiles].flatMap((f) => byFile.get(f)?.css ?? []));
const chunkOf = (module) => chunks.find((c) => c.module === module);
/** The landing page's own chunks, if it is not inside the entry. */
const landingChunk = chunkOf('src/features/properties/pages/landing-page.tsx');
/** The catalog chunks (vite.config.ts, catalogChunks) of `namespaces` in `language`. */
const textsOf = (language, namespaces) =>
  chunks
    .filter((c) => namespaces.some((ns) => c.module?.endsWith(`catalog/${language}/${ns}`)))
    .map((c) => c.file);
/** What main.tsx loads before the landing page starts, in each language. */
const LANDING_TEXTS = ['common', 'session', 'dates', 'landing'];
/** Every language a catalog chunk was built for. */
const languages = [
  ...new Set(
    chunks.map((c) => /catalog\/([a-z]{2,3})\//.exec(c.module ?? '')?.[1]).filter(Boolean),
  ),
];
const landingTexts = languages.map((language) => textsOf(language, LANDING_TEXTS));
const heaviestTexts = landingTexts.reduce((a, b) => (sum(a) >= sum(b) ? a : b));
const landingFiles = new Set([
  ...entryFiles,
  ...(landingChunk ? closure(landingChunk.file) : []),
  ...heaviestTexts,
]);
/** The query client: loaded beside every page's own chunk (src/app/routes.tsx). */
const clientChunk = chunkOf('src/lib/query-client.ts');
if (!clientChunk) {
  console.error('no chunk for src/lib/query-client.ts: scripts/check-bundle.mjs is stale');
  process.exit(1);
}
const clientFiles = closure(clientChunk.file);

const routes = entry.dynamicImports
  .map((file) => byFile.get(file))
  .filter((c) => c?.module?.includes('/pages/'))
  .map((c) => {
    const own = [...closure(c.file, new Set(clientFiles))].filter((f) => !entryFiles.has(f));
    return { name: path.basename(c.module).replace(/\.tsx?$/, ''), js: sum(own) };
  })
  .sort((a, b) => b.js - a.js);

const entryJs = sum(entryFiles);
const routeBudget = (name) => BUDGETS.publicRouteJs[name] ?? BUDGETS.routeJs;
const pageBudget = (name) => BUDGETS.pageJsOver[name] ?? BUDGETS.pageJs;
const rows = [
  ['entry JS (every page)', entryJs, BUDGETS.entryJs],
  ['landing page JS at start (entry + its own chunks)', sum(landingFiles), BUDGETS.landingJs],
  ['entry CSS', sum(entryCss), BUDGETS.entryCss],
  ...routes.map((r) => [`route ${r.name} (beyond the entry)`, r.js, routeBudget(r.name)]),
  ...routes.map((r) => [`page ${r.name} (entry + route)`, entryJs + r.js, pageBudget(r.name)]),
];
let over = 0;
for (const [label, bytes, budget] of rows) {
  const fails = budget !== null && kb(bytes) > budget;
  if (fails) over++;
  const limit = budget === null ? '' : `  budget ${budget} KB${fails ? '  OVER' : ''}`;
  console.log(`${label.padEnd(58)} ${kb(bytes).toFixed(1).padStart(7)} KB gzip${limit}`);
}
const overGoal = routes.filter((r) => kb(entryJs + r.js) > BUDGETS.pageJs).map((r) => r.name);
console.log(
  `largest page: ${routes[0]?.name}, ${kb(entryJs + (routes[0]?.js ?? 0)).toFixed(1)} KB gzip of JavaScript in all; ` +
    `${overGoal.length} of ${routes.length} pages over the ${BUDGETS.pageJs} KB goal${overGoal.length ? ` (${overGoal.join(', ')})` : ''}`,
);
for (const name of Object.keys({ ...BUDGETS.publicRouteJs, ...BUDGETS.pageJsOver })) {
  if (!routes.some((r) => r.name === name)) {
    console.error(`no page named ${name}: a budget in scripts/check-bundle.mjs is stale`);
    over++;
  }
}
if (over) {
  console.error(
    `${over} bundle budget(s) exceeded: split the code, or raise the budget in scripts/check-bundle.mjs with a reason`,
  );
  process.exit(1);
}
