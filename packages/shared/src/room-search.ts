/**
 * The /find-rooms filters without zod, so the search page can use them without shipping the
 * schema library (its budget is 150 KB of JavaScript). schemas/property-search.ts builds the
 * lenient zod schema for the same query string from these readers.
 */
import { type City, normalizeCity } from './cities';
import { getPriceRange, SIMILAR_PROPERTIES_COUNT, SIMILAR_RENT_RATIO } from './constants';
import { PROPERTY_TYPES, type PropertyType, type Sort, SORTS } from './enums';

/** The filter selects show 'any' for 'no filter'. */
export const ANY_FILTER = 'any';
export const DEFAULT_SORT: Sort = 'NEWEST';

export interface RoomFilters {
  location: City | undefined;
  budget: string | undefined;
  roomType: PropertyType | undefined;
  sort: Sort;
}

/** The API query for a room search (GET /api/properties). */
export interface RoomSearch {
  sort: Sort;
  city?: City;
  propertyType?: PropertyType;
  minRent?: number;
  maxRent?: number;
}

/** Trimmed text read by `read`, or undefined when blank, 'any' or unknown (a stale link still renders). */
export function readLenient<T>(
  raw: string | null | undefined,
  read: (value: string) => T | undefined,
): T | undefined {
  const text = raw?.trim();
  return text && text.toLowerCase() !== ANY_FILTER ? read(text) : undefined;
}

export const readCity = (value: string): City | undefined => normalizeCity(value) ?? undefined;
export const readBudget = (value: string): string | undefined => getPriceRange(value)?.value;
export const readRoomType = (value: string): PropertyType | undefined =>
  PROPERTY_TYPES.find((type) => type === value.toUpperCase());
export const readSort = (value: string): Sort | undefined =>
  SORTS.find((sort) => sort === value.toUpperCase());

/** The /find-rooms query string as filters; the landing hero's `propertyType` is the room type. */
export function parseRoomFilters(get: (name: string) => string | null | undefined): RoomFilters {
  return {
    location: readLenient(get('location'), readCity),
    budget: readLenient(get('budget'), readBudget),
    roomType:
      readLenient(get('roomType'), readRoomType) ?? readLenient(get('propertyType'), readRoomType),
    sort: readLenient(get('sort'), readSort) ?? DEFAULT_SORT,
  };
}

/** The API query for the filters; the budget code becomes a rent range. */
export function roomFiltersToSearch(filters: RoomFilters): RoomSearch {
  const range = filters.budget ? getPriceRange(filters.budget) : undefined;
  const search: RoomSearch = { sort: filters.sort };
  if (filters.location) search.city = filters.location;
  if (filters.roomType) search.propertyType = filters.roomType;
  if (range) {
    search.minRent = range.min;
    search.maxRent = range.max;
  }
  return search;
}

/** 'Similar properties': same city, rent within ±50 percent, this one excluded. */
export function similarPropertiesQuery(property: {
  id: number;
  rent: number;
  address: { city: City };
}) {
  return {
    limit: SIMILAR_PROPERTIES_COUNT,
    notId: property.id,
    city: property.address.city,
    minRent: Math.floor(property.rent * (1 - SIMILAR_RENT_RATIO)),
    maxRent: Math.ceil(property.rent * (1 + SIMILAR_RENT_RATIO)),
  };
}
