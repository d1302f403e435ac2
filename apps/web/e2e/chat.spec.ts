import { type Browser, type Page, type WebSocket } from '@playwright/test';
import { expect, test } from './support/test';

const RAHUL = { email: 'rahul.tenant@roomsetu.in', password: 'Demo@1234' };
const SNEHA = { email: 'sneha.kulkarni@roomsetu.in', password: 'Demo@1234' };
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-chat/e2e';

/** A fresh browser (own cookies and storage) signed in through the API. */
async function signedInPage(browser: Browser, account: typeof RAHUL): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`[${account.email}] page error: ${error.message}`));
  const res = await page.request.post('/api/auth/login', { data: account });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { accessToken: string; user: unknown } };
  await page.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('accessToken')) {
        localStorage.setItem('accessToken', token);
        localStorage.setItem('user', user);
      }
    },
    [data.accessToken, JSON.stringify(data.user)] as const,
  );
  return page;
}

/** Resolves once the page's socket.io connection has upgraded to a live websocket. */
function liveSocket(page: Page): Promise<WebSocket> {
  return page
    .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
    .then(async (ws) => {
      await ws.waitForEvent('framereceived');
      return ws;
    });
}

const conversationRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: name });

test('an inquiry becomes a live conversation between two browsers', async ({ browser }) => {
  const inquiry = `Hi Sneha, is your place in Mumbai still open? (${Date.now()})`;
  const reply = `Yes Rahul, it is! Come over on Sunday. (${Date.now()})`;

  // Sneha waits on her messages page, connected.
  const sneha = await signedInPage(browser, SNEHA);
  const snehaSocket = liveSocket(sneha);
  await sneha.goto('/messages');
  await expect(sneha.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(conversationRow(sneha, 'Rahul Verma')).toBeVisible();
  await snehaSocket;

  // Rahul finds her on /find-roommates and sends an inquiry.
  const rahul = await signedInPage(browser, RAHUL);
  // The app holds one socket from the first page on (the header's counts use it too).
  const rahulSocket = liveSocket(rahul);
  await rahul.goto('/find-roommates');
  // Best match (the default when signed in) leaves out other cities; a name search looks at everyone.
  await rahul.getByLabel('Sort by').selectOption('NEWEST');
  await rahul.getByRole('searchbox', { name: 'Search by name' }).fill('Sneha');
  await expect(rahul).toHaveURL(/search=Sneha/);
  const card = rahul.getByRole('article').filter({ hasText: 'Sneha Kulkarni' });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Send Inquiry' }).click();
  const dialog = rahul.getByRole('dialog', { name: 'Message Sneha Kulkarni' });
  await dialog.getByLabel('Your message').fill(inquiry);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(rahul.getByText('Message sent successfully, redirecting to chats.')).toBeVisible();
  await expect(rahul).toHaveURL(/\/chat\?convoId=\d+$/);
  const convoId = new URL(rahul.url()).searchParams.get('convoId');
  await expect(rahul.getByRole('log', { name: 'Messages' }).getByText(inquiry)).toBeVisible();
  await rahulSocket;

  // Sneha sees it arrive without reloading: first in the list, unread.
  const row = conversationRow(sneha, 'Rahul Verma');
  await expect(row).toContainText(inquiry);
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(
    sneha.getByRole('list', { name: 'Conversations' }).getByRole('link').first(),
  ).toContainText(inquiry);
  await sneha.screenshot({ path: `${SHOTS}/messages-unread-1280.png`, fullPage: true });

  // She opens it: the unread mark clears and she answers.
  await row.click();
  await expect(sneha).toHaveURL(new RegExp(`/chat\\?convoId=${convoId}$`));
  const snehaLog = sneha.getByRole('log', { name: 'Messages' });
  await expect(snehaLog.getByText(inquiry)).toBeVisible();
  await expect(conversationRow(sneha, 'Rahul Verma')).toHaveAttribute('data-unread', 'false');
  const box = sneha.getByPlaceholder('Type a message...');
  await box.fill(reply);
  await box.press('Enter');
  await expect(snehaLog.getByText(reply)).toBeVisible();
  await expect(snehaLog.locator('li[data-mine="true"]').filter({ hasText: reply })).toHaveAttribute(
    'data-status',
    'sent',
  );

  // Rahul sees the answer live, on the left, with both of them online.
  const rahulLog = rahul.getByRole('log', { name: 'Messages' });
  const answer = rahulLog.locator('li[data-mine="false"]').filter({ hasText: reply });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(/\d{2}:\d{2}/);
  await expect(rahul.getByRole('heading', { level: 1, name: 'Sneha Kulkarni' })).toBeVisible();
  await expect(rahul.getByText('Online', { exact: true })).toBeVisible();
  await rahul.screenshot({ path: `${SHOTS}/chat-1280.png`, fullPage: true });

  // Back on her list (no reload), the conversation stays read: the server agrees.
  await sneha.getByRole('link', { name: 'Messages' }).first().click();
  await expect(sneha).toHaveURL(/\/messages$/);
  await expect(conversationRow(sneha, 'Rahul Verma')).toHaveAttribute('data-unread', 'false');
  await expect(conversationRow(sneha, 'Rahul Verma')).toContainText(`You: ${reply}`);

  // The profile modal and the report dialog of the chat.
  await rahul.getByRole('button', { name: 'View Full Profile' }).click();
  const profile = rahul.getByRole('dialog', { name: 'Profile' });
  await expect(profile.getByText('sneha.kulkarni@roomsetu.in')).toBeVisible();
  await profile.getByRole('button', { name: 'Close' }).click();
  await rahul.getByRole('button', { name: 'Conversation options' }).click();
  await rahul.getByRole('menuitem', { name: 'Report an issue' }).click();
  const report = rahul.getByRole('dialog', { name: 'Report an issue' });
  await report.getByLabel('Describe the issue').fill('Testing the report flow.');
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(
    report.getByText('Thank you for contacting RoomSetu, our team will reach out to you soon.'),
  ).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).first().click();

  // Phone width: the thread alone, with a way back to the list.
  await rahul.setViewportSize({ width: 360, height: 780 });
  await expect(rahul.getByRole('link', { name: 'Back to messages' })).toBeVisible();
  await rahul.screenshot({ path: `${SHOTS}/chat-360.png` });
  await sneha.setViewportSize({ width: 360, height: 780 });
  await sneha.screenshot({ path: `${SHOTS}/messages-360.png`, fullPage: true });

  await rahul.context().close();
  await sneha.context().close();
});
