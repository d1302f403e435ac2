/**
 * The public pages whose first screen is rendered at build time (scripts/prerender.mjs), as a
 * guest with no data yet: the header, the page's own layout and its loading skeletons. The API
 * sends each one's HTML for its path, so the page paints before any JavaScript has run. It draws
 * the landing page, /find-rooms and a room's details again per request with their data
 * (prerender.tsx `pageData`), and sends these skeletons only when it cannot.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': '/',
  '/find-rooms': '/find-rooms',
  // Any listing: what paints first is the same skeleton for every id.
  '/room-details': '/room-details?id=1',
  '/find-roommates': '/find-roommates',
};

/**
 * Whether the browser's first render of `location` is the prerendered page `page` (the value of
 * #root's `data-page`), so React can hydrate it: the same path, and no search filters in the URL
 * (they change the first screen), except a room's id, which the skeleton does not show.
 */
export function matchesPrerender(
  page: string | undefined,
  location: { pathname: string; search: string },
): boolean {
  if (page === undefined || !(page in PRERENDERED_PAGES) || location.pathname !== page) {
    return false;
  }
  return location.search === '' || page === '/room-details';
}

/** The id of the script element that carries a drawn page's data beside its HTML (page-seed.ts). */
export const PAGE_SEED_ID = 'page-seed';

/**
 * Drawn pages whose data shows only below their first screen (the landing page's showcase): their
 * seed fills the query cache when the query client arrives with that part, not at the start.
 */
export const SEEDED_BELOW_THE_FOLD: ReadonlySet<string> = new Set(['/']);
