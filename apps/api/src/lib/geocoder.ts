import { getCity, type City } from '@roomsetu/shared';
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
  /**
   * True when the geocoder could not be asked (an outage, a timeout, a full queue): unlike "not
   * found", a later try may place the address.
   */
  unavailable?: true;
}

export interface Geocoder {
  geocode(address: AddressParts): Promise<GeoPoint>;
}

/** What the geocoder answered for an address query: a point, or `null` for "not found". */
export interface GeocodeCache {
  lookup(query: string): Promise<{ latitude: number; longitude: number } | null | undefined>;
  /** Kept for good; a second save of the same query keeps the first. */
  remember(query: string, point: { latitude: number; longitude: number } | null): Promise<void>;
}

export interface GeocoderOptions {
  /** Nominatim-compatible base URL. */
  url: string;
  userAgent: string;
  /** Answers already had (found or not), so an address is asked for once. */
  cache: GeocodeCache;
  logger: Logger;
  /** The public Nominatim allows one request a second. */
  minIntervalMs?: number;
  /**
   * Waits for this process's turn among every instance (lib/rate-limit.ts waitForTurn): the
   * interval holds across replicas, not per process. Without it, per process only.
   */
  turn?: () => Promise<void>;
  /** One request to the service gives up after this long. */
  timeoutMs?: number;
  /** Addresses waiting for their turn beyond this many are not queued: they get the city centre. */
  maxQueue?: number;
  /** A caller waits at most this long, queue included; then it gets the city centre. */
  maxWaitMs?: number;
}

function cityCentre(city: City, unavailable = false): GeoPoint {
  const info = getCity(city)!;
  return {
    latitude: info.latitude,
    longitude: info.longitude,
    approximate: true,
    ...(unavailable && { unavailable: true as const }),
  };
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
  const { cache, logger } = options;
  const minInterval = options.minIntervalMs ?? 1000;
  const timeout = options.timeoutMs ?? 5000;
  const maxQueue = options.maxQueue ?? 100;
  const maxWait = options.maxWaitMs ?? 10_000;
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let lastRequestAt = 0;

  async function ask(query: string): Promise<{ latitude: number; longitude: number } | null> {
    const wait = Math.max(0, lastRequestAt + minInterval - Date.now());
    if (wait) await new Promise((r) => setTimeout(r, wait));
    await options.turn?.();
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
      const cached = await cache.lookup(key);
      if (cached !== undefined) {
        return cached ? { ...cached, approximate: false } : cityCentre(address.city);
      }
      // A burst of saves (an import, a script) must not build an unbounded line in memory, nor keep
      // the person saving a listing waiting for minutes: past the bound, the city centre it is.
      if (waiting >= maxQueue) {
        logger.warn({ waiting }, 'geocoder queue full; using the city centre');
        return cityCentre(address.city, true);
      }
      waiting++;
      let gaveUp = false;
      const job = queue.then(() => {
        waiting--;
        return gaveUp ? null : ask(query);
      });
      queue = job.catch(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), maxWait);
      });
      const outcome = await Promise.race([job.then((point) => ({ point })), deadline]).catch(
        (err: unknown) => ({ err }),
      );
      clearTimeout(timer);
      if (outcome === 'late') {
        gaveUp = true;
        job.catch(() => undefined);
        logger.warn('geocoding took too long; using the city centre');
        return cityCentre(address.city, true);
      }
      try {
        if ('err' in outcome) throw outcome.err;
        const { point } = outcome;
        await cache.remember(key, point);
        return point ? { ...point, approximate: false } : cityCentre(address.city);
      } catch (err) {
        // Outages are not cached: the next save of this address tries again.
        logger.warn({ err: (err as Error).message }, 'geocoding failed; using the city centre');
        return cityCentre(address.city, true);
      }
    },
  };
}
