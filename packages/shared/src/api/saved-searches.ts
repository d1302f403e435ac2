import type { SavedSearchFilters, SavedSearchFrequency } from '../schemas/saved-searches';
import type { IsoDateTime } from './envelope';

/** GET/POST /api/saved-searches, PATCH /api/saved-searches/:id. */
export interface SavedSearch {
  id: number;
  name: string;
  filters: SavedSearchFilters;
  frequency: SavedSearchFrequency;
  /** Live listings that matched since the owner last opened this search. */
  newCount: number;
  lastSeenAt: IsoDateTime;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}
