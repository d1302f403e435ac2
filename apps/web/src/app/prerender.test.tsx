import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_PAGES, renderPage } from './prerender';

beforeEach(() => {
  // No answer yet: the first screen is the page's layout with its loading skeletons.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
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
