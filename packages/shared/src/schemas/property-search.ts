import { z } from 'zod';
import { MAX_PAGE_SIZE, ROOM_PAGE_SIZE } from '../constants';
import { PROPERTY_TYPES, type Sort, SORTS } from '../enums';
import {
  DEFAULT_SORT,
  readBudget,
  readCity,
  readLenient,
  readRoomType,
  readSort,
  type RoomFilters,
} from '../room-search';
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

function lenient<T>(read: (value: string) => T | undefined) {
  return z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => readLenient(value, read));
}

/**
 * The /find-rooms query string (location, budget, roomType, sort) as a schema, for clients that
 * validate with zod. A hand-edited or stale URL must still render the page, so unknown values
 * read as 'any' instead of failing. The landing hero links with `propertyType`, taken as roomType.
 */
export const roomFiltersQuery = z
  .object({
    location: lenient(readCity),
    budget: lenient(readBudget),
    roomType: lenient(readRoomType),
    propertyType: lenient(readRoomType),
    sort: lenient(readSort),
  })
  .transform(({ location, budget, roomType, propertyType, sort }): RoomFilters => ({
    location,
    budget,
    roomType: roomType ?? propertyType,
    sort: sort ?? DEFAULT_SORT,
  }));
