import { MESSAGES } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderRoute } from '@/test/render-app';
import { fail, stubApi } from '@/test/stub-api';
import type { RoomCardProperty } from '../api/get-properties';
import { card, stubIntersectionObserver } from '../test/fixtures';

const SLOW = { timeout: 30_000 };

function page(
  rooms: RoomCardProperty[],
  pageNo: number,
  pages: number,
  total: number,
  nextCursor: string | null = null,
) {
  return jsonResponse({
    success: true,
    data: rooms,
    pagination: { page: pageNo, limit: 10, total, pages, nextCursor },
  });
}

const range = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => card(from + i));

/** The query of each GET /api/properties, in order. */
function searches(fetchMock: ReturnType<typeof stubApi>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/properties')
    .map((url) => Object.fromEntries(url.searchParams));
}

beforeAll(async () => {
  await import('./find-rooms-page');
});

beforeEach(() => {
  vi.spyOn(toast, 'info');
  vi.spyOn(toast, 'error');
});

describe('Find rooms', SLOW, () => {
  it('shows every field of a card', async () => {
    stubIntersectionObserver();
    stubApi({ 'GET /api/properties': () => page([card(1)], 1, 1, 1) });
    renderRoute('/find-rooms');

    const article = (await screen.findByRole('heading', { name: 'Sunny room 1' })).closest(
      'article',
    )!;
    const view = within(article);
    const img = view.getByRole('img', { name: 'Bedroom' });
    expect(img.getAttribute('src')).toBe('/u/1-b-card.webp');
    // The first card's photo is the page's largest paint: fetched at once, first.
    expect([
      img.getAttribute('loading'),
      img.getAttribute('fetchpriority'),
      img.getAttribute('decoding'),
    ]).toEqual(['eager', 'high', 'async']);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '320']);
    expect(view.getByText('Available').className).toContain('bg-emerald-700');
    expect(view.getByText('Verified by RoomSetu on 12 Nov')).toBeTruthy();
    expect(view.getByText('12 MG Road, Jaipur, 302017')).toBeTruthy();
    expect(view.getByText('2 Beds')).toBeTruthy();
    expect(view.getByText('1 Bath')).toBeTruthy();
    expect(view.getByText('₹12,500')).toBeTruthy();
    expect(view.getByText('/month')).toBeTruthy();
    expect(view.getByText('Priya Sharma')).toBeTruthy();
    const chips = within(view.getByRole('list', { name: 'Amenities' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'WiFi',
      'AC',
      'Parking',
      '+2and 2 more',
    ]);
    expect(view.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe(
      '/room-details?id=1',
    );
    expect(screen.getByText('1 Property Found')).toBeTruthy();
  });

  it('loads the first photo at once and first, the others when they come near', async () => {
    stubIntersectionObserver();
    stubApi({ 'GET /api/properties': () => page([card(1), card(2), card(3)], 1, 3, 1) });
    renderRoute('/find-rooms');

    await screen.findByRole('heading', { name: 'Sunny room 3' });
    const photos = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('img', { name: 'Bedroom' }));
    expect(photos.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(photos.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
    ]);
  });

  it('greys a status other than Available', async () => {
    stubIntersectionObserver();
    stubApi({
      'GET /api/properties': () => page([card(1, { availableFrom: '2999-01-01' })], 1, 1, 1),
    });
    renderRoute('/find-rooms');
    const status = await screen.findByText('Available from 01-01-2999');
    expect(status.className).toContain('bg-slate-200');
  });

  it('applies the filters only on Apply Filters and writes them to the query string', async () => {
    stubIntersectionObserver();
    const { fetchMock } = stubApi({ 'GET /api/properties': () => page(range(1, 2), 1, 1, 2) });
    const { user, router } = renderRoute('/find-rooms');
    expect(await screen.findByText('2 Properties Found')).toBeTruthy();
    expect(searches(fetchMock)).toEqual([{ sort: 'NEWEST', page: '1', limit: '10' }]);

    const filters = screen.getByRole('region', { name: /Filters/ });
    for (const name of ['Location', 'Price Range', 'Room Type']) {
      expect((within(filters).getByLabelText(name) as HTMLSelectElement).value).toBe('');
    }
    await user.selectOptions(within(filters).getByLabelText('Location'), 'jaipur');
    await user.selectOptions(within(filters).getByLabelText('Price Range'), '10000-20000');
    await user.selectOptions(within(filters).getByLabelText('Room Type'), 'PG');
    expect(router.state.location.search).toBe('');
    expect(searches(fetchMock)).toHaveLength(1);

    await user.click(within(filters).getByRole('button', { name: 'Apply Filters' }));
    expect(router.state.location.search).toBe('?location=jaipur&budget=10000-20000&roomType=PG');
    await vi.waitFor(() => expect(searches(fetchMock)).toHaveLength(2));
    expect(searches(fetchMock)[1]).toEqual({
      sort: 'NEWEST',
      city: 'jaipur',
      propertyType: 'PG',
      minRent: '10000',
      maxRent: '20000',
      page: '1',
      limit: '10',
    });
    // The filters panel is drawn anew for the new filters: focus goes on to the results, not
    // back to the top of the page.
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Results' })),
    );
  });

  it('repeats a shared search from its link and sorts on the server', async () => {
    stubIntersectionObserver();
    const { fetchMock } = stubApi({ 'GET /api/properties': () => page(range(1, 3), 1, 1, 3) });
    const { user, router } = renderRoute(
      '/find-rooms?location=pune&budget=5000-10000&roomType=private_room&sort=price_low',
    );
    expect(await screen.findByText('3 Properties Found')).toBeTruthy();
    expect(searches(fetchMock)[0]).toMatchObject({
      city: 'pune',
      propertyType: 'PRIVATE_ROOM',
      minRent: '5000',
      maxRent: '10000',
      sort: 'PRICE_LOW',
    });
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('pune');
    expect((screen.getByLabelText('Room Type') as HTMLSelectElement).value).toBe('PRIVATE_ROOM');

    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(sort.value).toBe('PRICE_LOW');
    expect([...sort.options].map((o) => o.text)).toEqual([
      'Newest',
      'Price: Low to High',
      'Price: High to Low',
      'Rating',
      'Recently confirmed',
    ]);
    await user.selectOptions(sort, 'PRICE_HIGH');
    expect(router.state.location.search).toBe(
      '?location=pune&budget=5000-10000&roomType=PRIVATE_ROOM&sort=PRICE_HIGH',
    );
    await vi.waitFor(() => expect(searches(fetchMock).at(-1)?.sort).toBe('PRICE_HIGH'));
  });

  it('loads the next page near the bottom, then says there are no more rooms', async () => {
    const observer = stubIntersectionObserver();
    const { fetchMock } = stubApi({
      'GET /api/properties': (_body, url) =>
        url.searchParams.get('cursor') === 'after-10'
          ? page(range(11, 2), 2, 2, 12)
          : page(range(1, 10), 1, 2, 12, 'after-10'),
    });
    renderRoute('/find-rooms');
    expect(await screen.findByText('12 Properties Found')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    // The sentinel is watched from an effect after the cards render. A browser's observer calls
    // back as soon as it watches a sentinel already in view; this one is revealed again instead,
    // until the next page shows (a list drawn again while it loaded drops that load).
    await vi.waitFor(() => expect(observer.margins()).toContain('200px'));
    await vi.waitFor(
      () => {
        if (!screen.queryByText('Sunny room 12')) act(() => observer.reveal());
        expect(screen.getByText('Sunny room 12').closest('h3')).toBeTruthy();
      },
      { timeout: 10_000, interval: 250 },
    );
    // The next page is asked for after the last card seen, by the cursor the first page gave.
    const distinct = (list: Record<string, string>[]) => [
      ...new Set(list.map((s) => JSON.stringify(s))),
    ];
    expect(distinct(searches(fetchMock))).toEqual(
      distinct([
        { sort: 'NEWEST', page: '1', limit: '10' },
        { sort: 'NEWEST', cursor: 'after-10', limit: '10' },
      ]),
    );
    expect(screen.getAllByRole('article')).toHaveLength(12);

    // After a real second page that was the last: said in place, under the cards, not as a toast.
    expect(await screen.findByText(MESSAGES.noMoreRooms)).toBeTruthy();
    const asked = searches(fetchMock).length;
    act(() => observer.reveal());
    expect(searches(fetchMock)).toHaveLength(asked);
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('ends a list that fits one page without "No more rooms found."', async () => {
    const observer = stubIntersectionObserver();
    const { fetchMock } = stubApi({ 'GET /api/properties': () => page(range(1, 3), 1, 1, 3) });
    const { user } = renderRoute('/find-rooms');
    expect(await screen.findByText('3 Properties Found')).toBeTruthy();
    act(() => observer.reveal());
    expect(searches(fetchMock)).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.noMoreRooms)).toBeNull();
    expect(toast.info).not.toHaveBeenCalled();

    // Nor does it follow the renter to the next search.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'PRICE_LOW');
    await vi.waitFor(() => expect(searches(fetchMock)).toHaveLength(2));
    expect(await screen.findByText('3 Properties Found')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.noMoreRooms)).toBeNull();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('says so when the search fails, and retries', async () => {
    stubIntersectionObserver();
    let healthy = false;
    stubApi({
      'GET /api/properties': () => (healthy ? page(range(1, 1), 1, 1, 1) : fail(500, 'Boom')),
    });
    const { user } = renderRoute('/find-rooms');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.roomsFetchFailed);
    // The toast is raised by an effect after the failed answer is drawn: awaited, not assumed.
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(MESSAGES.roomsFetchFailed, expect.anything()),
    );

    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sunny room 1' })).toBeTruthy();
  });

  it('shows an empty state when nothing matches', async () => {
    stubIntersectionObserver();
    stubApi({ 'GET /api/properties': () => page([], 1, 0, 0) });
    renderRoute('/find-rooms?location=delhi');
    expect(await screen.findByText('No rooms match these filters.')).toBeTruthy();
    expect(screen.getByText('0 Properties Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(
      '/find-rooms',
    );
  });

  it('says 1,000+ when the API stopped counting', async () => {
    stubIntersectionObserver();
    stubApi({
      'GET /api/properties': () =>
        jsonResponse({
          success: true,
          data: range(1, 10),
          pagination: {
            page: 1,
            limit: 10,
            total: 1000,
            pages: 100,
            totalIsLowerBound: true,
            nextCursor: 'after-10',
          },
        }),
    });
    renderRoute('/find-rooms');
    expect(await screen.findByText('1,000+ Properties Found')).toBeTruthy();
  });

  it('speaks Hindi when Hindi is chosen: the count, the filters, the sort and the cards', async () => {
    i18n.addResourceBundle('hi', 'rooms', hi.rooms);
    i18n.addResourceBundle('hi', 'enums', hi.enums);
    await i18n.changeLanguage('hi');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    stubIntersectionObserver();
    stubApi({ 'GET /api/properties': () => page(range(1, 2), 1, 1, 2) });
    renderRoute('/find-rooms');
    expect(await screen.findByText('2 प्रॉपर्टी मिलीं')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'कमरा खोजें' })).toBeTruthy();
    const filters = screen.getByRole('region', { name: /फ़िल्टर/ });
    const budget = within(filters).getByLabelText('बजट');
    expect(within(budget).getByRole('option', { name: '₹5k तक' })).toBeTruthy();
    expect(within(filters).getByRole('button', { name: 'फ़िल्टर लगाएँ' })).toBeTruthy();
    const sort = screen.getByLabelText('क्रम');
    expect(within(sort).getByRole('option', { name: hi.enums.searchSort.NEWEST })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मेरी लोकेशन लें' })).toBeTruthy();
    const article = screen.getByRole('heading', { name: 'Sunny room 1' }).closest('article')!;
    expect(within(article).getByText('1 बाथरूम')).toBeTruthy();
  });
});
