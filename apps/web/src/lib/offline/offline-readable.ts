/** How long what is kept for offline reading stays usable (then it is dropped, unread). */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * Spread into the query options of what is kept for offline reading (offline-queries.ts): the
 * first fetch is tried even when the browser says it is offline (the service worker may answer),
 * then the query waits for the connection instead of failing; kept in memory as long as on disk,
 * so a save never drops it. A module of its own: the pages that import it carry nothing more.
 */
export const offlineReadable = { networkMode: 'offlineFirst', gcTime: OFFLINE_MAX_AGE_MS } as const;
