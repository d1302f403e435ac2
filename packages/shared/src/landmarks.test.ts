import { describe, expect, it } from 'vitest';
import { CITIES, CITY_VALUES } from './cities';
import { CITY_BOUNDS, insideBbox, LANDMARK_CATEGORIES, LANDMARKS } from './landmarks';

describe('landmarks', () => {
  it.each(CITY_VALUES)('gives %s at least 12 landmarks with unique names', (city) => {
    const names = LANDMARKS[city].map((l) => l.name.toLowerCase());
    expect(names.length).toBeGreaterThanOrEqual(12);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(CITY_VALUES)("places every %s landmark inside that city's area", (city) => {
    const outside = LANDMARKS[city].filter((l) => !insideBbox(CITY_BOUNDS[city], l.lat, l.lng));
    expect(outside).toEqual([]);
  });

  it('keeps every city centre inside its own area and no area overlapping another', () => {
    for (const c of CITIES)
      expect(insideBbox(CITY_BOUNDS[c.value], c.latitude, c.longitude)).toBe(true);
    for (const a of CITY_VALUES)
      for (const b of CITY_VALUES) {
        if (a === b) continue;
        const [w1, s1, e1, n1] = CITY_BOUNDS[a];
        const [w2, s2, e2, n2] = CITY_BOUNDS[b];
        expect(w1 > e2 || w2 > e1 || s1 > n2 || s2 > n1, `${a} overlaps ${b}`).toBe(true);
      }
  });

  it('writes coordinates with at most 4 decimals and a known category', () => {
    for (const list of Object.values(LANDMARKS))
      for (const l of list) {
        expect(Math.round(l.lat * 1e4) / 1e4).toBe(l.lat);
        expect(Math.round(l.lng * 1e4) / 1e4).toBe(l.lng);
        expect(LANDMARK_CATEGORIES).toContain(l.category);
      }
  });
});
