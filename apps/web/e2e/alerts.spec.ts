import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { inAMonth } from './support/landlord';

const RAHUL = { email: 'rahul.tenant@roomsetu.in', password: 'Demo@1234' };
const PRIYA = { email: 'priya.landlord@roomsetu.in', password: 'Demo@1234' };
const SHOTS = process.env.E2E_SHOTS_DIR;

/** A 64×48 PNG of one colour: the server really decodes and re-encodes it. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVR4nO2SAQkAURSDFseIF9FYF2M8/sAAOhY+T5O6AQuwviK7kHdJ3YAFWF+RXci7pG7AAqyvyC7kXVI3YAHWV2QX8i6pG7AA6yuyC3mX1A1YgPUV2YW8S+oGLMD6iuxC3iV1AxZgfUV2Ie+SugELsL4iu5B3Sd2AxwN+iMHg8RN18pEAAAAASUVORK5CYII=',
  'base64',
);

async function login(page: Page, account: typeof RAHUL) {
  const res = await page.request.post('/api/auth/login', { data: account });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { accessToken: string; user: unknown } }).data;
}

/** A fresh browser (own cookies and storage) signed in through the API. */
async function signedInPage(browser: Browser, account: typeof RAHUL) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`[${account.email}] page error: ${error.message}`));
  const session = await login(page, account);
  await page.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('accessToken')) {
        localStorage.setItem('accessToken', token);
        localStorage.setItem('user', user);
      }
    },
    [session.accessToken, JSON.stringify(session.user)] as const,
  );
  return { page, token: session.accessToken };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const unreadOf = async (page: Page) => {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

test('a saved search hears about a matching room live, and the notification opens it', async ({
  browser,
}) => {
  const renter = await signedInPage(browser, RAHUL);
  const search = '/find-rooms?location=pune&roomType=PG&budget=5000-10000';
  // The socket is up before the listing exists (the bell listens on it).
  const socket = renter.page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await renter.page.goto(search);
  await expect(bell(renter.page)).toBeVisible();
  await (await socket).waitForEvent('framereceived');

  await renter.page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = renter.page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue('PG in Pune for ₹5,000–₹10,000');
  const name = `PG in Pune ${Date.now()}`;
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByRole('radio', { name: 'Instantly' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toBeHidden();
  const saved = await renter.page.request.get('/api/saved-searches', {
    headers: { Authorization: `Bearer ${renter.token}` },
  });
  const mine = ((await saved.json()) as { data: { name: string; filters: unknown }[] }).data;
  expect(mine.find((s) => s.name === name)?.filters).toEqual({
    city: 'pune',
    propertyType: 'PG',
    minRent: 5000,
    maxRent: 10000,
  });

  const before = await unreadOf(renter.page);
  // Marks the document: a reload would lose it.
  await renter.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The landlord, in a second browser, lists a matching room (through the API, as the wizard would).
  const landlord = await signedInPage(browser, PRIYA);
  const title = `Alert test PG ${Date.now()}`;
  const created = await landlord.page.request.post('/api/properties', {
    headers: { Authorization: `Bearer ${landlord.token}` },
    multipart: {
      title,
      description: 'A bright PG room near the university, meals included.',
      propertyType: 'PG',
      metroStationDistance: '2',
      shoppingMallDistance: '3',
      hospitalDistance: '1.5',
      rent: '8500',
      securityDeposit: '17000',
      maintenance: '500',
      bedrooms: '1',
      bathrooms: '1',
      areaSqFt: '200',
      furnished: 'FULLY',
      floor: '1',
      facing: 'EAST',
      availableFrom: inAMonth(),
      buildingAge: '4',
      genderPreference: 'ANY',
      tenantType: 'STUDENT',
      propertyContactName: 'Priya Sharma',
      propertyContactEmail: 'priya.landlord@roomsetu.in',
      propertyContactPhone: '9876543210',
      features: JSON.stringify(['WiFi']),
      amenities: JSON.stringify(['WiFi']),
      address: JSON.stringify({
        line1: '14 University Road',
        area: 'Shivajinagar',
        city: 'pune',
        postalCode: '411005',
        state: 'Maharashtra',
        country: 'India',
      }),
      allowedPolicies: JSON.stringify([]),
      restrictions: JSON.stringify([]),
      photos: { name: 'room.png', mimeType: 'image/png', buffer: PHOTO },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;

  // The bell rises live, without a reload.
  await expect(bell(renter.page)).toHaveAttribute(
    'aria-label',
    `Notifications, ${before + 1} unread`,
    { timeout: 30_000 },
  );
  expect(await renter.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
    true,
  );
  if (SHOTS) await renter.page.screenshot({ path: `${SHOTS}/alerts-bell.png` });

  await bell(renter.page).click();
  const notification = renter.page.getByRole('link', {
    name: new RegExp(`New room for "${name}"`),
  });
  await expect(notification).toBeVisible();
  if (SHOTS) await renter.page.screenshot({ path: `${SHOTS}/alerts-dropdown.png` });
  await notification.click();
  await expect(renter.page).toHaveURL(new RegExp(`/room-details\\?id=${id}$`));
  await expect(renter.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Opening it read it.
  await expect(bell(renter.page)).toHaveAttribute(
    'aria-label',
    before ? `Notifications, ${before} unread` : 'Notifications',
  );

  await landlord.page.request.delete(`/api/properties/${id}`, {
    headers: { Authorization: `Bearer ${landlord.token}` },
  });
  await landlord.page.context().close();
  await renter.page.context().close();
});
