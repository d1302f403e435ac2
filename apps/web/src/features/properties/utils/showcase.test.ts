import { describe, expect, it } from 'vitest';
import { cardPhoto, rotate, showcaseStatus } from './showcase';

describe('showcaseStatus', () => {
  it('says Available once the available-from date has come', () => {
    expect(showcaseStatus({ availableFrom: '2025-01-10', verified: false }, '2025-01-11')).toBe(
      'Available',
    );
    expect(showcaseStatus({ availableFrom: '2025-01-10', verified: true }, '2025-01-10')).toBe(
      'Available',
    );
  });

  it('says Verified for a verified listing not yet available', () => {
    expect(showcaseStatus({ availableFrom: '2025-02-01', verified: true }, '2025-01-11')).toBe(
      'Verified',
    );
  });

  it('shows no label for an unverified listing not yet available', () => {
    expect(showcaseStatus({ availableFrom: '2025-02-01', verified: false }, '2025-01-11')).toBe(
      null,
    );
  });
});

describe('cardPhoto', () => {
  const photo = (id: number, isPrimary: boolean, cardUrl: string | null = `/c${id}.webp`) => ({
    id,
    url: `/p${id}.webp`,
    cardUrl,
    altText: `photo ${id}`,
    isPrimary,
  });

  it('uses the primary photo card size', () => {
    expect(cardPhoto([photo(1, false), photo(2, true)])).toEqual({
      src: '/c2.webp',
      alt: 'photo 2',
    });
  });

  it('falls back to the first photo, then to its full size, then to nothing', () => {
    expect(cardPhoto([photo(1, false), photo(2, false)])?.src).toBe('/c1.webp');
    expect(cardPhoto([photo(3, false, null)])?.src).toBe('/p3.webp');
    expect(cardPhoto([])).toBeNull();
    expect(cardPhoto(undefined)).toBeNull();
  });
});

describe('rotate', () => {
  it('moves every item one position per step and wraps around', () => {
    expect(rotate([1, 2, 3, 4], 1)).toEqual([2, 3, 4, 1]);
    expect(rotate([1, 2, 3, 4], 4)).toEqual([1, 2, 3, 4]);
    expect(rotate([1, 2, 3, 4], 6)).toEqual([3, 4, 1, 2]);
    expect(rotate([], 3)).toEqual([]);
  });
});
