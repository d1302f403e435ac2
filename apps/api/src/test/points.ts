/** A point as answers carry it. */
export interface Point {
  lat: number;
  lng: number;
}

/** Every point in an answer: `latitude`/`longitude` and `lat`/`lng` pairs, wherever they sit. */
export function pointsIn(value: unknown, found: Point[] = []): Point[] {
  if (Array.isArray(value)) for (const v of value) pointsIn(v, found);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.latitude === 'number') found.push({ lat: o.latitude, lng: o.longitude as number });
    if (typeof o.lat === 'number') found.push({ lat: o.lat, lng: o.lng as number });
    for (const v of Object.values(o)) pointsIn(v, found);
  }
  return found;
}
