/**
 * A small in-process cache of public answers (the same for every guest: searches, the map,
 * places), as serialized JSON by URL, for the embedded database: PGlite has one connection, so
 * fifty people running the same hot search would otherwise queue fifty identical statements.
 * Every write to the listing tables empties it (`invalidate`); entries also expire after `ttlMs`.
 * A result read while a write happened is not stored, so the cache never holds the old answer.
 */
export interface PublicCache {
  /** The answer stored for `key`, if any and fresh. */
  get(key: string): string | undefined;
  /** A number to pass back to `set`: a write in between makes `set` a no-op. */
  generation(): number;
  set(key: string, body: string, generation: number): void;
  invalidate(): void;
  /**
   * Runs `produce` for `key` unless a run for it is already under way, whose result is shared:
   * fifty people opening the same uncached search make one query, not fifty in a queue.
   */
  once(key: string, produce: () => Promise<string | undefined>): Promise<string | undefined>;
}

export function createPublicCache(maxEntries = 500, ttlMs = 30_000, now = Date.now): PublicCache {
  const entries = new Map<string, { body: string; expires: number }>();
  let generation = 0;
  const inFlight = new Map<string, Promise<string | undefined>>();
  return {
    once(key, produce) {
      let run = inFlight.get(key);
      if (!run) {
        run = produce().finally(() => inFlight.delete(key));
        inFlight.set(key, run);
      }
      return run;
    },
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Most recently used last: the first key is the one to evict.
      entries.delete(key);
      entries.set(key, hit);
      return hit.body;
    },
    generation: () => generation,
    set(key, body, seen) {
      if (seen !== generation) return;
      entries.set(key, { body, expires: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    invalidate() {
      generation++;
      entries.clear();
    },
  };
}
