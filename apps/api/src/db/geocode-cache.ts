import { eq } from 'drizzle-orm';
import type { GeocodeCache } from '../lib/geocoder';
import type { Db } from './client';
import { geocodeCache } from './schema';

/** The geocoder's answers, kept in the database so every instance asks for an address once. */
export function geocodeCacheIn(db: Db): GeocodeCache {
  return {
    async lookup(query) {
      const [row] = await db.select().from(geocodeCache).where(eq(geocodeCache.query, query));
      if (!row) return undefined;
      return row.found && row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null;
    },
    async remember(query, point) {
      await db
        .insert(geocodeCache)
        .values({
          query,
          latitude: point?.latitude ?? null,
          longitude: point?.longitude ?? null,
          found: !!point,
        })
        .onConflictDoNothing();
    },
  };
}
