import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';

// Two seekers in Pune, both women: no hard limit keeps them apart whatever the seed's preferences.
const SNEHA = { email: 'sneha.kulkarni@roomsetu.in', password: 'Demo@1234' };
const SHRUTI = { email: 'shruti.deshpande@roomsetu.in', password: 'Demo@1234' };

/** A fresh browser (own cookies and storage) signed in through the API; answers the user's id. */
async function signedInPage(
  browser: Browser,
  account: typeof SNEHA,
): Promise<{ page: Page; id: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/login', { data: account });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as {
    data: { accessToken: string; user: { id: number } };
  };
  await page.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('accessToken')) {
        localStorage.setItem('accessToken', token);
        localStorage.setItem('user', user);
      }
    },
    [data.accessToken, JSON.stringify(data.user)] as const,
  );
  return { page, id: data.user.id };
}

/** RoomSetu's note in the open conversation. */
const note = (page: Page) =>
  page.getByRole('log', { name: 'Messages' }).getByText('You matched — say hello');

test('two seekers mark each other Interested and both land in the same conversation', async ({
  browser,
}) => {
  const sneha = await signedInPage(browser, SNEHA);
  const shruti = await signedInPage(browser, SHRUTI);

  // Sneha opens Shruti's profile: the breakdown, then Interested.
  await sneha.page.goto(`/roommate-details?id=${shruti.id}`);
  await expect(sneha.page.getByRole('heading', { name: 'Your match' })).toBeVisible();
  await expect(sneha.page.getByText(/Based on \d+ of 13 answers/)).toBeVisible();
  const snehaInterested = sneha.page.getByRole('button', { name: 'Interested' });
  await snehaInterested.click();
  await expect(snehaInterested).toHaveAttribute('aria-pressed', 'true');

  // Shruti does the same from her side: it is a match, and the link leads to the conversation.
  await shruti.page.goto(`/roommate-details?id=${sneha.id}`);
  await shruti.page.getByRole('button', { name: 'Interested' }).click();
  const shrutiLink = shruti.page.getByRole('link', { name: /It’s a match/ });
  await expect(shrutiLink).toBeVisible();
  await shrutiLink.click();
  await expect(shruti.page).toHaveURL(/\/chat\?convoId=\d+/);
  const convo = new URL(shruti.page.url()).searchParams.get('convoId');
  await expect(note(shruti.page)).toBeVisible();

  // Sneha sees the match on the same page and lands in the same conversation.
  await sneha.page.reload();
  const snehaLink = sneha.page.getByRole('link', { name: /It’s a match/ });
  await expect(snehaLink).toBeVisible();
  await snehaLink.click();
  await expect(sneha.page).toHaveURL(new RegExp(`/chat\\?convoId=${convo}$`));
  await expect(note(sneha.page)).toBeVisible();
});
