import { daysFromToday, todayInIndia } from '@roomsetu/shared';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { card, property, stubIntersectionObserver } from '@/features/properties/test/fixtures';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { applySeed, PAGE_SEED_ID, readSeed, seedScript } from './page-seed';
import {
  pageData,
  pageDocument,
  PRERENDERED_PAGES,
  renderPage,
  type PageAnswers,
} from './prerender';
import { AppProvider } from './provider';
import { AppRouter } from './router';
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
  root.innerHTML = (await renderPage(url)).markup;
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
      const { markup, seed } = await renderPage(PRERENDERED_PAGES[page]!);
      expect(seed).toBeNull();
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

/** A search answer as GET /api/properties sends it. */
const searchAnswer = (rooms: ReturnType<typeof card>[]) => ({
  success: true,
  data: rooms,
  pagination: { page: 1, limit: 10, total: rooms.length, pages: 1, nextCursor: null },
});

/**
 * What the browser does with the page the API drew (main.tsx): the HTML in the document, the
 * seed read from its script element into the query cache, then React hydrating #root.
 */
async function hydrateDrawn(page: string, url: string, answers: PageAnswers) {
  // The head takes the main photo's preload (pageDocument); #root is hydrated without it.
  const shell = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
  const html = pageDocument(shell, page, await renderPage(url, answers));
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
  const container = document.getElementById('root')!;
  const painted = [...container.querySelectorAll('*')];
  const seed = readSeed(document);
  expect(seed).not.toBeNull();
  expect(matchesPrerender(container.dataset.page, new URL(url, 'http://localhost/'))).toBe(true);

  const client = createQueryClient();
  applySeed(client, seed!);
  const mismatches: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error');
  // As main.tsx does: the page's code first, then the app on the browser's router.
  window.history.replaceState(null, '', url);
  await preloadPage(window.location.pathname);
  const root = await act(async () =>
    hydrateRoot(
      container,
      <StrictMode>
        <AppProvider client={client}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    ),
  );
  expect(mismatches).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  return {
    painted,
    unmount: () => act(() => root.unmount()),
  };
}

/** The paths the page asked the API for. */
const fetched = () =>
  vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('the pages the API draws with their data', () => {
  it('draws the landing page, /find-rooms without filters and a room by its id, nothing else', () => {
    expect(pageData('/find-rooms')).toEqual({
      kind: 'search',
      query: { sort: 'NEWEST', page: 1, limit: 10 },
    });
    expect(pageData('/find-rooms?location=jaipur')).toBeNull();
    expect(pageData('/room-details?id=7')).toEqual({ kind: 'property', id: 7 });
    expect(pageData('/room-details?id=x')).toBeNull();
    expect(pageData('/room-details')).toBeNull();
    expect(pageData('/')).toEqual({ kind: 'showcase', limit: 4 });
    expect(pageData('/?utm_source=x')).toBeNull();
    expect(pageData('/about-us')).toBeNull();
  });

  it("/: the showcase's rooms are in the HTML, adopted as they are, and nothing is asked of the API", async () => {
    stubIntersectionObserver();
    const answers = { showcase: [card(1), card(2)], today: todayInIndia() };
    const { painted, unmount } = await hydrateDrawn('/', '/', answers);
    const cardLink = painted.find(
      (n) => n.tagName === 'A' && n.getAttribute('href') === '/room-details?id=2',
    );
    expect(cardLink?.isConnected).toBe(true);
    expect(screen.getByText('Sunny room 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause rotation' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading listings')).toBeNull();
    expect(fetched()).toEqual([]);
    unmount();
  });

  it('/find-rooms: the first card and its photo are in the HTML, adopted as they are, and the search is not asked again', async () => {
    const answers = { search: searchAnswer([card(1), card(2)]), today: todayInIndia() };
    const { painted, unmount } = await hydrateDrawn('/find-rooms', '/find-rooms', answers);
    const first = painted.find((n) => n.tagName === 'IMG' && n.getAttribute('fetchpriority'));
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.isConnected).toBe(true);
    expect(screen.getByRole('heading', { name: 'Sunny room 1' })).toBeTruthy();
    expect(screen.getByText('2 Properties Found')).toBeTruthy();
    expect(fetched()).not.toContain('/api/properties');
    unmount();
  });

  it("a room's details: its title and main photo are in the HTML and the listing is not asked again", async () => {
    stubIntersectionObserver();
    const answers = { property: property(7), today: todayInIndia() };
    const { painted, unmount } = await hydrateDrawn('/room-details', '/room-details?id=7', answers);
    const photo = painted.find((n) => n.getAttribute('src') === '/u/7-b.webp');
    expect(photo?.getAttribute('fetchpriority')).toBe('high');
    expect(photo?.getAttribute('loading')).toBe('eager');
    expect(photo?.isConnected).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Sunny room 7' })).toBeTruthy();
    expect(fetched()).not.toContain('/api/properties/7');
    // Similar listings are asked for once their section nears the screen, not on load.
    expect(fetched()).not.toContain('/api/properties');
    unmount();
  });

  it("a room's details: the main photo is preloaded from the head, before the scripts, at the size the screen needs", async () => {
    const shell =
      '<html><head><title>t</title><script type="module" src="/e.js"></script>' +
      '<link rel="stylesheet" href="/s.css"></head><body><div id="root"></div></body></html>';
    const answers = { property: property(7), today: todayInIndia() };
    const html = pageDocument(
      shell,
      '/room-details',
      await renderPage('/room-details?id=7', answers),
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const preload = doc.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    expect(preload?.getAttribute('imagesrcset')).toContain('/u/7-b-w320.webp 320w');
    expect(preload?.getAttribute('imagesizes')).toContain('calc(100vw - 32px)');
    expect(preload?.nextElementSibling?.tagName).toBe('SCRIPT');
    expect(doc.getElementById('root')?.querySelector('link[fetchpriority="high"]')).toBeNull();
    const photo = doc.querySelector('img[fetchpriority="high"]');
    expect(photo?.getAttribute('srcset')).toBe(preload?.getAttribute('imagesrcset'));
    expect(photo?.getAttribute('sizes')).toBe(preload?.getAttribute('imagesizes'));
    expect(photo?.getAttribute('loading')).toBe('eager');
    expect(photo?.getAttribute('decoding')).toBe('sync');
  });

  it('a page drawn yesterday hydrates as drawn, then says what is true today', async () => {
    const confirmedAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const room = card(1, { confirmedAt, availableFrom: todayInIndia() });
    const answers = { search: searchAnswer([room]), today: daysFromToday(-1) };
    const { unmount } = await hydrateDrawn('/find-rooms', '/find-rooms', answers);
    expect(await screen.findByText(/Available — confirmed 3 days ago/)).toBeTruthy();
    expect(screen.getByText('Available')).toBeTruthy();
    unmount();
  });

  it('keeps text people wrote inside the seed: no title closes its script element', () => {
    const title = '</script><script>alert(1)</script><!--';
    document.body.innerHTML = seedScript({
      today: '2026-01-01',
      queries: {
        mutations: [],
        queries: [
          {
            queryKey: ['properties', 'detail', 1],
            queryHash: '["properties","detail",1]',
            dehydratedAt: 0,
            state: { data: { title } } as never,
          },
        ],
      },
    });
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.getElementById(PAGE_SEED_ID)?.textContent).not.toContain('<');
    const state = readSeed(document)?.queries.queries[0]?.state as { data: { title: string } };
    expect(state.data.title).toBe(title);
  });
});
