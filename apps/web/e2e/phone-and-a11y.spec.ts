import { type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations, smallTapTargets } from './support/phone-checks';
import { signedInPage } from './support/session';
import { LANDLORD } from './support/landlord';
import { expect, test } from './support/test';

/**
 * The main pages as a renter, an owner and a visitor see them, at a phone's 375 px and a laptop's
 * 1280 px: axe finds nothing serious or critical, no page scrolls sideways, and on the phone every
 * tap target is 44 × 44 px at least (support/phone-checks.ts says what is left out, and why).
 */

const RAHUL = { email: 'rahul.tenant@roomsetu.in', password: 'Demo@1234' };
const PHONE = { width: 375, height: 780 };
const LAPTOP = { width: 1280, height: 900 };

async function firstListing(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/properties?limit=1');
  return ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
}

async function firstConversation(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const res = await page.request.get('/api/messages/conversations', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
}

/** Opens each path and gathers what the checks find, so one run names every offender. */
async function check(page: Page, paths: readonly string[], taps: boolean): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const v of await seriousAxeViolations(page)) found.push(`${path}: axe ${v}`);
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (wide > 0) found.push(`${path}: scrolls ${wide} px sideways`);
    if (taps) for (const t of await smallTapTargets(page)) found.push(`${path}: small target ${t}`);
  }
  return found;
}

for (const viewport of [PHONE, LAPTOP]) {
  const phone = viewport === PHONE;
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor’s pages: search, map, a room, roommates, sign-in and sign-up', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const id = await firstListing(request);
      const found = await check(
        page,
        [
          '/',
          '/find-rooms',
          '/find-rooms?view=map',
          `/room-details?id=${id}`,
          '/find-roommates',
          '/sign-in',
          '/sign-up',
          '/pricing',
        ],
        phone,
      );
      expect(found).toEqual([]);
    });

    test('on the cards, "Verified by RoomSetu" never covers "Available"', async ({ page }) => {
      await page.goto('/find-rooms');
      await expect(page.getByText(/^Verified by RoomSetu on /).first()).toBeVisible();
      const overlaps = await page.getByTestId('card-badges').evaluateAll((rows) =>
        rows.flatMap((row) => {
          const [a, b] = Array.from(row.children).map((c) => c.getBoundingClientRect());
          if (!a || !b) return [];
          const apart =
            a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          return apart ? [] : [row.textContent ?? ''];
        }),
      );
      expect(overlaps).toEqual([]);
    });

    test('a renter’s pages: messages, a conversation, roommates, notifications, profile', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await signedInPage(browser, RAHUL);
      await page.setViewportSize(viewport);
      await page.goto('/messages');
      const convo = await firstConversation(page);
      const found = await check(
        page,
        ['/messages', `/chat?convoId=${convo}`, '/find-roommates', '/notifications', '/profile'],
        phone,
      );
      expect(found).toEqual([]);
      await page.context().close();
    });

    test('an owner’s pages: my properties, settings and the listing wizard', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await signedInPage(browser, LANDLORD);
      await page.setViewportSize(viewport);
      const found = await check(
        page,
        ['/profile?tab=properties', '/profile?tab=settings', '/list-property'],
        phone,
      );
      expect(found).toEqual([]);
      await page.context().close();
    });
  });
}

test.describe('a link to the map on a phone', () => {
  test.use({ viewport: PHONE });

  test('opens on the map, not on the filters above it', async ({ page }) => {
    await page.goto('/find-rooms?view=map');
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect(map).toBeVisible();
    await expect(async () => {
      const box = (await map.boundingBox())!;
      // Its top is on screen and most of the screen is map, with no scrolling by the reader.
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeLessThan(PHONE.height * 0.25);
    }).toPass();
  });
});
