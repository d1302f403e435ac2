import { expect, test } from './support/test';

test('an unknown path answers 404 with the Page not found page and a way home', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | RoomSetu');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  const known = await page.request.get('/find-rooms');
  expect(known.status()).toBe(200);
});
