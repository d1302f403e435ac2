import { expect, test } from './support/test';
import { englishTexts, HI, shownOf, text } from './support/catalogs';

const RAHUL = { email: 'rahul.tenant@roomsetu.in', password: 'Demo@1234' };
const hi = (key: string) => text(HI, key);

test('हिन्दी chosen on /find-rooms stays after a reload, drawn by the server in Hindi', async ({
  page,
}) => {
  await page.goto('/find-rooms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // A choice made before the app has started on the drawn page would not reach it.
  await expect(page.locator('html')).toHaveAttribute('data-started', '');
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const nav = page.getByRole('navigation', { name: hi('common:nav.main') });
  await expect(nav.getByRole('link', { name: hi('common:nav.findRooms') })).toBeVisible();

  // The next page comes from the server already in Hindi: no English before the app starts.
  const served = await (await page.request.get('/find-rooms')).text();
  expect(served).toContain('<html lang="hi"');
  expect(served).toContain(hi('common:nav.findRooms'));
  expect(served).not.toContain('>Find Rooms<');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(nav.getByRole('link', { name: hi('common:nav.findRooms') })).toBeVisible();
  expect(await shownOf(page, englishTexts(['common', 'rooms', 'enums']))).toEqual([]);
});

test('in Hindi: sign in, find a room, read it, write to its owner, open the profile', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'roomsetu_lang', value: 'hi', url: baseURL ?? '' }]);
  const english = (...namespaces: string[]) =>
    englishTexts(['common', 'enums', 'messages', 'session', ...namespaces]);

  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByLabel(hi('auth:common.email')).fill(RAHUL.email);
  await page.getByLabel(hi('auth:common.password'), { exact: true }).fill(RAHUL.password);
  await page.getByRole('button', { name: hi('auth:signInForm.submit') }).click();
  await expect(page.getByText(hi('messages:loginSuccess'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page
    .getByRole('navigation', { name: hi('common:nav.main') })
    .getByRole('link', { name: hi('common:nav.findRooms') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: hi('rooms:page.title') })).toBeVisible();
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  expect(await shownOf(page, english('rooms'))).toEqual([]);

  await card
    .getByRole('link', { name: new RegExp(hi('rooms:card.viewDetails')) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/room-details\?id=\d+/);
  const contact = page.getByRole('button', { name: hi('rooms:details.interest.contactOwner') });
  await expect(contact).toBeVisible();
  expect(await shownOf(page, english('rooms', 'visits'))).toEqual([]);

  await contact.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await shownOf(page, english('rooms'))).toEqual([]);
  await dialog
    .getByLabel(hi('common:inquiry.label'))
    .fill(`नमस्ते, क्या यह कमरा अभी खाली है? (${Date.now()})`);
  await dialog.getByRole('button', { name: hi('common:inquiry.send') }).click();
  await expect(page).toHaveURL(/\/chat\?convoId=\d+$/);
  await expect(page.getByRole('log', { name: hi('chat:messages.log') })).toBeVisible();
  expect(await shownOf(page, english('chat', 'visits'))).toEqual([]);

  await page.goto('/profile');
  await expect(
    page.getByRole('heading', { level: 1, name: hi('profile:page.title') }),
  ).toBeVisible();
  expect(await shownOf(page, english('profile', 'listing', 'rooms'))).toEqual([]);
});
