import { expect, test } from './support/test';

test('the home page shows seeded listings', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Your Smart Room & Roommate Finder/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.locator('a[href^="/room-details?id="]');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
});

test('an unknown path shows Page not found', async ({ page, consoleWatch }) => {
  // The browser logs the page's own 404 status, which is right for an unknown path.
  consoleWatch.allow(/404 \(Not Found\).*\/no-such-page$/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a signed-out visitor to /profile is sent to sign-in with a message', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByText('You are not logged in. Redirecting to sign-in.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 5000 });
});

test('the API answers JSON 404 for unknown paths', async ({ request }) => {
  const res = await request.get('/api/x');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ success: false });
});
