import { expect, test } from './support/test';

test('an unknown path answers 404 with the Page not found page and a way home', async ({
  page,
  consoleWatch,
}) => {
  // The browser logs the page's own 404 status; that status is the point of this test.
  consoleWatch.allow(/404 \(Not Found\).*\/no\/such\/page$/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | RoomSetu');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  const known = await page.request.get('/find-rooms');
  expect(known.status()).toBe(200);
});
