// Fails when the JavaScript a page needs grows past its budget. Reads the chunk graph the last
// `vite build` recorded (vite.config.ts, bundleStats) and gzips the built files (level 9).
//
//   entry:  what every page loads before anything else (the landing page is part of it): the
//           entry chunk, everything it imports statically, and its CSS
//   route:  what a page's own chunk adds on top of the entry (its static imports not in the entry)
//
// Usage: node scripts/check-bundle.mjs   (after `pnpm --filter @roomsetu/web build`)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets in KB of gzip, a little above the sizes when they were set. */
const BUDGETS = {
  entryJs: 145,
  entryCss: 14,
  /**
   * Every page's JavaScript beyond the entry. Raised from 57 when the details pages gained the
   * verification ladder, Report and Block (57.3 KB on roommate details; the report form itself
   * loads only when someone opens it).
   */
  routeJs: 59,
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
const entryFiles = closure(entry.file);
const entryCss = new Set([...entryFiles].flatMap((f) => byFile.get(f)?.css ?? []));

const routes = entry.dynamicImports
  .map((file) => byFile.get(file))
  .filter((c) => c?.module?.includes('/pages/'))
  .map((c) => {
    const own = [...closure(c.file)].filter((f) => !entryFiles.has(f));
    return { name: path.basename(c.module).replace(/\.tsx?$/, ''), js: sum(own) };
  })
  .sort((a, b) => b.js - a.js);

/** Shown whatever their size: the pages most visitors open. */
const PUBLIC = new Set(['find-rooms', 'room-details', 'find-roommates-page']);
const rows = [
  ['entry JS (every page, the landing page included)', sum(entryFiles), BUDGETS.entryJs],
  ['entry CSS', sum(entryCss), BUDGETS.entryCss],
  ...routes
    .filter((r, i) => i === 0 || PUBLIC.has(r.name) || kb(r.js) > BUDGETS.routeJs)
    .map((r) => [`route ${r.name} (beyond the entry)`, r.js, BUDGETS.routeJs]),
];
let over = 0;
for (const [label, bytes, budget] of rows) {
  const fails = budget !== null && kb(bytes) > budget;
  if (fails) over++;
  const limit = budget === null ? '' : `  budget ${budget} KB${fails ? '  OVER' : ''}`;
  console.log(`${label.padEnd(58)} ${kb(bytes).toFixed(1).padStart(7)} KB gzip${limit}`);
}
console.log(
  `largest page: ${routes[0]?.name}, ${kb(sum(entryFiles) + (routes[0]?.js ?? 0)).toFixed(1)} KB gzip of JavaScript in all`,
);
if (over) {
  console.error(
    `${over} bundle budget(s) exceeded: split the code, or raise the budget in scripts/check-bundle.mjs with a reason`,
  );
  process.exit(1);
}
