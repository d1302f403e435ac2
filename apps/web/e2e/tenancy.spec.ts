import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LANDLORD, solidPng } from './support/landlord';
import { latestCode, latestSmsCode, smsCount } from './support/mail';
import { signedInPage, type Account } from './support/session';

/** A tenant of the demo data with no verified phone: his codes come by mail. */
const ARJUN = { email: 'arjun.nair@roomsetu.in', password: 'Demo@1234' };
/** Priya's number in the demo data, verified: her codes come by SMS. */
const PRIYA_PHONE = '9810000001';

async function tokenOf(request: APIRequestContext, account: Account): Promise<string> {
  const res = await request.post('/api/auth/login', { data: account });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Accepts the newest agreement version shown on the page with the code `codeOf` reads. */
async function acceptAgreement(
  page: Page,
  version: number,
  sentTo: RegExp,
  codeOf: () => Promise<string>,
) {
  const acceptance = page.getByRole('region', { name: 'Your acceptance' });
  await acceptance.getByLabel(`I have read version ${version}`).check();
  await acceptance.getByRole('button', { name: `Accept version ${version}` }).click();
  await expect(acceptance.getByRole('status')).toContainText('We sent a 6-digit code to');
  await expect(acceptance.getByRole('status')).toContainText(sentTo);
  await acceptance.getByLabel('6-digit code').fill(await codeOf());
  await acceptance.getByRole('button', { name: 'Confirm acceptance' }).click();
  await expect(acceptance).toBeHidden();
}

/** Signs the open report shown on the page with the code `codeOf` reads. */
async function signReport(page: Page, codeOf: () => Promise<string>) {
  await page.getByRole('button', { name: 'Sign this report' }).click();
  await expect(page.getByText(/^We sent a code to /)).toBeVisible();
  await page.getByLabel('6-digit code').fill(await codeOf());
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
}

const EVERY_STEP = [
  'Priya Sharma: Tenancy created',
  'Priya Sharma: Tenants invited',
  'Arjun Nair: Accepted',
  'RoomSetu: Tenancy active',
  'Priya Sharma: Agreement drafted',
  'Priya Sharma: Agreement accepted',
  'Arjun Nair: Agreement accepted',
  'Arjun Nair: Report started',
  'Arjun Nair: Report signed',
  'Priya Sharma: Report signed',
  'RoomSetu: Report signed by everyone',
];

test('an owner offers a tenancy, both accept its agreement with codes, and both sign the move-in report', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // What the journey starts from: Arjun has written to Priya about her flat (tenants are chosen
  // from the owner's chats). Priya's phone is verified, so her codes come by SMS; Arjun has no
  // verified phone, so his come by mail.
  const priyaAuth = { Authorization: `Bearer ${await tokenOf(request, LANDLORD)}` };
  const arjunAuth = { Authorization: `Bearer ${await tokenOf(request, ARJUN)}` };
  const listings = (await (
    await request.get('/api/users/self-property', { headers: priyaAuth })
  ).json()) as { data: { id: number; title: string; status: string }[] };
  const listing = listings.data.find((l) => l.status === 'ACTIVE')!;
  const priyaSelf = (await (
    await request.get('/api/users/self', { headers: priyaAuth })
  ).json()) as {
    data: { id: number };
  };
  const inquiry = await request.post('/api/messages/conversations-inquiry', {
    headers: arjunAuth,
    data: {
      receiverId: priyaSelf.data.id,
      propertyId: listing.id,
      text: 'Namaste, I would like to rent your flat from next month.',
    },
  });
  expect(inquiry.ok()).toBe(true);

  // Priya offers Arjun a tenancy of the flat.
  const priya = await signedInPage(browser, LANDLORD);
  await priya.goto('/profile?tab=tenancies');
  await priya.getByRole('button', { name: 'New tenancy' }).click();
  const form = priya.getByRole('dialog', { name: 'New tenancy' });
  await form.getByLabel('Listing').selectOption({ label: listing.title });
  await form.getByLabel('Arjun Nair').check();
  await form.getByLabel('Monthly rent (₹)').fill('15000');
  await form.getByLabel('Deposit (₹)').fill('30000');
  await form.getByRole('button', { name: 'Send to tenants' }).click();
  await expect(priya.getByRole('heading', { level: 2, name: listing.title })).toBeVisible();
  const tenancyId = Number(new URL(priya.url()).searchParams.get('tenancy'));
  expect(tenancyId).toBeGreaterThan(0);
  const page = `/profile?tab=tenancies&tenancy=${tenancyId}`;

  // Arjun, in a browser of his own, accepts it: it is active.
  const arjun = await signedInPage(browser, ARJUN);
  await arjun.goto(page);
  await arjun.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(arjun.getByText('Active', { exact: true })).toBeVisible();

  // Priya drafts the agreement; each accepts it with a code: hers by SMS, his by mail.
  await priya.reload();
  await priya.getByRole('button', { name: 'Draft the agreement' }).click();
  await priya.getByRole('button', { name: 'Draft version 1' }).click();
  await expect(priya.getByRole('heading', { name: 'Version 1' })).toBeVisible();
  const texted = await smsCount(PRIYA_PHONE);
  await acceptAgreement(priya, 1, /98\*+01/, () => latestSmsCode(PRIYA_PHONE, texted));
  await arjun.reload();
  await acceptAgreement(arjun, 1, /@roomsetu\.in/, () =>
    latestCode(ARJUN.email, /accept the agreement/i),
  );
  await expect(arjun.getByText('Everyone has accepted this version.')).toBeVisible();

  // Arjun records the flat at move-in: an item with a photo, then signs with a code.
  await arjun.getByRole('button', { name: 'Start move-in report' }).click();
  await arjun.getByRole('button', { name: 'Add item' }).click();
  const item = arjun.getByRole('form', { name: 'Add an item' });
  await item.getByLabel('Room').fill('Bedroom');
  await item.getByLabel('Item', { exact: true }).fill('Window');
  await item.getByLabel('Damaged').check();
  await item.getByLabel('Note').fill('A crack in the lower left pane');
  await item.locator('input[type="file"]').setInputFiles({
    name: 'window.png',
    mimeType: 'image/png',
    buffer: solidPng(640, 480, [90, 140, 200]),
  });
  await expect(item.getByAltText('Photo 1: window.png')).toBeVisible();
  await item.getByRole('button', { name: 'Add item' }).click();
  await expect(arjun.getByRole('img', { name: 'Photo 1 of Window' })).toBeVisible();
  await signReport(arjun, () => latestCode(ARJUN.email, /sign the move-in report/i));
  await expect(arjun.getByText('You have signed this report as it stands.')).toBeVisible();

  // Priya signs it too: it is sealed.
  await priya.reload();
  await priya.getByRole('button', { name: /Move-in report/ }).click();
  const signedTexts = await smsCount(PRIYA_PHONE);
  await signReport(priya, () => latestSmsCode(PRIYA_PHONE, signedTexts));
  await expect(priya.getByText(/^Everyone has signed this report/)).toBeVisible();

  // Both see every step in the tenancy's history.
  for (const person of [priya, arjun]) {
    await person.goto(page);
    const history = person.getByRole('region', { name: 'History' });
    for (const step of EVERY_STEP) await expect(history).toContainText(step);
  }
});
