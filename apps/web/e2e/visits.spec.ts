import { expect, test, type APIRequestContext } from '@playwright/test';
import { LANDLORD } from './support/landlord';
import { signedInPage, type Account } from './support/session';

const RAHUL = { email: 'rahul.tenant@roomsetu.in', password: 'Demo@1234' };

async function tokenOf(request: APIRequestContext, account: Account): Promise<string> {
  const res = await request.post('/api/auth/login', { data: account });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

test('a tenant proposes two times, the owner accepts one from the chat card, and both see it confirmed', async ({
  browser,
  request,
}) => {
  const ownerToken = await tokenOf(request, LANDLORD);
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const mine = await request.get('/api/users/self-property', { headers: auth });
  const listings = ((await mine.json()) as { data: { id: number; status: string }[] }).data;
  const listing = listings.find((l) => l.status === 'ACTIVE')!;

  // The tenant picks a day and two times on the listing.
  const rahul = await signedInPage(browser, RAHUL);
  await rahul.goto(`/room-details?id=${listing.id}`);
  // The page is drawn on the server for guests first; the picker's button (it opens a dialog) is
  // the one the app draws for a signed-in tenant once it runs.
  await rahul
    .locator('button[aria-haspopup="dialog"]')
    .filter({ hasText: 'Schedule a Visit' })
    .first()
    .click();
  const picker = rahul.getByRole('dialog', { name: 'Schedule a visit' });
  await picker.getByLabel('Day').selectOption({ index: 2 });
  await picker.getByRole('button', { name: '10:00', exact: true }).click();
  await picker.getByRole('button', { name: '11:30', exact: true }).click();
  await picker.getByRole('button', { name: 'Propose visit' }).click();
  await expect(rahul.getByText('Visit proposed: the owner will pick a time.')).toBeVisible();

  // The owner, in a browser of her own, accepts one from the card in the chat.
  const visits = await request.get('/api/visits?role=OWNER&status=PROPOSED', { headers: auth });
  const visit = ((await visits.json()) as { data: { items: { conversationId: number }[] } }).data
    .items[0]!;
  const priya = await signedInPage(browser, LANDLORD);
  await priya.goto(`/chat?convoId=${visit.conversationId}`);
  const proposed = priya.getByTestId('visit-card').filter({ hasText: 'Visit proposed' });
  await expect(proposed.getByRole('button', { name: /^Accept .*10:00$/ })).toBeVisible();
  await proposed.getByRole('button', { name: /^Accept .*11:30$/ }).click();
  await expect(
    priya.getByTestId('visit-card').filter({ hasText: 'Visit confirmed' }),
  ).toBeVisible();

  // The tenant sees the confirmed card, and the visit in the Visits tab.
  await rahul.goto(`/chat?convoId=${visit.conversationId}`);
  const confirmed = rahul.getByTestId('visit-card').filter({ hasText: 'Visit confirmed' });
  await expect(confirmed).toContainText('11:30 IST');
  await expect(confirmed.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await rahul.goto('/profile?tab=visits');
  const row = rahul.getByTestId('visit-row').filter({ hasText: 'Confirmed' });
  await expect(row).toContainText('11:30 IST');
});
