import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';

const CSV_HEADER =
  'ID,Title,Location,Beds,Type,Landlord,Verified,Rent,Status,Views,Inquiries,AddedOn';
const ADMIN = { email: 'admin@roomsetu.in', password: 'Admin@1234' };
const TENANT = { email: 'rahul.tenant@roomsetu.in', password: 'Demo@1234' };

/** Console errors and uncaught exceptions, except map tiles that cannot load offline. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url ?? '';
    if (/tile|openstreetmap/i.test(where) || /tile\.openstreetmap/i.test(message.text())) return;
    errors.push(`${message.text()} (${where})`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
}

/** Signs in through the API (the sign-in page has its own journey) and keeps the session in the page. */
async function signIn(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/login', { data: account });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { accessToken: string; user: unknown } };
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('user', user);
    },
    [data.accessToken, JSON.stringify(data.user)] as const,
  );
  return data.accessToken;
}

async function aSeededTenantId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/users-public/roommates');
  const { data } = (await res.json()) as { data: { id: number }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!.id;
}

test('every public page renders with one h1 and no console errors', async ({ page, request }) => {
  const tenantId = await aSeededTenantId(request);
  const routes = [
    '/',
    '/find-rooms',
    '/find-roommates',
    '/about-us',
    '/contact',
    '/help-center',
    '/safety-guidelines',
    '/terms-of-service',
    '/privacy-policy',
    '/cookie-policy',
    '/pricing',
    '/room-details?id=1',
    `/roommate-details?id=${tenantId}`,
  ];
  for (const route of routes) {
    const errors = collectErrors(page);
    await page.goto(route);
    await expect(page.locator('h1'), route).toHaveCount(1);
    await expect(page.locator('h1'), route).toBeVisible();
    await settle(page);
    expect(errors, `console errors on ${route}`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

test('the information pages fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const route of [
    '/about-us',
    '/contact',
    '/help-center',
    '/safety-guidelines',
    '/terms-of-service',
    '/privacy-policy',
    '/cookie-policy',
    '/pricing',
  ]) {
    await page.goto(route);
    await expect(page.locator('h1')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, route).toBeLessThanOrEqual(360);
  }
});

test('the terms download as a real PDF', async ({ page }) => {
  await page.goto('/terms-of-service');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('roomsetu-terms-of-service.pdf');
  const pdf = await readFile((await download.path())!, 'latin1');
  expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  // A bookmark per section; the text itself is in compressed streams, in the embedded Noto Sans.
  expect(pdf).toContain('Governing Law and Disputes');
  expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
});

test('a guest sends the contact form and sees the success text', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please fill First Name, Email and Message')).toBeVisible();

  await form.getByRole('textbox', { name: 'First name' }).fill('Meena');
  await form.getByRole('textbox', { name: 'Email' }).fill('meena.e2e@example.com');
  await form.getByRole('textbox', { name: 'Subject' }).fill('Visiting Jaipur next month');
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Do you have verified PGs near Malviya Nagar?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Message sent! We'll get back to you shortly.")).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('the admin suspends a listing, it leaves the search, and listings.csv downloads', async ({
  page,
  browser,
}) => {
  const token = await signIn(page, ADMIN);
  await page.goto('/admin-listing');
  const firstLink = page.locator('tbody tr').first().getByRole('link').first();
  await expect(firstLink).toBeVisible();
  const title = (await firstLink.innerText()).trim();
  const href = (await firstLink.getAttribute('href'))!;
  const id = Number(new URL(href, 'http://x').searchParams.get('id'));
  const card = (p: Page) => p.locator(`a[href="/room-details?id=${id}"]`);

  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/find-rooms');
  await expect(card(guest).first()).toBeVisible();

  try {
    // Demo titles can repeat: the menu is the one on this listing's row.
    await page
      .locator('tbody tr')
      .filter({ has: page.locator(`a[href="${href}"]`) })
      .getByRole('button', { name: `Actions for ${title}` })
      .click();
    await page.getByRole('menuitem', { name: 'Suspend' }).click();
    await expect(
      page.getByText('Listing suspended. It no longer appears in search.'),
    ).toBeVisible();
    const row = page.locator('tbody tr', { has: page.getByRole('link', { name: title }) });
    await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

    await guest.reload();
    await expect(guest.locator('a[href^="/room-details?id="]').first()).toBeVisible();
    await expect(card(guest)).toHaveCount(0);

    await page.getByLabel('Status').selectOption('SUSPENDED');
    await expect(page).toHaveURL(/status=SUSPENDED/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('listings.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines[1]).toMatch(new RegExp(`^${id},`));
    expect(lines.filter(Boolean)).toHaveLength(2);
  } finally {
    // Leave the shared demo data as it was for the other journeys.
    await page.request.patch(`/api/admin/listings/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'ACTIVE' },
    });
    await guest.context().close();
  }
});

test('a tenant favorites a property, finds it in the profile and removes it', async ({ page }) => {
  await signIn(page, TENANT);
  await page.goto('/room-details?id=1');
  // The page is drawn for a guest first: the heart is the app's once the header names the user.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Rahul Verma' })).toBeVisible();
  const title = (await page.locator('h1').innerText()).trim();
  const heart = page.getByRole('button', { name: `Save ${title} to favorites` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(page.getByText('Successfully added property to favorites.')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile?tab=favorites');
  const saved = page.getByRole('region', { name: 'Favorite properties' });
  const link = saved.getByRole('link', { name: new RegExp(escapeRegExp(title)) });
  await expect(link).toHaveAttribute('href', '/room-details?id=1');
  await saved.getByRole('button', { name: `Remove ${title} from favorites` }).click();
  await expect(page.getByText('Successfully removed property from favorites.')).toBeVisible();
  await expect(link).toHaveCount(0);
});

test('a tenant adds a conversation to favorites from the chat panel', async ({ page }) => {
  await signIn(page, TENANT);
  await page.goto('/chat');
  const add = page.getByRole('button', { name: 'Add to Favorites' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByText('Conversation added to favorites.')).toBeVisible();
  const remove = page.getByRole('button', { name: 'Remove from Favorites' });
  await expect(remove).toBeVisible();
  const convoId = new URL(page.url()).searchParams.get('convoId');

  await page.goto('/profile?tab=favorites');
  const chats = page.getByRole('region', { name: 'Favorite conversations' });
  await expect(chats.getByRole('link').first()).toHaveAttribute('href', /\/chat\?convoId=\d+/);
  if (convoId) await expect(chats.locator(`a[href="/chat?convoId=${convoId}"]`)).toBeVisible();

  await chats.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Remove from Favorites' }).click();
  await expect(page.getByText('Conversation removed from favorites.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Favorites' })).toBeVisible();
});

test('at 1280 px the admin listings table fits its pane, the actions column included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  await page.goto('/admin-listing');
  await expect(
    page
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Actions for/ }),
  ).toBeVisible();
  const pane = await page.locator('table').evaluate((t) => ({
    scroll: t.parentElement!.scrollWidth,
    client: t.parentElement!.clientWidth,
  }));
  expect(pane.scroll).toBeLessThanOrEqual(pane.client);
});
