import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInPage } from './support/session';

const ADMIN = { email: 'admin@roomsetu.in', password: 'Admin@1234' };
const TENANT = { email: 'rahul.tenant@roomsetu.in', password: 'Demo@1234' };

/** The titles of the listings /find-rooms shows. */
async function searchTitles(page: Page): Promise<string[]> {
  await page.goto('/find-rooms');
  await expect(page.locator('article h3').first()).toBeVisible();
  return page.locator('article h3').allTextContents();
}

test('a tenant reports a listing; the admin hides it from the queue and the audit log shows it', async ({
  browser,
}) => {
  const tenant = await signedInPage(browser, TENANT);
  const [title] = await searchTitles(tenant);
  expect(title).toBeTruthy();

  // The tenant opens the first listing from search and reports it (demo titles can repeat, so
  // the listing is followed by its link, not found again by title), once the drawn page has
  // started: a tap on a link before that is the browser's own navigation, which can be lost.
  await expect(tenant.locator('html')).toHaveAttribute('data-started', '');
  await tenant
    .locator('article')
    .first()
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(tenant.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const listingUrl = tenant.url();
  await tenant.getByRole('button', { name: 'Report listing' }).click();
  const dialog = tenant.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByLabel('Asked for money before a visit').check();
  await dialog
    .getByLabel(/Details/)
    .fill('The owner wants a token amount by UPI before any visit.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(tenant.getByText('Thank you. Our team will look into it.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The admin finds it in the queue, grouped under the listing, and hides the listing.
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/admin?tab=reports');
  const card = admin.locator('li', { has: admin.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Asked for money before a visit').first()).toBeVisible();
  await card.getByText(/The report/).click();
  await expect(card.getByText('The owner wants a token amount by UPI')).toBeVisible();
  await card.getByLabel('Action').selectOption('HIDE_LISTING');
  await card.getByLabel(/Reason/).fill('Advance payment scam');
  await card.getByRole('button', { name: 'Hide listing' }).click();
  // Its reports are closed: the listing leaves the open queue (other journeys may leave theirs).
  await expect(card).toBeHidden();

  // Gone from search at once.
  const id = new URL(listingUrl).searchParams.get('id');
  await tenant.goto('/find-rooms');
  await expect(tenant.locator('article h3').first()).toBeVisible();
  await expect(tenant.locator(`a[href="/room-details?id=${id}"]`)).toHaveCount(0);

  // The audit log names the action, the admin and the reason.
  await admin.goto('/admin?tab=audit');
  const row = admin.locator('tr', { hasText: 'listing.hide' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Advance payment scam');
  await expect(row).toContainText('Listing hidden');
  await expect(row).toContainText('ACTIVE → SUSPENDED');
});
