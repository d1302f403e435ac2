import type { City, PropertyType, SavedSearchFilters } from '@roomsetu/shared';

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
}

export function matchColumns(f: SavedSearchFilters): MatchColumns {
  return {
    city: f.city ?? null,
    propertyType: f.propertyType ?? null,
    minRent: f.minRent ?? 0,
    maxRent: f.maxRent ?? RENT_CEILING,
  };
}

/**
 * Whether a listing is one GET /api/properties would answer for these filters: same city and
 * type when given, rent within [minRent, maxRent] with both edges included, as the search has it.
 * The SQL in repository.ts is the same rule; a test holds the two together.
 */
export function listingMatches(f: SavedSearchFilters, l: MatchableListing): boolean {
  const c = matchColumns(f);
  return (
    (c.city === null || c.city === l.city) &&
    (c.propertyType === null || c.propertyType === l.propertyType) &&
    l.rent >= c.minRent &&
    l.rent <= c.maxRent
  );
}
