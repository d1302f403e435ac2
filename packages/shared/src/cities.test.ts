import { describe, expect, it } from 'vitest';
import { CITIES, getCity, normalizeCity } from './cities';

describe('cities', () => {
  it('offers the seven launch cities, all in India', () => {
    expect(CITIES.map((c) => c.value)).toEqual([
      'delhi',
      'mumbai',
      'bengaluru',
      'jaipur',
      'pune',
      'ahmedabad',
      'hyderabad',
    ]);
    expect(CITIES.every((c) => c.country === 'India')).toBe(true);
  });

  it('maps bangalore to bengaluru and refuses foreign cities', () => {
    expect(normalizeCity('bangalore')).toBe('bengaluru');
    expect(normalizeCity('new-york')).toBeNull();
    expect(normalizeCity('chicago')).toBeNull();
    expect(getCity('mumbai')?.state).toBe('Maharashtra');
  });

  it('knows no city by the names of Object.prototype', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(normalizeCity(name)).toBeNull();
      expect(getCity(name)).toBeUndefined();
    }
  });
});
