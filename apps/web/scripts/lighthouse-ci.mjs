// The Lighthouse CI run (.ci/run): Lighthouse (mobile, simulated throttling) on the four public
// pages, 3 runs each in English and one in every other language (Hindi: the same code and layout,
// its accessibility and layout shift checked per page, its timings printed), against the production server (bench/server.mjs: the built API serving the built
// web app with the demo data), in the system Chromium with every host but the loopback blocked.
// Settings and assertions are in lighthouserc.json: accessibility 1.0 and CLS ≤ 0.05 fail the run;
// performance ≥ 0.95, LCP ≤ 1.8 s and TBT ≤ 150 ms only warn, since simulated throttling scales
// with how busy the machine is. So it first waits (at most 150 s) for the load of the step before
// it to pass. Reports go to .lighthouseci/ (not committed); the medians are printed at the end.
//
//   pnpm --filter @roomsetu/web build && pnpm --filter @roomsetu/api build
//   pnpm --filter @roomsetu/web lhci
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import {
  CHROME_FLAGS,
  CHROMIUM,
  median,
  publicPages,
  startServer,
  waitForQuietMachine,
} from '../bench/server.mjs';

const webDir = path.resolve(import.meta.dirname, '..');
/** The languages besides English: one catalog file each (packages/shared/src/i18n/catalogs). */
const OTHER_LANGUAGES = readdirSync(path.join(webDir, '../../packages/shared/src/i18n/catalogs'))
  .filter((f) => f.endsWith('.json') && f !== 'en.json')
  .map((f) => f.slice(0, -'.json'.length));
const outDir = path.join(webDir, '.lighthouseci');
const lhci = path.join(webDir, 'node_modules/.bin/lhci');

function run(args) {
  const { status } = spawnSync(lhci, args, {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: CHROMIUM },
  });
  return status ?? 1;
}

const started = Date.now();
const before = loadavg()[0];
const { waited, load } = await waitForQuietMachine();
console.log(
  `load average ${before.toFixed(1)} -> ${load.toFixed(1)} after waiting ${waited} s for the machine to settle`,
);
rmSync(outDir, { recursive: true, force: true });
const server = await startServer();
let collected;
try {
  const pages = await publicPages(server.origin);
  const chromeFlags = `--settings.chromeFlags=${CHROME_FLAGS.map((f) => (f.includes(' ') ? f.replace('=', '="') + '"' : f)).join(' ')}`;
  collected = run(['collect', ...pages.map((p) => `--url=${server.origin}${p}`), chromeFlags]);
  // The same pages in every other language (Hindi): its cookie, as a reader who chose it sends
  // it. The address ends in #<language> (the server never sees it) so that each language is
  // asserted on its own.
  for (const language of OTHER_LANGUAGES) {
    if (collected !== 0) break;
    collected = run([
      'collect',
      '--additive',
      ...pages.map((p) => `--url=${server.origin}${p}#${language}`),
      '--numberOfRuns=1',
      chromeFlags,
      `--settings.extraHeaders=${JSON.stringify({ Cookie: `roomsetu_lang=${language}` })}`,
    ]);
  }
} finally {
  await server.stop();
}
if (collected !== 0) {
  console.error('lhci collect failed');
  process.exit(1);
}
const asserted = run(['assert']);
run(['upload']);

// The medians of the runs, per page (the order of the first runs).
const runs = readdirSync(outDir)
  .filter((f) => /^lhr-.*\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(path.join(outDir, f), 'utf8')));
const byPage = new Map();
for (const lhr of runs.sort((a, b) => a.fetchTime.localeCompare(b.fetchTime))) {
  const { pathname, hash } = new URL(lhr.requestedUrl);
  const page = `${pathname}${hash}`;
  if (!byPage.has(page)) byPage.set(page, []);
  byPage.get(page).push(lhr);
}
const score = (c) => (c?.score == null ? NaN : Math.round(c.score * 100));
console.log(
  `\nLighthouse CI medians (${runs.length} runs, mobile, simulated throttling; load average ${loadavg()[0].toFixed(1)})`,
);
console.log(
  'page'.padEnd(18) +
    ['perf', 'a11y', 'FCP', 'LCP', 'CLS', 'TBT'].map((h) => h.padStart(8)).join(''),
);
for (const [page, lhrs] of byPage) {
  const m = (f) => median(lhrs.map(f));
  const num = (id) => m((l) => l.audits[id]?.numericValue);
  console.log(
    page.padEnd(18) +
      [
        String(m((l) => score(l.categories.performance))),
        String(m((l) => score(l.categories.accessibility))),
        `${Math.round(num('first-contentful-paint'))} ms`,
        `${Math.round(num('largest-contentful-paint'))} ms`,
        num('cumulative-layout-shift').toFixed(3),
        `${Math.round(num('total-blocking-time'))} ms`,
      ]
        .map((c) => c.padStart(8))
        .join(''),
  );
}
console.log(`Lighthouse CI took ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(asserted);
