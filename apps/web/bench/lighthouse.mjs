// Lighthouse (mobile preset, simulated throttling) on the four public pages a visitor meets first,
// against the production server: the built API serving the built web, demo data, a free loopback
// port. Prints the medians of a few runs per page.
//
//   pnpm --filter @roomsetu/web build && pnpm --filter @roomsetu/api build
//   pnpm --filter @roomsetu/web bench:pages            # BENCH_RUNS=3 by default
//   BENCH_PAGES=room-details pnpm --filter @roomsetu/web bench:pages   # only the pages whose path contains it
//   BENCH_PAGES==/ ...                                 # a leading = asks for that path exactly (the landing page)
//   BENCH_LHR_DIR=/tmp/lhr ...                         # also keeps each run's Lighthouse JSON there
//   BENCH_SW=compare ...                               # each page with and without the service
//       worker, runs interleaved, the same build: as served; with the worker's script blocked (the
//       registration's code runs, the registration fails); with that code blocked too (a page
//       that never registers a worker)
//
// Every host other than the loopback is unreachable for the browser (map tiles, anything
// external), so the figures depend on this server alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM, median, publicPages, startServer } from './server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Comma-separated parts of the paths to measure (`room-details`, `/find-rooms`); all four if unset.
const ONLY = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
const LHR_DIR = process.env.BENCH_LHR_DIR;
const COMPARE_SW = process.env.BENCH_SW === 'compare';
// What registering the service worker fetches (src/app/service-worker.ts): the worker itself and
// the chunk that registers it. Blocked, the page runs as one built without a worker.
const NO_WORKER = ['*/sw.js', '*/assets/app-update-*.js'];
let saved = 0;

/** gzip -9 size of each distinct script and stylesheet the page loaded, by type. */
async function gzipSizes(requests) {
  const sizes = { js: 0, css: 0 };
  const seen = new Set();
  for (const r of requests) {
    const kind = r.resourceType === 'Script' ? 'js' : r.resourceType === 'Stylesheet' ? 'css' : '';
    if (!kind || seen.has(r.url) || !r.url.startsWith('http://127.0.0.1')) continue;
    seen.add(r.url);
    const body = Buffer.from(await (await fetch(r.url)).arrayBuffer());
    sizes[kind] += gzipSync(body, { level: 9 }).length;
  }
  return sizes;
}

const score = (category) =>
  category.score === null ? undefined : Math.round(category.score * 100);

async function audit(url, port, blockedUrlPatterns = []) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    blockedUrlPatterns,
  });
  const { audits, categories, runtimeError, environment } = result.lhr;
  if (LHR_DIR) {
    mkdirSync(LHR_DIR, { recursive: true });
    const name = `${++saved}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
    writeFileSync(path.join(LHR_DIR, name), result.report);
  }
  if (runtimeError) return { error: `${runtimeError.code}` };
  const requests = audits['network-requests'].details?.items ?? [];
  const gz = await gzipSizes(requests);
  const a11yFailures = Object.values(audits)
    .filter((a) => a.score === 0 && categories.accessibility.auditRefs.some((r) => r.id === a.id))
    .map((a) => a.id);
  return {
    // Lighthouse's measure of this machine's speed during the run (higher is faster).
    benchmarkIndex: environment.benchmarkIndex,
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    jsGzip: gz.js,
    cssGzip: gz.css,
    unusedJs: audits['unused-javascript'].details?.overallSavingsBytes ?? 0,
    // The page loaded the code that registers the service worker within the trace (blocked in
    // the run without a worker, it is still asked for).
    workerFetched: requests.some((r) => /\/assets\/app-update-[^/]*\.js$/.test(r.url)),
    a11yFailures,
  };
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const ms = (v) => `${Math.round(v)} ms`;

function printRow(name, runs, errors) {
  const label = name.replace(/\?id=[^ ]*/, '?id=…');
  if (!runs.length) {
    console.log(`${label.padEnd(34)}no run recorded a trace (${errors.join(', ')})`);
    return;
  }
  const m = (k) => median(runs.map((r) => r[k]));
  const row = [
    String(m('performance')),
    String(m('accessibility')),
    ms(m('fcp')),
    ms(m('lcp')),
    m('cls').toFixed(3),
    ms(m('tbt')),
    kb(m('jsGzip')),
    kb(m('cssGzip')),
    kb(m('unusedJs')),
    String(Math.round(m('benchmarkIndex'))),
  ];
  console.log(label.padEnd(34) + row.map((c) => c.padStart(10)).join(''));
  if (runs.length < RUNS) console.log(`${''.padEnd(34)}${runs.length} runs recorded a trace`);
  const fetched = runs.filter((r) => r.workerFetched).length;
  if (COMPARE_SW)
    console.log(
      `${''.padEnd(34)}registration asked for within the trace: ${fetched}/${runs.length}`,
    );
  const failures = [...new Set(runs.flatMap((r) => r.a11yFailures))];
  if (failures.length) console.log(`${''.padEnd(34)}accessibility: ${failures.join(', ')}`);
}

// BENCH_WEB_DIST: another build to compare (e.g. a copy of dist from before a change).
const server = await startServer({ webDist: process.env.BENCH_WEB_DIST || undefined });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
try {
  const pages = (await publicPages(server.origin)).filter(
    (p) =>
      !ONLY.length ||
      ONLY.some((part) => (part.startsWith('=') ? p === part.slice(1) : p.includes(part))),
  );
  // Simulated throttling scales the CPU time observed here: a busy machine inflates TBT and LCP.
  const load = () => loadavg()[0].toFixed(1);
  console.log(
    `Lighthouse ${RUNS} runs per page (mobile, simulated throttling); medians; load average ${load()}`,
  );
  console.log(
    'page'.padEnd(34) +
      ['perf', 'a11y', 'FCP', 'LCP', 'CLS', 'TBT', 'JS gz', 'CSS gz', 'unused JS', 'bench idx']
        .map((h) => h.padStart(10))
        .join(''),
  );
  const variants = COMPARE_SW
    ? [
        { label: ' (worker)', blocked: [] },
        { label: ' (no sw.js)', blocked: NO_WORKER.slice(0, 1) },
        { label: ' (none)', blocked: NO_WORKER },
      ]
    : [{ label: '', blocked: [] }];
  for (const p of pages) {
    const runs = variants.map(() => []);
    // A trace Chromium failed to record (NO_NAVSTART now and then) is run again, a few times.
    const errors = [];
    // Interleaved: each variant's runs meet the machine in the same state as the other's.
    for (let round = 0; round < RUNS + 4 && runs.some((r) => r.length < RUNS); round++) {
      for (const [i, variant] of variants.entries()) {
        if (runs[i].length >= RUNS) continue;
        const run = await audit(`${server.origin}${p}`, chrome.port, variant.blocked);
        if (run.error) errors.push(run.error);
        else runs[i].push(run);
      }
    }
    for (const [i, variant] of variants.entries()) printRow(p + variant.label, runs[i], errors);
  }
  console.log(`load average at the end: ${load()}`);
} finally {
  chrome.kill();
  await server.stop();
}
