import { type Page } from '@playwright/test';
import { signedInPage } from './support/session';
import { expect, test } from './support/test';

test.use({ serviceWorkers: 'allow' });

const RAHUL = { email: 'rahul.tenant@roomsetu.in', password: 'Demo@1234' };
const SNEHA = { email: 'sneha.kulkarni@roomsetu.in', password: 'Demo@1234' };

interface Envelope<T> {
  data: T;
}
interface Conversation {
  id: number;
  participants: { user: { firstName: string } }[];
}
interface Message {
  content: string;
  clientId: string | null;
}

/** The signed-in API answer of `path`, as the page's own account. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Envelope<T>).data;
}

/**
 * Resolves once the service worker controls the page: it is installed on the first visit (once the
 * app has started and the browser is idle) and controls the pages loaded after that.
 */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Waits until the query under `queryKey` is kept on the device (the offline cache saves within a
 * second of a change), with `text` in its data when given. The key itself is looked for: a word
 * alone also stands in other answers (a favourite carries `"conversation": null`).
 */
async function keptOnDevice(page: Page, queryKey: unknown[], text?: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([key, wanted]) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('roomsetu-offline');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('kv')) return resolve(false);
                const all = db.transaction('kv').objectStore('kv').getAll();
                all.onsuccess = () => {
                  const saved = (all.result as { clientState?: { queries?: unknown[] } }[])
                    .flatMap((value) => value?.clientState?.queries ?? [])
                    .map((q) => q as { queryKey: unknown; state: { data: unknown } })
                    .find((q) => JSON.stringify(q.queryKey) === key);
                  resolve(
                    !!saved && (!wanted || JSON.stringify(saved.state.data).includes(wanted)),
                  );
                };
                all.onerror = () => resolve(false);
              };
            }),
          [JSON.stringify(queryKey), text ?? ''] as const,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

test('the shortlist and a conversation read offline; messages written offline arrive once, in order', async ({
  browser,
  consoleWatch,
}) => {
  // Offline, the browser itself logs the requests it could not make.
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED|WebSocket/);
  const stamp = Date.now();
  const first = `Offline one (${stamp})`;
  const second = `Offline two (${stamp})`;

  const rahul = await signedInPage(browser, RAHUL);
  const sneha = await signedInPage(browser, SNEHA);

  // Online first: Rahul opens his favourites and his conversation with Sneha.
  await rahul.goto('/profile?tab=favorites');
  await controlled(rahul);
  const favorites = await apiGet<{ property: { title: string } | null }[]>(rahul, '/api/favorite');
  const firstTitle = favorites.find((f) => f.property)?.property?.title;
  expect(firstTitle).toBeTruthy();
  await expect(rahul.getByText(firstTitle!).first()).toBeVisible();
  await keptOnDevice(rahul, ['favorites', 'list'], firstTitle!);

  const conversations = await apiGet<Conversation[]>(rahul, '/api/messages/conversations');
  const withSneha = conversations.find((c) =>
    c.participants.some((p) => p.user.firstName === 'Sneha'),
  );
  expect(withSneha).toBeTruthy();
  const chatUrl = `/chat?convoId=${withSneha!.id}`;
  await rahul.goto(chatUrl);
  const rahulLog = rahul.getByRole('log', { name: 'Messages' });
  await expect(rahulLog.getByRole('listitem').first()).toBeVisible();
  const lastBefore = (await rahulLog.getByRole('listitem').last().innerText()).split('\n')[0]!;
  await keptOnDevice(rahul, ['chat', 'conversations']);
  await keptOnDevice(rahul, ['chat', 'conversation', withSneha!.id], lastBefore);

  // Sneha has the conversation open, connected.
  await sneha.goto(chatUrl);
  const snehaLog = sneha.getByRole('log', { name: 'Messages' });
  await expect(snehaLog.getByRole('listitem').first()).toBeVisible();

  // The network goes. A reload still opens the app, with what was kept on the device.
  await rahul.context().setOffline(true);
  await rahul.goto('/profile?tab=favorites');
  await expect(
    rahul
      .getByRole('status')
      .filter({ hasText: 'offline. Showing what was saved on this device.' }),
  ).toBeVisible();
  await expect(rahul.getByText(firstTitle!).first()).toBeVisible();
  await rahul.goto(chatUrl);
  await expect(rahulLog.getByText(lastBefore).first()).toBeVisible();

  // Two messages written offline wait, in the order written.
  const box = rahul.getByPlaceholder('Type a message...');
  await box.fill(first);
  await box.press('Enter');
  await box.fill(second);
  await box.press('Enter');
  const mine = rahulLog.locator('li[data-mine="true"]');
  await expect(mine.filter({ hasText: first })).toContainText('Waiting to send');
  await expect(mine.filter({ hasText: second })).toContainText('Waiting to send');

  // The network is back: both are sent, each once, in order, and Sneha sees them arrive.
  await rahul.context().setOffline(false);
  await expect(mine.filter({ hasText: first })).toHaveAttribute('data-status', 'sent', {
    timeout: 30_000,
  });
  await expect(mine.filter({ hasText: second })).toHaveAttribute('data-status', 'sent');
  await expect(snehaLog.getByText(first)).toHaveCount(1);
  await expect(snehaLog.getByText(second)).toHaveCount(1);
  const theirs = await snehaLog.getByRole('listitem').allInnerTexts();
  const at = (text: string) => theirs.findIndex((t) => t.includes(text));
  expect(at(first)).toBeGreaterThanOrEqual(0);
  expect(at(first)).toBeLessThan(at(second));

  // The server stored each exactly once.
  const stored = await apiGet<{ messages: Message[] }>(
    sneha,
    `/api/messages/conversations/${withSneha!.id}`,
  );
  expect(stored.messages.filter((m) => m.content === first)).toHaveLength(1);
  expect(stored.messages.filter((m) => m.content === second)).toHaveLength(1);

  // Written offline, then the chat is left: it is sent from whatever page is open when the
  // network is back.
  const third = `Offline three (${stamp})`;
  await rahul.context().setOffline(true);
  await box.fill(third);
  await box.press('Enter');
  await expect(mine.filter({ hasText: third })).toContainText('Waiting to send');
  await rahul.getByRole('link', { name: 'Find Rooms' }).first().click();
  await expect(rahul).toHaveURL(/\/find-rooms/);
  await rahul.context().setOffline(false);
  await expect(snehaLog.getByText(third)).toHaveCount(1, { timeout: 30_000 });

  await rahul.context().close();
  await sneha.context().close();
});
