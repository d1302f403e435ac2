import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isWebRoute, WEB_ROUTES } from '@roomsetu/shared';
import type { RouteObject } from 'react-router';
import { ROUTES } from '@/config/paths';
import { renderRoute, signInAs } from '@/test/render-app';
import { preloadPage, routes } from './routes';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});

describe('routes', () => {
  it('answers any other path with Page not found and a link home', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found | RoomSetu');
  });

  it.each([
    [ROUTES.findRooms, 'Find Rooms'],
    [ROUTES.roomDetails, 'No details found'],
    [ROUTES.findRoommates, 'Find Roommates'],
    // Without an id it goes back to the list (roommate-details-page.test.tsx).
    [`${ROUTES.roommateDetails}?id=4`, 'Roommate Details'],
    [ROUTES.aboutUs, 'About Us'],
    [ROUTES.contact, 'Contact'],
    [ROUTES.helpCenter, 'Help Center'],
    [ROUTES.safetyGuidelines, 'Safety Guidelines'],
    [ROUTES.termsOfService, 'Terms of Service'],
    [ROUTES.privacyPolicy, 'Privacy Policy'],
    [ROUTES.cookiePolicy, 'Cookie Policy'],
    [ROUTES.pricing, 'Pricing'],
    [ROUTES.signIn, 'Sign In'],
  ])('%s has one h1 "%s" and its own title', async (path, name) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${name} | RoomSetu`);
    expect(
      document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toBeTruthy();
  });

  it('draws a page whose code was preloaded (main.tsx, the prerender) on the first render', async () => {
    await preloadPage(ROUTES.aboutUs);
    renderRoute(ROUTES.aboutUs);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    expect(screen.queryByText('Loading page…')).toBeNull();
  });

  it('hides the header and footer on the focused flows', async () => {
    renderRoute(ROUTES.signIn);
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the header and footer elsewhere', async () => {
    signInAs('TENANT');
    renderRoute(ROUTES.profile);
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('scrolls to the top on every route change', async () => {
    const { router, user } = renderRoute(ROUTES.aboutUs);
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getAllByRole('link', { name: 'Contact' })[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(router.state.location.pathname).toBe('/contact');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('has a page for exactly the paths the API knows (the shared list), so others answer 404', () => {
    const paths = (list: RouteObject[]): string[] =>
      list.flatMap((r) => [
        ...(r.index ? ['/'] : r.path ? [r.path] : []),
        ...paths(r.children ?? []),
      ]);
    const pages = paths(routes).filter((p) => p !== '*');
    for (const p of pages) expect(isWebRoute(p), p).toBe(true);
    expect([...pages].sort()).toEqual(Object.values(WEB_ROUTES).sort());
  });
});
