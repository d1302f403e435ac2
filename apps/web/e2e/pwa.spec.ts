import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

test.use({ serviceWorkers: 'allow' });

/**
 * The installable app: every page links the web manifest, the service worker registers once the
 * page is idle and controls the pages opened after it, Chromium finds the site installable, and
 * without a network the pages open on the kept shell instead of the browser's offline page.
 */

/** The page's service worker, once it is active (it registers after load, when the page idles). */
async function workerActive(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

/** The width and height a PNG's header states. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('every page links the web manifest, the theme colour and the home-screen icon', async ({
  page,
}) => {
  // The pages the API draws with their data, their prerendered skeletons, and the bare shell.
  const pages = ['/', '/find-rooms', '/room-details?id=1', '/sign-in', '/messages'];
  for (const path of pages) {
    await page.goto(path);
    const head = page.locator('head');
    await expect(head.locator('link[rel="manifest"]'), path).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(head.locator('meta[name="theme-color"]'), path).toHaveAttribute(
      'content',
      '#ffffff',
    );
    await expect(head.locator('link[rel="apple-touch-icon"]'), path).toHaveAttribute(
      'href',
      '/icons/apple-touch-icon.png',
    );
  }
});

test('the manifest describes the app, and its icons are PNGs of the sizes it names', async ({
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
    shortcuts: { name: string; url: string; icons: { src: string; sizes: string }[] }[];
  };
  expect(manifest).toMatchObject({
    name: 'RoomSetu',
    short_name: 'RoomSetu',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#ffffff',
    background_color: '#ffffff',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Find rooms', '/find-rooms'],
    ['Messages', '/messages'],
  ]);
  const icons = [...manifest.icons, ...manifest.shortcuts.flatMap((s) => s.icons)];
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await file.body()).join('x'), icon.src).toBe(icon.sizes);
  }
  // The start address opens the landing page.
  expect((await request.get(manifest.start_url)).status()).toBe(200);
});

test('the service worker registers, controls the page after a reload, and the site is installable', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Chromium never offers to install from an incognito-like context, as Playwright's usual ones
  // are: a browser with a profile of its own, as a person's.
  const profile = mkdtempSync(path.join(tmpdir(), 'roomsetu-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    expect(await workerActive(page)).toMatch(/\/sw\.js$/);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );

    // Chromium's own installability check (Lighthouse 12 no longer has a PWA category).
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('without a network, the home page and /find-rooms open on the kept app shell', async ({
  page,
  context,
  consoleWatch,
}) => {
  // Offline, the app's requests to the API fail, and the browser logs them.
  consoleWatch.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  await page.goto('/find-rooms');
  await workerActive(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'RoomSetu home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /rooms/i })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'RoomSetu home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(page.url()).not.toMatch(/^chrome-error:/);

  // The API is never answered from the worker's caches: offline, it fails as it would without one.
  const api = await page.evaluate(() =>
    fetch('/api/health').then(
      (r) => `status ${r.status}`,
      () => 'network error',
    ),
  );
  expect(api).toBe('network error');
  await context.setOffline(false);
});
