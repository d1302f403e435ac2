import {
  DEFAULT_RADIUS_KM,
  type City,
  type PropertyType,
  type SavedSearchFilters,
} from '@roomsetu/shared';
import { haversineKm } from '../properties';

/** PostgreSQL `integer`'s top: the stored upper bound of a search without a maximum rent. */
export const RENT_CEILING = 2_147_483_647;

/** The indexed columns a saved search's filters spread into. */
export interface MatchColumns {
  city: City | null;
  propertyType: PropertyType | null;
  minRent: number;
  maxRent: number;
}

export interface MatchableListing {
  city: City;
  propertyType: PropertyType;
  rent: number;
  /**
   * The listing's point, as the search stores it: geocoded, or (approximate) the locality's or the
   * city's centre. A search with bbox or near matches on this point exactly as GET /api/properties
   * finds it, approximate or not, so an alert never names a room the search would not show. A
   * listing without coordinates matches no search with bbox or near.
   */
  latitude: number | null;
  longitude: number | null;
}

export function matchColumns(f: SavedSearchFilters): MatchColumns {
  return {
    city: f.city ?? null,
    propertyType: f.propertyType ?? null,
    minRent: f.minRent ?? 0,
    maxRent: f.maxRent ?? RENT_CEILING,
  };
}

/** Inside the box (edges included) and within the radius (great-circle), as the search has it. */
function placeMatches(f: SavedSearchFilters, l: MatchableListing): boolean {
  if (!f.bbox && !f.near) return true;
  if (l.latitude === null || l.longitude === null) return false;
  const { bbox, near } = f;
  if (
    bbox &&
    !(
      l.latitude >= bbox.south &&
      l.latitude <= bbox.north &&
      l.longitude >= bbox.west &&
      l.longitude <= bbox.east
    )
  ) {
    return false;
  }
  return (
    !near ||
    haversineKm(near, { lat: l.latitude, lng: l.longitude }) <= (f.radiusKm ?? DEFAULT_RADIUS_KM)
  );
}

/**
 * Whether a listing is one GET /api/properties would answer for these filters: same city and
 * type when given, rent within [minRent, maxRent] with both edges included, inside bbox and
 * within radiusKm of near when given, as the search has it. The SQL in repository.ts is the same
 * rule; a test holds the two together.
 */
export function listingMatches(f: SavedSearchFilters, l: MatchableListing): boolean {
  const c = matchColumns(f);
  return (
    (c.city === null || c.city === l.city) &&
    (c.propertyType === null || c.propertyType === l.propertyType) &&
    l.rent >= c.minRent &&
    l.rent <= c.maxRent &&
    placeMatches(f, l)
  );
}
