import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** One free loopback port and one empty data folder per run; workers inherit them through the environment. */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
process.env.E2E_PORT ??= freePort();
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_MAIL_PORT ??= freePort();
process.env.E2E_SMS_PORT ??= freePort();
process.env.E2E_MAIL_URL ??= `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'roomsetu-e2e-'));
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a retry hides a first-run flake. A flaky journey is fixed.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // As most users are: a browser in India. Dates drawn by the server must read the same here.
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    trace: 'retain-on-failure',
    // The journeys test the app; the service worker's own journeys (pwa, offline) allow it. A
    // worker installing its precache in every fresh context would only add load beside them.
    // E2E_SW=allow runs every journey as a returning visitor's browser would, worker and all.
    serviceWorkers: process.env.E2E_SW === 'allow' ? 'allow' : 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Maps are on /find-rooms and the details page: no test may fetch the public tile server.
        '--host-resolver-rules=MAP *.tile.openstreetmap.org ~NOTFOUND, MAP tile.openstreetmap.org ~NOTFOUND',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // A real SMTP server the API mails to and the SMS gateway stand-in it texts; tests read both
      // over HTTP (e2e/support/mail.ts).
      command: 'node --import tsx src/test/mail-capture-server.ts',
      cwd: path.resolve(import.meta.dirname, '../api'),
      url: `${process.env.E2E_MAIL_URL}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        MAIL_CAPTURE_SMTP_PORT: process.env.E2E_SMTP_PORT,
        MAIL_CAPTURE_HTTP_PORT: process.env.E2E_MAIL_PORT,
        MAIL_CAPTURE_SMS_PORT: process.env.E2E_SMS_PORT,
      },
    },
    {
      // CI runs the built API; E2E_API_FROM_SOURCE runs it through tsx (no build, so several runs can share a tree).
      command: process.env.E2E_API_FROM_SOURCE
        ? 'node --import tsx src/index.ts'
        : 'node dist/index.js',
      cwd: path.resolve(import.meta.dirname, '../api'),
      url: `${baseURL}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        SEED_DEMO: 'true',
        WEB_DIST: process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, 'dist'),
        PUBLIC_URL: baseURL,
        GEOCODER_URL: 'http://127.0.0.1:9/',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        SMS_URL: `http://127.0.0.1:${process.env.E2E_SMS_PORT}/sms`,
      },
    },
  ],
});
