// The production server the page benchmarks and the Lighthouse CI run measure: the built API
// serving the built web app with the demo data, on a free loopback port and its own data folder.
// One place for both, so they always measure the same thing (bench/lighthouse.mjs,
// scripts/lighthouse-ci.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const webDir = path.resolve(import.meta.dirname, '..');
const apiDir = path.resolve(webDir, '../api');

/** The system Chromium (Debian's package in CI). */
export const CHROMIUM = process.env.CHROMIUM ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Headless, no sandbox (CI runs as root in a container), nothing fetched in the background, and
 * every host but the loopback unreachable: map tiles and anything external fail at once instead
 * of being fetched, so the figures depend on this server alone and no run needs the internet.
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * Starts the built API (apps/api/dist) with WEB_DIST = the built web app (or `webDist`, e.g. a
 * copy of dist from before a change) and waits until it answers /api/ready.
 */
export async function startServer({ webDist = path.join(webDir, 'dist') } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roomsetu-lighthouse-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/index.js'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      WEB_DIST: webDist,
      PUBLIC_URL: origin,
      GEOCODER_URL: 'http://127.0.0.1:9/',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${origin}/api/ready`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the server did not become ready in 120 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** The four public pages a visitor meets first; a room's details is the demo data's first listing. */
export async function publicPages(origin) {
  const list = await (await fetch(`${origin}/api/properties?page=1&limit=1`)).json();
  const roomId = list.data?.[0]?.id ?? list.items?.[0]?.id;
  if (!roomId) throw new Error('the demo data has no listing to open');
  return ['/', '/find-rooms', `/room-details?id=${roomId}`, '/find-roommates'];
}

/** The median of the runs that measured it (an audit that errored gives no value). */
export function median(values) {
  const s = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/**
 * Waits, at most `maxSeconds`, until the machine is quiet: the one-minute load average at or below
 * half the cores. Lighthouse's simulated throttling multiplies the CPU time it observes, so a
 * machine still busy with the step before (a build, the end-to-end suite) inflates TBT and LCP
 * by its own load. Returns the seconds waited and the load average then.
 */
export async function waitForQuietMachine({
  maxSeconds = 150,
  threshold = cpus().length / 2,
} = {}) {
  const started = Date.now();
  while (loadavg()[0] > threshold && Date.now() - started < maxSeconds * 1000) {
    await new Promise((r) => setTimeout(r, 5000));
  }
  return { waited: Math.round((Date.now() - started) / 1000), load: loadavg()[0] };
}
