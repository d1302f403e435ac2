import { z } from 'zod';
import { type City, normalizeCity } from '../cities';
import {
  getPriceRange,
  MAX_PAGE_SIZE,
  ROOM_PAGE_SIZE,
  SIMILAR_PROPERTIES_COUNT,
  SIMILAR_RENT_RATIO,
} from '../constants';
import { PROPERTY_TYPES, type PropertyType, type Sort, SORTS } from '../enums';
import { VALIDATION } from '../messages';
import { idField, INT_MAX, optionalNumber, queryCity, queryInt, queryValue } from './fields';

const rentBound = optionalNumber({
  min: 0,
  max: INT_MAX,
  integer: true,
  invalid: VALIDATION.numberInvalid,
});

/** GET /api/properties and /api/properties/all. An unknown city is a 400, not an empty page. */
export const propertySearchQuery = z.object({
  page: queryInt(1, 1, Number.MAX_SAFE_INTEGER),
  limit: queryInt(ROOM_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  city: queryCity,
  propertyType: queryValue(z.string().toUpperCase().pipe(z.enum(PROPERTY_TYPES))),
  minRent: rentBound,
  maxRent: rentBound,
  notId: idField().optional(),
  sort: queryValue(z.string().toUpperCase().pipe(z.enum(SORTS))).transform(
    (sort): Sort => sort ?? 'NEWEST',
  ),
});
export type PropertySearchQuery = z.infer<typeof propertySearchQuery>;
/** What a client may put in the query string (all strings or numbers, all optional). */
export type PropertySearchParams = z.input<typeof propertySearchQuery>;

/** The filter selects show 'any' for 'no filter'. */
export const ANY_FILTER = 'any';

function lenient<T>(read: (value: string) => T | undefined) {
  return z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => {
      const text = value?.trim();
      return text && text.toLowerCase() !== ANY_FILTER ? read(text) : undefined;
    });
}

const readRoomType = (value: string): PropertyType | undefined =>
  PROPERTY_TYPES.find((type) => type === value.toUpperCase());

/**
 * The /find-rooms query string (location, budget, roomType, sort). A hand-edited or stale URL
 * must still render the page, so unknown values read as 'any' instead of failing. The landing
 * hero links with `propertyType`, taken as roomType.
 */
export const roomFiltersQuery = z
  .object({
    location: lenient((value): City | undefined => normalizeCity(value) ?? undefined),
    budget: lenient((value) => getPriceRange(value)?.value),
    roomType: lenient(readRoomType),
    propertyType: lenient(readRoomType),
    sort: lenient((value): Sort | undefined => SORTS.find((sort) => sort === value.toUpperCase())),
  })
  .transform(({ location, budget, roomType, propertyType, sort }) => ({
    location,
    budget,
    roomType: roomType ?? propertyType,
    sort: sort ?? 'NEWEST',
  }));
export type RoomFilters = z.infer<typeof roomFiltersQuery>;

export type RoomSearch = Pick<PropertySearchQuery, 'sort'> &
  Partial<Pick<PropertySearchQuery, 'city' | 'propertyType' | 'minRent' | 'maxRent'>>;

/** The API query for the /find-rooms filters; the budget code becomes a rent range. */
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
}): PropertySearchParams {
  return {
    limit: SIMILAR_PROPERTIES_COUNT,
    notId: property.id,
    city: property.address.city,
    minRent: Math.floor(property.rent * (1 - SIMILAR_RENT_RATIO)),
    maxRent: Math.ceil(property.rent * (1 + SIMILAR_RENT_RATIO)),
  };
}
