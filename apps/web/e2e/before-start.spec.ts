import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { offlineMap } from './support/landlord';

/**
 * The public pages arrive drawn and show their forms and buttons long before the app's JavaScript
 * has arrived on a slow phone. Here the app's code is held back (every script but the small one
 * each page loads first) while a person uses the drawn page; `release` lets it through.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    if (!/\/assets\/first-page-/.test(route.request().url())) await held;
    // A request the page gave up on when it went to the results has nothing to continue.
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * The drawn page, without waiting for its scripts (module scripts hold DOMContentLoaded back),
 * once its first small script is holding what a person does (on main's build: once it has come).
 */
async function openDrawn(page: Page, path: string): Promise<void> {
  const loader = page.waitForResponse(/\/assets\/first-page-/);
  await page.goto(path, { waitUntil: 'commit' });
  await loader;
  await page
    .locator('html[data-holding]')
    .waitFor({ state: 'attached', timeout: 2000 })
    .catch(() => {});
}

async function total(request: APIRequestContext, api: string): Promise<number> {
  const res = await request.get(api);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { pagination: { total: number } }).pagination.total;
}

const count = (n: number) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? 'Property' : 'Properties'} Found`;

test.beforeEach(async ({ page }) => {
  await offlineMap(page);
});

test('filters applied on /find-rooms before the app has started open the filtered results', async ({
  page,
  request,
}) => {
  const release = await holdTheApp(page);
  await openDrawn(page, '/find-rooms');
  const filters = page.getByRole('region', { name: /Filters/ });
  await filters.getByLabel('Location').selectOption('pune');
  await filters.getByRole('button', { name: 'Apply Filters' }).click();

  await expect(page).toHaveURL(/\/find-rooms\?location=pune$/);
  release();
  const pune = await total(request, '/api/properties?city=pune');
  expect(pune).toBeGreaterThan(0);
  await expect(page.getByText(count(pune))).toBeVisible();
  await expect(filters.getByLabel('Location')).toHaveValue('pune');
});

test('a sort chosen on /find-rooms before the app has started applies once it has', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await openDrawn(page, '/find-rooms');
  const sort = page.getByLabel('Sort by');
  await sort.selectOption('PRICE_LOW');
  release();
  await expect(page).toHaveURL(/\/find-rooms\?sort=PRICE_LOW$/);
  await expect(sort).toHaveValue('PRICE_LOW');
});

test('the landing search sent before the app has started opens its results', async ({
  page,
  request,
}) => {
  const release = await holdTheApp(page);
  await openDrawn(page, '/');
  const search = page.getByRole('search', { name: 'Search rooms' });
  await search.getByLabel('City').selectOption('pune');
  await search.getByLabel('Property type').selectOption('APARTMENT');
  await search.getByRole('button', { name: 'Search Now' }).click();

  await expect(page).toHaveURL(/\/find-rooms\?location=pune&propertyType=APARTMENT$/);
  release();
  const found = await total(request, '/api/properties?city=pune&propertyType=APARTMENT');
  await expect(page.getByText(count(found))).toBeVisible();
  const filters = page.getByRole('region', { name: /Filters/ });
  await expect(filters.getByLabel('Room Type')).toHaveValue('APARTMENT');
});

test('on /find-roommates a name searched, and a button tapped, before the app has started', async ({
  page,
  request,
}) => {
  let release = await holdTheApp(page);
  await openDrawn(page, '/find-roommates');
  await page.getByLabel('Search by name').fill('a');
  await page.getByLabel('Search by name').press('Enter');
  await expect(page).toHaveURL(/\/find-roommates\?search=a$/);
  release();
  const found = await total(request, '/api/users-public/roommates?search=a&limit=1');
  await expect(
    page.getByText(`${found} ${found === 1 ? 'roommate' : 'roommates'} found`),
  ).toBeVisible();

  // A toggle tapped while the app is on its way opens once it has started.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  release = await holdTheApp(page);
  await openDrawn(page, '/find-roommates');
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await toggle.click();
  await expect(page.getByLabel('Budget')).toHaveCount(0);
  release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // A guest's panel: city and budget (filters on habits and age need a verified account).
  await expect(page.getByLabel('Budget')).toBeVisible();
  await expect(page.getByLabel('Minimum age')).toHaveCount(0);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu tapped before the app has started opens once it has', async ({ page }) => {
    const release = await holdTheApp(page);
    await openDrawn(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Find Roommates' }).first()).toBeVisible();
  });
});

test("a drawn page asks for the app's code only once its first paint is on screen", async ({
  page,
}) => {
  for (const path of ['/', '/find-rooms', '/find-roommates']) {
    await page.goto(path);
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    const { fcp, entry } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const script = performance
        .getEntriesByType('resource')
        .find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name));
      return { fcp: paint?.startTime, entry: script?.startTime };
    });
    expect(fcp, path).toBeDefined();
    expect(entry, path).toBeDefined();
    expect(entry!, path).toBeGreaterThanOrEqual(fcp!);
  }
});
