import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { setRenderedOn } from '@/lib/today';
import { PAGE_SEED_ID } from './prerendered-pages';

export { PAGE_SEED_ID };

/** What the server drew a page with: its queries' answers, and the day it drew it on. */
export interface PageSeed {
  /** YYYY-MM-DD in India. */
  today: string;
  queries: DehydratedState;
}

/**
 * The seed as a script element. Listings carry text people wrote: every `<` is escaped, so no
 * title can close the element (`</script>`) or open a comment around the rest of the page.
 */
export function seedScript(seed: PageSeed): string {
  const json = JSON.stringify(seed).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SEED_ID}">${json}</script>`;
}

/** The seed the server sent with this page, if any. */
export function readSeed(doc: Document): PageSeed | null {
  const text = doc.getElementById(PAGE_SEED_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageSeed;
  } catch {
    return null;
  }
}

/**
 * Fills `client` with the answers the server drew the page with, so the browser's first render is
 * that page and asks the API for nothing. The server read them for this very request (the HTML is
 * cached by its data), so they count as fetched now, however long ago they were first drawn.
 */
export function applySeed(client: QueryClient, seed: PageSeed, now = Date.now()): void {
  hydrate(client, {
    ...seed.queries,
    queries: seed.queries.queries.map((q) => ({
      ...q,
      state: { ...q.state, dataUpdatedAt: now },
    })),
  });
  setRenderedOn(seed.today);
}
