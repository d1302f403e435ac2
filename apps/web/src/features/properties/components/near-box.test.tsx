import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '@/test/render-app';
import { ok, stubApi } from '@/test/stub-api';
import { card, stubIntersectionObserver } from '../test/fixtures';
import en from '@roomsetu/shared/catalogs/en.json';

const LOCATION_MESSAGES = en.rooms.near.problem;

const SLOW = { timeout: 30_000 };

const PLACES = [
  { kind: 'LANDMARK', name: 'Embassy Golf Links', city: 'bengaluru', lat: 12.9545, lng: 77.6418 },
  { kind: 'LOCALITY', name: 'Ejipura', city: 'bengaluru', lat: 12.94, lng: 77.63 },
];

/** Listings as the API answers: with `near`, each carries its distance. */
function routes() {
  return {
    'GET /api/properties': (_body: unknown, url: URL) => {
      const near = url.searchParams.has('near');
      const rooms = [
        card(1, near ? { distanceKm: 1.7 } : {}),
        card(2, near ? { distanceKm: 3 } : {}),
      ];
      return jsonResponse({
        success: true,
        data: rooms,
        pagination: { page: 1, limit: 10, total: 2, pages: 1 },
      });
    },
    'GET /api/places': (_body: unknown, url: URL) =>
      ok(
        PLACES.filter((p) =>
          p.name.toLowerCase().startsWith(url.searchParams.get('q')!.toLowerCase()),
        ),
      ),
  };
}

const queries = (calls: ReturnType<typeof stubApi>['fetchMock']['mock']['calls'], path: string) =>
  calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition'] | undefined) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: getCurrentPosition ? { getCurrentPosition } : undefined,
  });
}

beforeAll(async () => {
  await import('../pages/find-rooms-page');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('Near', SLOW, () => {
  it('suggests places as you type and sorts the list by distance from the chosen one', async () => {
    stubIntersectionObserver();
    const { fetchMock } = stubApi(routes());
    const { user, router } = renderRoute('/find-rooms?location=bengaluru');
    expect(await screen.findByText('2 Properties Found')).toBeTruthy();
    const box = screen.getByRole('combobox', { name: 'Place, office or college' });

    await user.type(box, 'E');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queries(fetchMock.mock.calls, '/api/places')).toEqual([]);

    await user.type(box, 'm');
    const option = await screen.findByRole('option', { name: /Embassy Golf Links/ });
    expect(queries(fetchMock.mock.calls, '/api/places').at(-1)).toEqual({
      q: 'Em',
      city: 'bengaluru',
    });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(within(option).getByText('Landmark')).toBeTruthy();

    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');

    expect(router.state.location.search).toBe(
      '?location=bengaluru&near=12.9545,77.6418&place=Embassy+Golf+Links',
    );
    expect(await screen.findByText('1.7 km from Embassy Golf Links')).toBeTruthy();
    // The box keeps the place and the focus (it is not rebuilt for the new address).
    expect(document.activeElement).toBe(box);
    expect((box as HTMLInputElement).value).toBe('Embassy Golf Links');
    expect(screen.getByText('3.0 km from Embassy Golf Links')).toBeTruthy();
    expect(queries(fetchMock.mock.calls, '/api/properties').at(-1)).toEqual({
      city: 'bengaluru',
      sort: 'DISTANCE',
      near: '12.9545,77.6418',
      radiusKm: '5',
      page: '1',
      limit: '10',
    });
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('DISTANCE');

    // A wider circle, then clearing the place: back to the newest first, no distances.
    await user.selectOptions(screen.getByLabelText('Within'), '10');
    expect(router.state.location.search).toContain('radiusKm=10');
    await user.click(screen.getByRole('button', { name: 'Clear place' }));
    expect(router.state.location.search).toBe('?location=bengaluru');
    expect(document.activeElement).toBe(box);
    expect((box as HTMLInputElement).value).toBe('');
    await vi.waitFor(() => expect(screen.queryByText(/km from/)).toBeNull());
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('NEWEST');
  });

  it('uses the browser position, measured from "your location"', async () => {
    stubIntersectionObserver();
    stubGeolocation((success) =>
      success({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition),
    );
    stubApi(routes());
    const { user, router } = renderRoute('/find-rooms');
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(router.state.location.search).toBe('?near=12.97,77.59&place=your+location');
    expect(await screen.findByText('1.7 km from your location')).toBeTruthy();
  });

  it.each([
    ['refused', 1, LOCATION_MESSAGES.denied],
    ['too slow', 3, LOCATION_MESSAGES.timeout],
    ['unavailable', 2, LOCATION_MESSAGES.unavailable],
  ])(
    'says why when the location is %s, and the search stays as it was',
    async (_what, code, message) => {
      stubIntersectionObserver();
      stubGeolocation((_success, failure) =>
        failure?.({ code, message: 'x' } as GeolocationPositionError),
      );
      const { fetchMock } = stubApi(routes());
      const { user, router } = renderRoute('/find-rooms?location=pune');
      expect(await screen.findByText('2 Properties Found')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(router.state.location.search).toBe('?location=pune');
      expect(queries(fetchMock.mock.calls, '/api/properties')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Use my location' })).toHaveProperty(
        'disabled',
        false,
      );
    },
  );

  it('says so when the browser cannot share a location', async () => {
    stubIntersectionObserver();
    stubGeolocation(undefined);
    stubApi(routes());
    const { user } = renderRoute('/find-rooms');
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LOCATION_MESSAGES.unsupported);
  });
});
