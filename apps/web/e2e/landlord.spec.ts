import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { inAMonth, offlineMap, signIn, solidPng } from './support/landlord';

interface Photo {
  id: number;
  cardUrl: string;
}

/** A fresh listing in Pune with a red and a blue photo: the newest, so first in Pune's search. */
async function listFlat(request: APIRequestContext, token: string, title: string) {
  const res = await request.post('/api/properties', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      description: 'Two rooms, good light, near the university.',
      propertyType: 'APARTMENT',
      hospitalDistance: '1.2',
      rent: '14500',
      securityDeposit: '29000',
      bedrooms: '2',
      bathrooms: '1',
      areaSqFt: '720',
      furnished: 'SEMI',
      facing: 'NORTH',
      availableFrom: inAMonth(),
      propertyContactName: 'Priya Sharma',
      propertyContactEmail: 'priya@example.com',
      features: JSON.stringify(['WiFi']),
      address: JSON.stringify({ line1: '42 FC Road', city: 'pune', postalCode: '411005' }),
      photos: {
        name: 'red.png',
        mimeType: 'image/png',
        buffer: solidPng(64, 48, [200, 40, 40]),
      },
    },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  const more = await request.post(`/api/property-photos/${id}/photos/upload`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      photos: { name: 'blue.png', mimeType: 'image/png', buffer: solidPng(64, 48, [40, 40, 200]) },
    },
  });
  expect(more.status()).toBe(201);
  const photos = ((await more.json()) as { data: Photo[] }).data;
  return { id, photos };
}

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

async function searchPune(page: Page) {
  await page.goto('/find-rooms?location=pune');
  await expect(page.getByText(/Properties? Found/)).toBeVisible();
}

test('a landlord pauses and re-activates a listing, and orders its photos', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await offlineMap(page);
  const title = `Paused flat ${Date.now()}`;
  const token = await signIn(page, request);
  const { photos } = await listFlat(request, token, title);

  await test.step('in search while active', async () => {
    await searchPune(page);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  await test.step('paused from My Property, it leaves search', async () => {
    await page.goto('/profile?tab=properties');
    await page.getByRole('button', { name: `Pause: ${title}` }).click();
    await expect(page.getByText(/Paused: your listing is hidden/)).toBeVisible();
    await expect(page.getByRole('button', { name: `Re-activate: ${title}` })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('my-property-paused.png'), fullPage: true });
    await searchPune(page);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  await test.step('re-activated, it returns to search', async () => {
    await page.goto('/profile?tab=properties');
    await page.getByRole('button', { name: `Re-activate: ${title}` }).click();
    await expect(page.getByRole('button', { name: `Pause: ${title}` })).toBeVisible();
    await searchPune(page);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  await test.step('the second photo moved first becomes the cover on the card', async () => {
    const [red, blue] = photos as [Photo, Photo];
    await expect(card(page, title).getByRole('img').first()).toHaveAttribute(
      'src',
      new RegExp(`${new URL(red.cardUrl, 'http://x').pathname}$`),
    );
    await page.goto('/profile?tab=properties');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit: ${title}` });
    // A cleared rent is refused with its message, not silently ignored.
    await dialog.getByLabel('Monthly rent').fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Rent is required')).toBeVisible();
    await expect(dialog.getByLabel('Monthly rent')).toBeFocused();
    await dialog.getByRole('tab', { name: 'Photos' }).click();
    await dialog.getByRole('button', { name: /^Move photo 2 .*earlier$/ }).click();
    await expect(page.getByText('Property updated successfully').first()).toBeVisible();
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await searchPune(page);
    await expect(card(page, title).getByRole('img').first()).toHaveAttribute(
      'src',
      new RegExp(`${new URL(blue.cardUrl, 'http://x').pathname}$`),
    );
  });
});

test('on a 375 px phone the rent and Contact owner stay at the bottom of the screen', async ({
  browser,
  request,
  page,
}, testInfo) => {
  const title = `Phone flat ${Date.now()}`;
  const token = await signIn(page, request);
  const { id } = await listFlat(request, token, title);

  const guest = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await offlineMap(guest);
  await guest.goto(`/room-details?id=${id}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const bar = guest.getByTestId('contact-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('₹14,500');
  const box = await bar.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(740);
  expect(box?.width).toBe(375);
  // Still there after scrolling half way down the long page.
  await guest.mouse.wheel(0, 1500);
  await expect(bar).toBeInViewport();
  await guest.screenshot({ path: testInfo.outputPath('room-details-375.png') });
  await bar.getByRole('button', { name: 'Contact owner' }).click();
  await expect(guest).toHaveURL(/\/sign-in$/);

  // No bar on a desktop: the card beside the photos holds the contact buttons.
  await guest.setViewportSize({ width: 1280, height: 800 });
  await guest.goto(`/room-details?id=${id}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(bar).toBeHidden();
  await guest.close();
});

test('on a 375 px phone the message box takes the full width', async ({ page, request }) => {
  const token = await signIn(page, request);
  const res = await request.get('/api/messages/conversations', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [conversation] = ((await res.json()) as { data: { id: number }[] }).data;
  expect(conversation).toBeDefined();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/chat?convoId=${conversation!.id}`);
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeVisible();
  const form = await box.locator('xpath=ancestor::form[1]').boundingBox();
  const input = await box.boundingBox();
  expect(Math.round(form!.width)).toBe(375);
  // Only the padding, the gap and the 44 px send button beside it: no dead space on the right.
  expect(input!.width).toBeGreaterThanOrEqual(375 - 2 * 12 - 8 - 44 - 1);
});
