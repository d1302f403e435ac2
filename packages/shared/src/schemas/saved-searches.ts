import { z } from 'zod';
import type { City } from '../cities';
import type { PropertyType } from '../enums';
import { VALIDATION } from '../messages';
import { requiredText } from './fields';
import { propertySearchQuery, type BboxFilter, type NearFilter } from './property-search';

import { SAVED_SEARCH_FREQUENCIES } from '../enums';

export { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '../enums';
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
/** Listings one daily digest shows; the rest are a link away. */
export const DIGEST_MAX_LISTINGS = 10;

/** The filters of GET /api/properties that decide which listings a search finds. */
export interface SavedSearchFilters {
  city?: City;
  propertyType?: PropertyType;
  minRent?: number;
  maxRent?: number;
  /** The map's box, edges included. */
  bbox?: BboxFilter;
  /** A point and a great-circle radius around it (km; always present with `near`). */
  near?: NearFilter;
  radiusKm?: number;
}

/**
 * Validated exactly as GET /api/properties validates its query; paging and sorting are dropped
 * (they do not change which listings match).
 */
export const savedSearchFilters = propertySearchQuery.transform(
  ({ city, propertyType, minRent, maxRent, bbox, near, radiusKm }): SavedSearchFilters => ({
    ...(city ? { city } : {}),
    ...(propertyType ? { propertyType } : {}),
    ...(minRent !== undefined ? { minRent } : {}),
    ...(maxRent !== undefined ? { maxRent } : {}),
    ...(bbox ? { bbox } : {}),
    // The search schema keeps radiusKm only with near (default 5 km).
    ...(near ? { near, radiusKm } : {}),
  }),
);

const name = requiredText(VALIDATION.savedSearchNameRequired, [
  (v) => v.length <= SAVED_SEARCH_NAME_MAX,
  VALIDATION.savedSearchNameTooLong,
]);
const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, {
  error: VALIDATION.savedSearchFrequencyInvalid,
});

/** POST /api/saved-searches. */
export const savedSearchCreateInput = z.object({ name, filters: savedSearchFilters, frequency });
export type SavedSearchCreateInput = z.infer<typeof savedSearchCreateInput>;

/** PATCH /api/saved-searches/:id: any of the fields; filters, when given, replace the old ones. */
export const savedSearchUpdateInput = savedSearchCreateInput
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: VALIDATION.jsonInvalid });
export type SavedSearchUpdateInput = z.infer<typeof savedSearchUpdateInput>;
