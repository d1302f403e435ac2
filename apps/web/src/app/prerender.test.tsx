import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { PRERENDERED_PAGES, renderPage } from './prerender';
import { matchesPrerender } from './prerendered-pages';
import { preloadPage } from './routes';

beforeEach(() => {
  // No answer yet: the first screen is the page's layout with its loading skeletons.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The prerendered markup as a document a test can query. */
async function prerendered(url: string): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.innerHTML = await renderPage(url);
  return root;
}

describe('the public pages prerendered at build time', () => {
  it('covers the four pages a visitor meets first', () => {
    expect(Object.keys(PRERENDERED_PAGES)).toEqual([
      '/',
      '/find-rooms',
      '/room-details',
      '/find-roommates',
    ]);
  });

  it.each([
    ['/', 'Find a room, or the right roommate, with confidence'],
    ['/find-rooms', 'Find Rooms'],
    ['/find-roommates', 'Find Roommates'],
  ])(
    "%s paints the header and the page's own heading, not a loading placeholder",
    async (url, h1) => {
      const root = await prerendered(url);
      expect(root.querySelector('header')?.textContent).toContain('Find Rooms');
      expect(root.querySelector('h1')?.textContent).toBe(h1);
      expect(root.textContent).not.toContain('Loading page');
    },
  );

  it("draws a room's details as a skeleton until the listing arrives, not 'No details found'", async () => {
    const root = await prerendered(PRERENDERED_PAGES['/room-details']!);
    expect(root.querySelector('header')).not.toBeNull();
    expect(root.textContent).toContain('Back to listings');
    expect(root.textContent).not.toContain('No details found');
    expect(root.textContent).not.toContain('Loading page');
  });
});

describe('hydrating a prerendered page', () => {
  it.each([
    ['/', '/'],
    ['/find-rooms', '/find-rooms'],
    ['/room-details', '/room-details?id=7'],
    ['/find-roommates', '/find-roommates'],
  ])(
    "%s: the browser's first render is the prerendered markup, so React keeps its nodes (%s)",
    async (page, browserUrl) => {
      const markup = await renderPage(PRERENDERED_PAGES[page]!);
      // No part left for the browser to draw afresh (a Suspense boundary the server gave up on).
      expect(markup).not.toContain('<!--$!');
      const container = document.createElement('div');
      container.innerHTML = markup;
      document.body.append(container);
      const painted = [...container.querySelectorAll('*')];
      expect(painted.length).toBeGreaterThan(10);
      expect(matchesPrerender(page, new URL(browserUrl, 'http://localhost/'))).toBe(true);

      const mismatches: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error');
      // As main.tsx does: the page's code first, then the app on the browser's router.
      window.history.replaceState(null, '', browserUrl);
      await preloadPage(window.location.pathname);
      const root = await act(async () =>
        hydrateRoot(
          container,
          <StrictMode>
            <App />
          </StrictMode>,
          {
            onRecoverableError: (error) => mismatches.push(error),
          },
        ),
      );

      expect(mismatches).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // The same element objects: nothing painted from the HTML was re-created.
      for (const node of painted.filter((n) => n.closest('header') || n.tagName === 'H1')) {
        expect(node.isConnected).toBe(true);
      }
      act(() => root.unmount());
    },
  );

  it('hydrates only the page that was prerendered, as it was drawn', () => {
    const at = (url: string) => new URL(url, 'http://localhost/');
    expect(matchesPrerender('/find-rooms', at('/find-rooms'))).toBe(true);
    // Filters in the URL change the first screen: React draws it afresh.
    expect(matchesPrerender('/find-rooms', at('/find-rooms?city=jaipur'))).toBe(false);
    // The server sends the page for /Find-Rooms/ too; the router draws that path its own way.
    expect(matchesPrerender('/find-rooms', at('/Find-Rooms/'))).toBe(false);
    expect(matchesPrerender(undefined, at('/about-us'))).toBe(false);
    expect(matchesPrerender('/about-us', at('/about-us'))).toBe(false);
  });
});
