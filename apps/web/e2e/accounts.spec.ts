import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { latestCode } from './support/mail';

const PASSWORD = 'Str0ng!pass';

async function next(page: Page, title: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

test('a tenant signs up, verifies the e-mail, signs in, edits the profile and logs out', async ({
  page,
}) => {
  const stamp = Date.now().toString();
  const email = `meera.${stamp}@roomsetu.test`;
  const phone = `9${stamp.slice(-9)}`;

  await page.goto('/sign-up');
  await expect(page).toHaveTitle('Sign Up | RoomSetu');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  // Step 1: account.
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await next(page, 'Tell us about yourself');

  // Step 2: profile.
  await page.getByLabel('Age').fill('26');
  await page.getByLabel('Gender').selectOption('FEMALE');
  await page.getByLabel('City').selectOption('pune');
  await page.getByLabel('Occupation').fill('Analyst');
  await page.getByLabel('Education').selectOption('BACHELOR');
  await next(page, 'What are you looking for?');

  // Step 3: a tenant looking for a room.
  await page.getByText('Looking for a room', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Looking for a room', exact: true })).toBeChecked();
  await next(page, 'A few more details');

  // Step 4: budget and roommate gender.
  await page.getByLabel('Budget', { exact: true }).selectOption('10000-20000');
  await page
    .getByRole('group', { name: 'Preferred roommate gender' })
    .getByRole('radio', { name: 'Female' })
    .check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Signup successful!')).toBeVisible();

  // Step 5: the code from the real mail.
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Account verified successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  // Sign in with the e-mail carried over.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The profile, through the header's user menu.
  const menu = page.getByRole('banner').getByRole('button', { name: /Meera Rao/ });
  await menu.click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  // The e-mail rung of the verification ladder is reached; phone and ID are not yet.
  const rungs = page.getByRole('list', { name: 'Verifications' }).first();
  await expect(rungs.getByRole('listitem').filter({ hasText: 'E-mail' })).toHaveAttribute(
    'title',
    /^E-mail verified/,
  );
  await expect(rungs.getByRole('listitem').filter({ hasText: 'Phone' })).toHaveAttribute(
    'title',
    'Phone not verified yet',
  );
  await expect(page.getByText(phone)).toBeVisible();
  const occupation = page.getByLabel('Occupation');
  await expect(occupation).toHaveValue('Analyst');
  await expect(page.getByLabel('Budget', { exact: true })).toHaveValue('10000-20000');
  await occupation.fill('Product manager');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Updated user details successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Occupation')).toHaveValue('Product manager');

  // Logout: the header offers Sign In again, and the refresh cookie no longer works.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Meera Rao/ })
    .click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(async () => (await page.request.post('/api/auth/refresh')).status()).toBe(401);
});

test('a wrong password shows the server message', async ({ page, consoleWatch }) => {
  // The browser logs the refused sign-in (401) itself; the page shows it properly.
  consoleWatch.allow(/401 \(Unauthorized\).*\/api\/auth\/login$/);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('rahul.tenant@roomsetu.in');
  await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});
