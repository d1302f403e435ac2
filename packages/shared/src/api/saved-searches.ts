import { z } from 'zod';
import { CITY_VALUES } from '../cities';
import { PROPERTY_TYPES } from '../enums';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFilters } from '../schemas/saved-searches';
import { isoDateTime } from './envelope';

/** The filters a saved search keeps (SavedSearchFilters), as answered. */
const savedSearchFiltersAnswer = z.object({
  city: z.enum(CITY_VALUES).optional(),
  propertyType: z.enum(PROPERTY_TYPES).optional(),
  minRent: z.number().int().optional(),
  maxRent: z.number().int().optional(),
  bbox: z
    .object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() })
    .optional(),
  near: z.object({ lat: z.number(), lng: z.number() }).optional(),
  radiusKm: z.number().optional(),
}) satisfies z.ZodType<SavedSearchFilters>;

/** GET/POST /api/saved-searches, PATCH /api/saved-searches/:id. */
export const savedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: savedSearchFiltersAnswer,
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  /** Live listings that matched since the owner last opened this search. */
  newCount: z.number().int(),
  lastSeenAt: isoDateTime,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type SavedSearch = z.infer<typeof savedSearch>;
