import {
  allLandmarks,
  hasDevanagari,
  LANDMARKS,
  latinPlaceNames,
  MAX_PLACE_SUGGESTIONS,
  type PlaceSearchQuery,
  type PlaceSuggestion,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { matchPlaces, type PlaceRow } from './repository';

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

/**
 * Where people want to live: the city's landmarks and the localities of live listings. A locality
 * spelled like a landmark of the same city shows once, as the landmark (its point is curated). A
 * query in Devanagari finds the places whose Hindi name it starts (shared place-names-hi.ts).
 */
export async function suggestPlaces(
  ctx: AppContext,
  { q, city }: PlaceSearchQuery,
): Promise<PlaceSuggestion[]> {
  const landmarks = city ? LANDMARKS[city].map((l) => ({ ...l, city })) : allLandmarks();
  // Typed in Hindi: searched under the Latin names of the places it names (कोरमंगला: Koramangala).
  const terms = hasDevanagari(q) ? latinPlaceNames(q) : [q];
  // Twice the room, so dropping duplicates still leaves a full list.
  const found: PlaceRow[] = [];
  for (const term of terms) {
    found.push(
      ...(await matchPlaces(ctx.database.db, term, city, landmarks, MAX_PLACE_SUGGESTIONS * 2)),
    );
  }
  const seen = new Set<string>();
  const rows = found.filter((r) => {
    const key = `${r.kind}:${r.city}:${r.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
