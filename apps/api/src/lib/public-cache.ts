import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache of public answers (the same for every guest: searches, the map,
 * places), as serialized JSON by URL, for the embedded database: PGlite has one connection, so
 * fifty people running the same hot search would otherwise queue fifty identical statements.
 * Every write to the listing tables empties it (`invalidate`); entries also expire after `ttlMs`.
 * A result read while a write happened is not stored, so the cache never holds the old answer.
 */
export interface PublicCache {
  /**
   * The answer stored for `key` if any and fresh; otherwise `produce`'s, stored unless a write
   * happened while it ran (or it gave none). A run already under way for `key` is shared: fifty
   * people opening the same uncached search make one query, not fifty in a queue.
   */
  read(key: string, produce: () => Promise<string | undefined>): Promise<string | undefined>;
  invalidate(): void;
}

export function createPublicCache(maxEntries = 500, ttlMs = 30_000, now = Date.now): PublicCache {
  // Expiry is checked here, against `now`, rather than by the cache's own ttl: tests move `now`.
  const answers = new LRUCache<string, { body: string; expires: number }>({ max: maxEntries });
  let generation = 0;
  const inFlight = new Map<string, Promise<string | undefined>>();
  const fresh = (key: string): string | undefined => {
    const hit = answers.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now()) {
      answers.delete(key);
      return undefined;
    }
    return hit.body;
  };
  const store = async (key: string, produce: () => Promise<string | undefined>) => {
    const seen = generation;
    const body = await produce();
    if (body === undefined || seen !== generation) return body;
    answers.set(key, { body, expires: now() + ttlMs });
    return body;
  };
  return {
    async read(key, produce) {
      const hit = fresh(key);
      if (hit !== undefined) return hit;
      let run = inFlight.get(key);
      if (!run) {
        run = store(key, produce).finally(() => inFlight.delete(key));
        inFlight.set(key, run);
      }
      return run;
    },
    invalidate() {
      generation++;
      answers.clear();
    },
  };
}
