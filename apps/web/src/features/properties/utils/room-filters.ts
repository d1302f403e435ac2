import {
  DEFAULT_SORT,
  parseRoomFilters as parseFilters,
  readSort,
  roomFiltersToSearch,
  similarPropertiesQuery,
  type RoomFilters,
} from '@roomsetu/shared';

// The shared readers are zod-free, so /find-rooms stays within its JavaScript budget.
export { DEFAULT_SORT, readSort };
export const toRoomSearch = roomFiltersToSearch;
export const similarSearch = similarPropertiesQuery;

/** The /find-rooms query string as filters (the landing hero's `propertyType` is the room type). */
export function parseRoomFilters(params: URLSearchParams): RoomFilters {
  return parseFilters((name) => params.get(name));
}

/** Filters as the query string a shared link carries; 'any' and the default sort are left out. */
export function roomFiltersToParams(filters: RoomFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.location) params.set('location', filters.location);
  if (filters.budget) params.set('budget', filters.budget);
  if (filters.roomType) params.set('roomType', filters.roomType);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}
