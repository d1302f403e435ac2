import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LANDLORD, offlineMap, signIn, solidPng } from './support/landlord';

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, n: number) =>
  expect(page.getByRole('heading', { name: new RegExp(`Step ${n} of 4`) })).toBeVisible();

async function publicProperty(request: APIRequestContext, id: number) {
  const res = await request.get(`/api/properties/${id}`);
  return {
    status: res.status(),
    body: res.ok() ? ((await res.json()).data as PropertyBody) : null,
  };
}

interface PropertyBody {
  rent: number;
  photos: { id: number; isPrimary: boolean }[];
}

test('a landlord lists, finds, edits and deletes a property', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await offlineMap(page);
  const title = `E2E flat ${Date.now()}`;
  await signIn(page, request);

  await test.step('list it through the wizard with two photos', async () => {
    await page.goto('/list-property');
    await expect(
      page.getByText(/Free to list · (\d+ listings? so far|your first listing)/),
    ).toBeVisible();
    await stepHeading(page, 1);
    await page.getByLabel('Property title').fill(title);
    await page.getByLabel('Property type').selectOption('APARTMENT');
    await page
      .getByLabel('Property description')
      .fill('Two rooms, good light, near the university.');
    await page.getByLabel('City').selectOption('pune');
    await expect(page.getByLabel('State')).toHaveValue('Maharashtra');
    await page.getByLabel('Area', { exact: true }).fill('42 FC Road, Shivajinagar');
    await page.getByLabel('Pincode').fill('411005');
    await page.getByLabel('Hospital distance').fill('1.2');
    await page.screenshot({
      path: testInfo.outputPath('list-property-step-1.png'),
      fullPage: true,
    });
    await next(page);

    await stepHeading(page, 2);
    await page.getByLabel('Bedrooms').selectOption('2');
    await page.getByLabel('Bathrooms').selectOption('1');
    await page.getByLabel('Area (sqft)').fill('720');
    await page.getByLabel('Furnishing').selectOption('SEMI');
    await page.getByLabel('Floor').selectOption('2');
    await page.getByLabel('Facing').selectOption('NORTH');
    await page.getByLabel('Monthly rent').fill('14000');
    await page.getByLabel('Security deposit').fill('28000');
    await page.getByLabel('Maintenance').fill('500');
    await page
      .getByLabel('Available from')
      .fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel('Building age').fill('6');
    await page.getByLabel('Gender preference').selectOption('ANY');
    await page.getByLabel('Tenant type').selectOption('STUDENT');
    await next(page);

    await stepHeading(page, 3);
    await page.getByRole('checkbox', { name: 'WiFi' }).check();
    await page.getByRole('checkbox', { name: 'Balcony' }).check();
    await page.getByLabel(/Add photos/).setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 40, 40]) },
      { name: 'green.png', mimeType: 'image/png', buffer: solidPng(64, 48, [40, 160, 60]) },
    ]);
    await expect(page.getByRole('img', { name: /^Preview \d/ })).toHaveCount(2);
    await page.getByLabel(/Allowed policies/).fill('Cooking allowed');
    await page.getByRole('button', { name: 'Add to Allowed policies' }).click();
    await page.screenshot({
      path: testInfo.outputPath('list-property-step-3.png'),
      fullPage: true,
    });
    await next(page);

    await stepHeading(page, 4);
    await expect(page.getByLabel('Contact name')).toHaveValue('Priya Sharma');
    await expect(page.getByLabel('Contact email')).toHaveValue(LANDLORD.email);
    await page.getByRole('button', { name: 'List Property' }).click();
    await expect(page.getByText('Property listed successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/room-details\?id=\d+$/);
  });

  const id = Number(new URL(page.url()).searchParams.get('id'));

  await test.step('its page shows the photos and the map marker', async () => {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: /Show photo/ })).toHaveCount(2);
    const photo = page
      .getByRole('region', { name: `Photos of ${title}` })
      .getByRole('img')
      .first();
    await expect(photo).toBeVisible();
    // Visible first, decoded a moment later.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole('heading', { name: 'On the map' }).scrollIntoViewIfNeeded();
    const marker = page.locator('.leaflet-marker-icon');
    await expect(marker).toBeVisible();
    await expect
      .poll(() => marker.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('room-details.png'), fullPage: true });
  });

  await test.step('it is found under its city filter', async () => {
    // The page arrives drawn with its data; its filters work before the app has started on it too.
    await page.goto('/find-rooms');
    await page.getByLabel('Location').selectOption('pune');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/\/find-rooms\?location=pune$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  await test.step('the owner edits the rent and the primary photo', async () => {
    const before = await publicProperty(request, id);
    const second = before.body!.photos.find((p) => !p.isPrimary)!;

    await page.goto('/profile?tab=properties');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit: ${title}` });
    await dialog.getByLabel('Monthly rent').fill('15500');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Property updated successfully').first()).toBeVisible();

    await dialog.getByRole('tab', { name: 'Photos' }).click();
    const radios = dialog.getByRole('radio');
    await expect(radios).toHaveCount(2);
    await dialog.getByRole('radio', { name: /^Primary: photo 2/ }).check();
    await expect.poll(async () => (await publicProperty(request, id)).body?.rent).toBe(15500);
    await expect
      .poll(
        async () => (await publicProperty(request, id)).body?.photos.find((p) => p.isPrimary)?.id,
      )
      .toBe(second.id);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the owner deletes it and it leaves search', async () => {
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('button', { name: 'Delete property' }).click();
    await expect(page.getByText('Property deleted successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

    expect((await publicProperty(request, id)).status).toBe(404);
    await page.goto('/find-rooms?location=pune');
    await expect(page.getByText(/Properties? Found/)).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });
});
