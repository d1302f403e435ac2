import { eq } from 'drizzle-orm';
import { getCity, type City } from '@roomsetu/shared';
import type { Db } from '../db/client';
import { geocodeCache } from '../db/schema';
import type { Logger } from './logger';

export interface AddressParts {
  line1: string;
  area?: string | null;
  city: City;
  postalCode: string;
  state?: string | null;
  country?: string | null;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
  /** True when the address could not be found and the city centre stands in for it. */
  approximate: boolean;
}

export interface Geocoder {
  geocode(address: AddressParts): Promise<GeoPoint>;
}

export interface GeocoderOptions {
  /** Nominatim-compatible base URL. */
  url: string;
  userAgent: string;
  db: Db;
  logger: Logger;
  /** The public Nominatim allows one request a second. */
  minIntervalMs?: number;
  timeoutMs?: number;
}

function cityCentre(city: City): GeoPoint {
  const info = getCity(city)!;
  return { latitude: info.latitude, longitude: info.longitude, approximate: true };
}

export function addressQuery(a: AddressParts): string {
  const city = getCity(a.city);
  return [a.line1, a.area, city?.label, a.state ?? city?.state, a.postalCode, a.country ?? 'India']
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * Server-side geocoding with a database cache and a one-request-a-second queue. Whatever goes
 * wrong, the caller gets a point: the city centre, marked approximate, so a map always renders.
 */
export function createGeocoder(options: GeocoderOptions): Geocoder {
  const { db, logger } = options;
  const minInterval = options.minIntervalMs ?? 1000;
  const timeout = options.timeoutMs ?? 4000;
  let queue: Promise<unknown> = Promise.resolve();
  let lastRequestAt = 0;

  async function ask(query: string): Promise<{ latitude: number; longitude: number } | null> {
    const wait = Math.max(0, lastRequestAt + minInterval - Date.now());
    if (wait) await new Promise((r) => setTimeout(r, wait));
    lastRequestAt = Date.now();
    const url = new URL('search', options.url.endsWith('/') ? options.url : `${options.url}/`);
    url.search = new URLSearchParams({
      q: query,
      format: 'json',
      addressdetails: '1',
      limit: '1',
    }).toString();
    const res = await fetch(url, {
      headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeout),
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    const body = (await res.json()) as { lat?: string; lon?: string }[];
    const first = Array.isArray(body) ? body[0] : undefined;
    const latitude = Number(first?.lat);
    const longitude = Number(first?.lon);
    if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    return { latitude, longitude };
  }

  return {
    async geocode(address) {
      const query = addressQuery(address);
      const key = query.toLowerCase();
      const [cached] = await db.select().from(geocodeCache).where(eq(geocodeCache.query, key));
      if (cached) {
        return cached.found && cached.latitude !== null && cached.longitude !== null
          ? { latitude: cached.latitude, longitude: cached.longitude, approximate: false }
          : cityCentre(address.city);
      }
      const job = queue.then(() => ask(query));
      queue = job.catch(() => undefined);
      try {
        const point = await job;
        await db
          .insert(geocodeCache)
          .values({
            query: key,
            latitude: point?.latitude ?? null,
            longitude: point?.longitude ?? null,
            found: !!point,
          })
          .onConflictDoNothing();
        return point ? { ...point, approximate: false } : cityCentre(address.city);
      } catch (err) {
        // Outages are not cached: the next save of this address tries again.
        logger.warn({ err: (err as Error).message }, 'geocoding failed; using the city centre');
        return cityCentre(address.city);
      }
    },
  };
}
