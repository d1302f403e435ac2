import {
  CITY_BOUNDS,
  DEFAULT_RADIUS_KM,
  MAX_BBOX_DEGREES,
  MAX_RADIUS_KM,
  MIN_RADIUS_KM,
  readSort,
  type BboxFilter,
  type City,
  type NearFilter,
  type RoomFilters,
  type SearchSort,
} from '@roomsetu/shared';
import { DEFAULT_SORT, roomFiltersToParams } from './room-filters';

/**
 * The map half of the /find-rooms address: the view, the searched box and the place. The names
 * are the API's (`bbox`, `near`, `radiusKm`), so the page passes them on as they are, and a
 * shared link reopens the same search. Read by hand, not by the zod schemas, to keep the page light.
 */
export const RESULT_VIEWS = ['list', 'map', 'split'] as const;
export type ResultsView = (typeof RESULT_VIEWS)[number];

export interface MapSearch {
  /** Absent: the screen decides (Split from 1024 px, List below). */
  view?: ResultsView;
  bbox?: BboxFilter;
  near?: NearFilter;
  /** Only with `near`; absent means the API's default. */
  radiusKm?: number;
  /** What `near` is called on the cards ("2.3 km from …"). */
  place?: string;
}

export const MAP_SEARCH_KEYS = ['view', 'bbox', 'near', 'radiusKm', 'place'] as const;
export const RADIUS_CHOICES_KM = [1, 2, 5, 10, 20, 50] as const;
export { DEFAULT_RADIUS_KM };

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

function decimals(raw: string | null, count: number): number[] | null {
  const parts = (raw ?? '').split(',').map((p) => p.trim());
  return parts.length === count && parts.every((p) => DECIMAL.test(p)) ? parts.map(Number) : null;
}

const validLat = (n: number) => n >= -90 && n <= 90;
const validLng = (n: number) => n >= -180 && n <= 180;

/** `west,south,east,north` as the API accepts it, or undefined (a hand-edited link still renders). */
export function parseBbox(raw: string | null): BboxFilter | undefined {
  const n = decimals(raw, 4);
  if (!n) return undefined;
  const [west, south, east, north] = n as [number, number, number, number];
  if (![west, east].every(validLng) || ![south, north].every(validLat)) return undefined;
  if (west > east || south > north) return undefined;
  const bbox = { west, south, east, north };
  return bboxTooWide(bbox) ? undefined : bbox;
}

/** Wider or taller than the API's `bbox` allows (a country-wide view). */
export const bboxTooWide = (b: BboxFilter): boolean =>
  b.east - b.west > MAX_BBOX_DEGREES || b.north - b.south > MAX_BBOX_DEGREES;

export function parseNear(raw: string | null): NearFilter | undefined {
  const n = decimals(raw, 2);
  if (!n) return undefined;
  const [lat, lng] = n as [number, number];
  return validLat(lat) && validLng(lng) ? { lat, lng } : undefined;
}

function parseRadius(raw: string | null): number | undefined {
  if (!raw || !DECIMAL.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n >= MIN_RADIUS_KM && n <= MAX_RADIUS_KM ? n : undefined;
}

/** Five decimals (about a metre): short links, and the same box reads back the same. */
const coord = (n: number) => String(Number(n.toFixed(5)));

export const formatBbox = (b: BboxFilter): string =>
  [b.west, b.south, b.east, b.north].map(coord).join(',');
export const formatNear = (p: NearFilter): string => `${coord(p.lat)},${coord(p.lng)}`;

export function parseMapSearch(params: URLSearchParams): MapSearch {
  const state: MapSearch = {};
  const view = RESULT_VIEWS.find((v) => v === params.get('view')?.toLowerCase());
  if (view) state.view = view;
  const bbox = parseBbox(params.get('bbox'));
  if (bbox) state.bbox = bbox;
  const near = parseNear(params.get('near'));
  if (near) {
    state.near = near;
    const radiusKm = parseRadius(params.get('radiusKm'));
    if (radiusKm !== undefined) state.radiusKm = radiusKm;
    const place = params.get('place')?.trim();
    if (place) state.place = place.slice(0, 100);
  }
  return state;
}

/** `params` with the map keys replaced by `state`'s (the filters' keys are left as they are). */
export function writeMapSearch(params: URLSearchParams, state: MapSearch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of MAP_SEARCH_KEYS) next.delete(key);
  if (state.view) next.set('view', state.view);
  if (state.bbox) next.set('bbox', formatBbox(state.bbox));
  if (state.near) {
    next.set('near', formatNear(state.near));
    if (state.radiusKm !== undefined && state.radiusKm !== DEFAULT_RADIUS_KM) {
      next.set('radiusKm', String(state.radiusKm));
    }
    if (state.place) next.set('place', state.place);
  }
  return next;
}

/**
 * The sort the list asks for: a chosen one from the address, else nearest first when searching
 * near a place (the API's own default then), else newest.
 */
export function listSort(params: URLSearchParams, near: NearFilter | undefined): SearchSort {
  const raw = params.get('sort');
  const chosen = raw ? readSort(raw) : undefined;
  if (chosen) return chosen;
  return near ? 'DISTANCE' : 'NEWEST';
}

/**
 * The whole /find-rooms address: the filters, a sort other than the default (nearest first with a
 * place, else newest) and the map's part.
 */
export function findRoomsParams(
  filters: RoomFilters,
  sort: SearchSort | null,
  map: MapSearch,
): URLSearchParams {
  const params = roomFiltersToParams({ ...filters, sort: DEFAULT_SORT });
  const fallback = map.near ? 'DISTANCE' : 'NEWEST';
  // Distance means nothing without a place (the API refuses it): the place's removal ends it.
  if (sort && sort !== fallback && (sort !== 'DISTANCE' || map.near)) params.set('sort', sort);
  return writeMapSearch(params, map);
}

/** `?…` for a link, commas left readable (`bbox=77.6,12.9,…`); '' when there is nothing. */
export function linkSearch(params: URLSearchParams): string {
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

const KM_PER_DEGREE = 111.32;

/** Where the map looks first: the searched box, else the circle around the place, else the city. */
export function mapFrame(
  map: MapSearch,
  city: City | undefined,
  radiusKm: number,
): BboxFilter | null {
  if (map.bbox) return map.bbox;
  if (map.near) {
    const dLat = radiusKm / KM_PER_DEGREE;
    const dLng =
      radiusKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos((map.near.lat * Math.PI) / 180)));
    return {
      west: map.near.lng - dLng,
      south: map.near.lat - dLat,
      east: map.near.lng + dLng,
      north: map.near.lat + dLat,
    };
  }
  if (city) {
    const [west, south, east, north] = CITY_BOUNDS[city];
    return { west, south, east, north };
  }
  return null;
}

/** The view shown: the chosen one, Split on wide screens by default; phones have no Split. */
export function shownView(chosen: ResultsView | undefined, wide: boolean): ResultsView {
  const view = chosen ?? (wide ? 'split' : 'list');
  return !wide && view === 'split' ? 'list' : view;
}

/** "2.3 km", one decimal as the API rounds it; "< 0.1 km" at the place itself, never "0.0 km". */
export function formatKm(km: number): string {
  return km < 0.05 ? '< 0.1 km' : `${km.toFixed(1)} km`;
}
