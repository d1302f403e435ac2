import { z } from 'zod';
import { MAX_PAGE_SIZE, ROOM_PAGE_SIZE } from '../constants';
import { CITY_VALUES } from '../cities';
import { PLACE_KINDS, PROPERTY_TYPES, SEARCH_SORTS, type SearchSort } from '../enums';
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
import {
  idField,
  INT_MAX,
  optionalNumber,
  queryCity,
  queryInt,
  queryValue,
  requiredNumber,
} from './fields';

const rentBound = optionalNumber({
  min: 0,
  max: INT_MAX,
  integer: true,
  invalid: VALIDATION.numberInvalid,
});

/** Widest `bbox` side in degrees: a country-wide box would defeat the index and the map. */
export const MAX_BBOX_DEGREES = 5;
export const DEFAULT_RADIUS_KM = 5;
export const MIN_RADIUS_KM = 1;
export const MAX_RADIUS_KM = 50;
export const MIN_MAP_ZOOM = 3;
export const MAX_MAP_ZOOM = 19;

export interface BboxFilter {
  west: number;
  south: number;
  east: number;
  north: number;
}
export interface NearFilter {
  lat: number;
  lng: number;
}

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** Comma-separated decimals, or null when any part is not one. */
function decimals(value: string, count: number): number[] | null {
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length !== count || !parts.every((p) => DECIMAL.test(p))) return null;
  return parts.map(Number);
}

const validLat = (n: number) => n >= -90 && n <= 90;
const validLng = (n: number) => n >= -180 && n <= 180;

/** `bbox=west,south,east,north`, WGS84 decimal degrees. */
export const queryBbox = queryValue(
  z.string().transform((value, ctx): BboxFilter => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    const n = decimals(value, 4);
    if (!n) return fail(VALIDATION.bboxInvalid);
    const [west, south, east, north] = n as [number, number, number, number];
    if (![west, east].every(validLng) || ![south, north].every(validLat)) {
      return fail(VALIDATION.bboxRange);
    }
    if (west > east || south > north) return fail(VALIDATION.bboxOrder);
    if (east - west > MAX_BBOX_DEGREES || north - south > MAX_BBOX_DEGREES) {
      return fail(VALIDATION.bboxTooLarge);
    }
    return { west, south, east, north };
  }),
);

/** `near=lat,lng`, WGS84 decimal degrees. */
export const queryNear = queryValue(
  z.string().transform((value, ctx): NearFilter => {
    const n = decimals(value, 2);
    const [lat, lng] = (n ?? []) as [number, number];
    if (!n || !validLat(lat) || !validLng(lng)) {
      ctx.addIssue({
        code: 'custom',
        message: n ? VALIDATION.nearRange : VALIDATION.nearInvalid,
        input: value,
      });
      return z.NEVER;
    }
    return { lat, lng };
  }),
);

/** `radiusKm` is kept only with `near` (default 5 km); alone it means nothing and is dropped. */
function withRadius<T extends { near?: NearFilter; radiusKm?: number }>(q: T): T {
  const { radiusKm, ...rest } = q;
  return (q.near ? { ...rest, radiusKm: radiusKm ?? DEFAULT_RADIUS_KM } : rest) as T;
}

/**
 * The filters every listing search shares (the list, the map): `radiusKm` only counts with `near`.
 * Spread into an object schema; unknown parameters (a list's page on the map) are ignored.
 */
export const propertyFilterFields = {
  city: queryCity,
  propertyType: queryValue(z.string().toUpperCase().pipe(z.enum(PROPERTY_TYPES))),
  minRent: rentBound,
  maxRent: rentBound,
  notId: idField().optional(),
  bbox: queryBbox,
  near: queryNear,
  radiusKm: optionalNumber({
    min: MIN_RADIUS_KM,
    max: MAX_RADIUS_KM,
    invalid: VALIDATION.radiusKmInvalid,
  }),
};

/** An opaque page cursor is short: anything longer is not one the API wrote. */
export const MAX_CURSOR_LENGTH = 200;

/**
 * GET /api/properties and /api/properties/all. An unknown city is a 400, not an empty page.
 * With `near`, the sort defaults to DISTANCE; DISTANCE without `near` is a 400.
 * `cursor` is the previous answer's `pagination.nextCursor` (opaque; same filters and sort): the
 * next page, read from where the last one ended. With a cursor, `page` is ignored (the cursor knows
 * its page); a cursor the API did not write, or written for another sort, is a 400.
 */
export const propertySearchQuery = z
  .object({
    page: queryInt(1, 1, Number.MAX_SAFE_INTEGER),
    cursor: queryValue(z.string().max(MAX_CURSOR_LENGTH, VALIDATION.cursorInvalid)),
    limit: queryInt(ROOM_PAGE_SIZE, 1, MAX_PAGE_SIZE),
    ...propertyFilterFields,
    sort: queryValue(z.string().toUpperCase().pipe(z.enum(SEARCH_SORTS))),
  })
  .superRefine((q, ctx) => {
    if (q.sort === 'DISTANCE' && !q.near) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: VALIDATION.sortDistanceNeedsNear });
    }
  })
  .transform((q): Omit<typeof q, 'sort'> & { sort: SearchSort } => ({
    ...withRadius(q),
    sort: q.sort ?? (q.near ? 'DISTANCE' : 'NEWEST'),
  }));
export type PropertySearchQuery = z.infer<typeof propertySearchQuery>;
/** What a client may put in the query string (all strings or numbers, all optional). */
export type PropertySearchParams = z.input<typeof propertySearchQuery>;

/** GET /api/properties/map: the same filters plus the map's zoom, which sets the cluster grid. */
export const propertyMapQuery = z
  .object({
    ...propertyFilterFields,
    zoom: requiredNumber(VALIDATION.zoomInvalid, {
      min: MIN_MAP_ZOOM,
      max: MAX_MAP_ZOOM,
      integer: true,
      invalid: VALIDATION.zoomInvalid,
    }),
  })
  .transform(withRadius);
export type PropertyMapQuery = z.infer<typeof propertyMapQuery>;
export type PropertyMapParams = z.input<typeof propertyMapQuery>;

/** GET /api/places: autocomplete for landmarks and localities. */
export const placeSearchQuery = z.object({
  q: z
    .string({ error: VALIDATION.placeQueryShort })
    .trim()
    .min(2, VALIDATION.placeQueryShort)
    .max(100, VALIDATION.placeQueryLong),
  city: queryCity,
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuery>;

/** One listing on the map: no more than a pin needs. */
export const mapPoint = z.object({
  id: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  rent: z.number().int(),
  propertyType: z.enum(PROPERTY_TYPES),
  /** The geocoder failed: the point stands for a locality or the city, draw it as an area. */
  approximate: z.boolean(),
});
export type MapPoint = z.infer<typeof mapPoint>;

/** Listings sharing one grid cell at this zoom, drawn as a count bubble at their mean position. */
export const mapCluster = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  minRent: z.number().int(),
});
export type MapCluster = z.infer<typeof mapCluster>;

/** Up to MAP_POINT_LIMIT matches come as points, more as clusters; `total` counts every match. */
export const MAP_POINT_LIMIT = 2000;
export const propertyMapResponse = z.union([
  z.object({ points: z.array(mapPoint), total: z.number().int() }),
  z.object({ clusters: z.array(mapCluster), total: z.number().int() }),
]);
export type PropertyMapResponse = z.infer<typeof propertyMapResponse>;

export const placeSuggestion = z.object({
  kind: z.enum(PLACE_KINDS),
  name: z.string(),
  city: z.enum(CITY_VALUES),
  lat: z.number(),
  lng: z.number(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;
export const MAX_PLACE_SUGGESTIONS = 10;
export const placesResponse = z.array(placeSuggestion);

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

/** GET /properties/all: how many listings the landing showcase asks for. */
export const showcaseQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
