import type { SavedSearch } from '@roomsetu/shared';
import type { SavedSearchWithCount } from './repository';

export function presentSavedSearch(s: SavedSearchWithCount): SavedSearch {
  return {
    id: s.id,
    name: s.name,
    filters: s.filters,
    frequency: s.frequency,
    newCount: s.newCount,
    lastSeenAt: s.lastSeenAt.toISOString(),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
