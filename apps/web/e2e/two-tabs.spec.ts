import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

const RAHUL = { email: 'rahul.tenant@roomsetu.in', password: 'Demo@1234' };

/** Both tabs of one browser: one cookie jar, one localStorage. */
const refreshFrom = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' });
    return res.status;
  });

async function expectSignedIn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Rahul Verma/ })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The expired access token is refused (401, logged by the browser) before the refresh renews it. */
const EXPIRED = /401 \(Unauthorized\)/;

test('two tabs refreshing at the same moment both stay signed in', async ({
  context,
  consoleWatch,
}) => {
  consoleWatch.allow(EXPIRED);
  const first = await context.newPage();
  await first.goto('/sign-in');
  await first.getByLabel('Email').fill(RAHUL.email);
  await first.getByLabel('Password', { exact: true }).fill(RAHUL.password);
  await first.getByRole('button', { name: 'Sign In' }).click();
  await expect(first.getByText('Login successful!')).toBeVisible();
  await first.goto('/profile');
  const second = await context.newPage();
  await second.goto('/profile');
  await expectSignedIn(first);
  await expectSignedIn(second);

  // The raw race: the same cookie exchanged from both tabs at once.
  const raced = await Promise.all([refreshFrom(first), refreshFrom(second)]);
  expect(raced).toEqual([200, 200]);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'refreshToken')?.value).toBeTruthy();

  // The app's own race: an access token the API refuses, found by both tabs as they load.
  await first.evaluate(() => localStorage.setItem('accessToken', 'expired-token'));
  await Promise.all([first.reload(), second.reload()]);
  await expectSignedIn(first);
  await expectSignedIn(second);
  expect(await first.evaluate(() => localStorage.getItem('accessToken'))).not.toBe('expired-token');

  // And again after a reload: the cookie the race left behind still opens the session.
  await Promise.all([first.reload(), second.reload()]);
  await expectSignedIn(first);
  await expectSignedIn(second);
  expect(await refreshFrom(second)).toBe(200);
});

test('a refresh that meets a network failure retries and keeps the session', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(EXPIRED);
  // The failure this test stages: the first refresh never reaches the server.
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED.*\/api\/auth\/refresh$/);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(RAHUL.email);
  await page.getByLabel('Password', { exact: true }).fill(RAHUL.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();

  // The first two refreshes never reach the API, as on a train going through a tunnel.
  let refreshes = 0;
  await page.route('**/api/auth/refresh', (route) =>
    ++refreshes <= 2 ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired-token'));
  await page.goto('/profile');
  // Retried after 0.5 s and 1 s; the third try gets through and the profile loads.
  await expect.poll(() => refreshes, { timeout: 10_000 }).toBe(3);
  await expect(page.getByText('9820000001')).toBeVisible(); // from /api/users/self
  await expectSignedIn(page);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe('expired-token');
});
