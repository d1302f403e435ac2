import {
  getCity,
  parseRoomFilters,
  PRICE_RANGES,
  roomFiltersToSearch,
  SAVED_SEARCH_NAME_MAX,
  type City,
  type PropertyType,
  type SavedSearchFilters,
} from '@roomsetu/shared';
import type { TFunction } from 'i18next';
import { paths, withQuery } from '@/config/paths';
import { formatRupees } from '@roomsetu/shared';

/**
 * A search as POST /api/saved-searches takes it: the filters GET /api/properties reads, the
 * map's ones as the URL writes them (the API validates and parses them exactly as the search does).
 */
export interface SearchFiltersInput {
  city?: City;
  propertyType?: PropertyType;
  minRent?: number;
  maxRent?: number;
  bbox?: string;
  near?: string;
  radiusKm?: string;
}

/** The map search's parameters, kept as they are in the URL. */
const MAP_PARAMS = ['bbox', 'near', 'radiusKm'] as const;

/** The search /find-rooms shows for this query string. */
export function filtersFromUrl(params: URLSearchParams): SearchFiltersInput {
  const { sort: _sort, ...search } = roomFiltersToSearch(parseRoomFilters((n) => params.get(n)));
  const filters: SearchFiltersInput = { ...search };
  for (const key of MAP_PARAMS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The budget's upper edge 'no limit' (the ₹50k+ range ends at ₹10,00,000). */
const NO_LIMIT = Math.max(...PRICE_RANGES.map((r) => r.max));

function rentText(t: TFunction<['notifications', 'enums']>, min = 0, max = NO_LIMIT): string {
  if (min > 0 && max < NO_LIMIT) {
    return t('searchName.between', { min: formatRupees(min), max: formatRupees(max) });
  }
  if (max < NO_LIMIT) return t('searchName.under', { max: formatRupees(max) });
  if (min > 0) return t('searchName.from', { min: formatRupees(min) });
  return '';
}

/** The name of the place a near-search measures from (the URL's `place`), if it has one. */
export function placeFromUrl(params: URLSearchParams): string | undefined {
  if (!params.get('near')?.trim()) return undefined;
  return params.get('place')?.trim() || undefined;
}

/**
 * A readable name for the search, in the reader's language: "PG in Bengaluru under ₹15,000", or
 * after the place a near-search measures from: "Rooms near Koramangala".
 */
export function searchName(
  t: TFunction<['notifications', 'enums']>,
  f: SearchFiltersInput | SavedSearchFilters,
  place?: string,
): string {
  const what = f.propertyType ? t(`enums:propertyType.${f.propertyType}`) : t('searchName.rooms');
  let where = '';
  if (f.near && place) where = t('searchName.near', { place });
  else if (f.city) where = t('searchName.in', { city: getCity(f.city)?.label ?? f.city });
  else if (f.near) where = t('searchName.nearChosen');
  else if (f.bbox) where = t('searchName.mapArea');
  const rent = rentText(t, f.minRent, f.maxRent);
  return t('searchName.full', { what, where, rent }).slice(0, SAVED_SEARCH_NAME_MAX);
}

const coords = (...n: number[]) => n.join(',');

/** /find-rooms showing a saved search: its filters back in the page's query string. */
export function savedSearchUrl(f: SavedSearchFilters): string {
  const budget = PRICE_RANGES.find(
    (r) => r.min === (f.minRent ?? 0) && r.max === (f.maxRent ?? NO_LIMIT),
  );
  return withQuery(paths.findRooms, {
    location: f.city,
    roomType: f.propertyType,
    budget: f.minRent !== undefined || f.maxRent !== undefined ? budget?.value : undefined,
    bbox: f.bbox && coords(f.bbox.west, f.bbox.south, f.bbox.east, f.bbox.north),
    near: f.near && coords(f.near.lat, f.near.lng),
    radiusKm: f.near ? f.radiusKm : undefined,
  });
}
