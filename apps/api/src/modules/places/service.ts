import {
  allLandmarks,
  LANDMARKS,
  MAX_PLACE_SUGGESTIONS,
  type PlaceSearchQuery,
  type PlaceSuggestion,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { matchPlaces } from './repository';

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

/**
 * Where people want to live: the city's landmarks and the localities of live listings. A locality
 * spelled like a landmark of the same city shows once, as the landmark (its point is curated).
 */
export async function suggestPlaces(
  ctx: AppContext,
  { q, city }: PlaceSearchQuery,
): Promise<PlaceSuggestion[]> {
  const landmarks = city ? LANDMARKS[city].map((l) => ({ ...l, city })) : allLandmarks();
  // Twice the room, so dropping duplicates still leaves a full list.
  const rows = await matchPlaces(ctx.database.db, q, city, landmarks, MAX_PLACE_SUGGESTIONS * 2);
  const landmarkNames = new Set(
    rows.filter((r) => r.kind === 'LANDMARK').map((r) => `${r.city}:${r.name.toLowerCase()}`),
  );
  const places: PlaceSuggestion[] = [];
  for (const r of rows) {
    if (r.kind === 'LOCALITY' && landmarkNames.has(`${r.city}:${r.name.toLowerCase()}`)) continue;
    places.push({
      kind: r.kind,
      name: r.name,
      city: r.city,
      lat: round4(r.lat),
      lng: round4(r.lng),
    });
  }
  return places.slice(0, MAX_PLACE_SUGGESTIONS);
}
