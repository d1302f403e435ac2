import { act, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Link, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-app';
import { lazyPage } from '../lazy-page';
import { AppErrorBoundary, PageBoundary } from './page-boundary';
import { RootLayout } from './root-layout';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});

/** The app's layout around `pages`, as src/app/routes.tsx nests them. */
const inLayout = (pages: RouteObject[]): RouteObject[] => [
  { Component: RootLayout, children: [{ Component: PageBoundary, children: pages }] },
];

function Home() {
  return (
    <>
      <h1>Home page</h1>
      <Link to="/next">Go next</Link>
      <Link to="/broken">Go broken</Link>
    </>
  );
}

function Broken(): never {
  throw new Error('the page broke');
}

/** A page whose code arrives when the test says. */
function slowPage() {
  let arrive: (page: ComponentType) => void = () => {};
  const page = lazyPage(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
  return { Page: page.Page, arrive: (page: ComponentType) => act(() => arrive(page)) };
}

const progressBar = () => screen.queryByText('Loading page…', { selector: '.sr-only' });
const mainFallback = () => within(screen.getByRole('main')).queryByText('Loading page…');

describe('a page whose code is still downloading', () => {
  it('leaves the previous page on screen under the progress bar, then shows the new one', async () => {
    const next = slowPage();
    const { router, user } = renderRoute(
      '/',
      inLayout([
        { index: true, Component: Home },
        { path: '/next', Component: next.Page },
      ]),
    );
    await user.click(screen.getByRole('link', { name: 'Go next' }));

    await waitFor(() => expect(progressBar()).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeTruthy();
    expect(mainFallback()).toBeNull();
    expect(router.state.location.pathname).toBe('/');

    await next.arrive(() => <h1>Next page</h1>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Next page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
    expect(router.state.location.pathname).toBe('/next');
    await waitFor(() => expect(progressBar()).toBeNull());
  });

  it('shows the page fallback on a first visit, when there is no page to keep', async () => {
    const next = slowPage();
    renderRoute('/next', inLayout([{ path: '/next', Component: next.Page }]));
    expect(mainFallback()).not.toBeNull();
    await next.arrive(() => <h1>Next page</h1>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Next page' })).toBeTruthy();
    expect(mainFallback()).toBeNull();
  });
});

describe('a page that fails', () => {
  beforeEach(() => {
    // React reports the caught error; the test reads the screen instead.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows RouteError inside the layout, and the next navigation clears it', async () => {
    const { router, user } = renderRoute(
      '/',
      inLayout([
        { index: true, Component: Home },
        { path: '/broken', Component: Broken },
      ]),
    );
    await user.click(screen.getByRole('link', { name: 'Go broken' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/broken');

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows RouteError when its code fails to download', async () => {
    const offline = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderRoute('/next', inLayout([{ path: '/next', Component: offline.Page }]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it('downloads its code again when someone comes back to it after a failure', async () => {
    let attempts = 0;
    const flaky = lazyPage(() => {
      attempts++;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(() => <h1>Next page</h1>);
    });
    const { user } = renderRoute(
      '/',
      inLayout([
        { index: true, Component: Home },
        { path: '/next', Component: flaky.Page },
      ]),
    );
    await user.click(screen.getByRole('link', { name: 'Go next' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeTruthy();
    expect(attempts).toBe(1);

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await user.click(await screen.findByRole('link', { name: 'Go next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Next page' })).toBeTruthy();
    expect(attempts).toBe(2);
  });
});

describe('an error outside the page (the header, the footer)', () => {
  function BrokenHeader(): never {
    throw new Error('the header broke');
  }

  it('shows RouteError instead of a blank screen, and the next navigation tries again', async () => {
    let broken = true;
    function Layout() {
      return (
        <>
          {broken ? <BrokenHeader /> : <h1>Header back</h1>}
          <Link to="/elsewhere">Elsewhere</Link>
        </>
      );
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoute('/', [
      {
        element: (
          <AppErrorBoundary>
            <Layout />
          </AppErrorBoundary>
        ),
        children: [{ path: '*', element: null }],
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeTruthy();
    broken = false;
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Header back' })).toBeTruthy();
  });
});
