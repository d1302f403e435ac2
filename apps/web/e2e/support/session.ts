import { expect, type Browser, type Page } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
}

/**
 * A page in a browser context of its own, signed in through the API (the sign-in page has its
 * own journey), so two people can act side by side in one test.
 */
export async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
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
  return page;
}
