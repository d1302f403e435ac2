import { describe, expect, it } from 'vitest';
import { hasDevanagari, latinPlaceNames } from './place-names-hi';

describe('Hindi place names', () => {
  it('gives the Latin names of the places a Devanagari query starts, cities first', () => {
    expect(latinPlaceNames('कोरमंगला')).toEqual(['Koramangala']);
    expect(latinPlaceNames('कोरम')).toEqual(['Koramangala']);
    expect(latinPlaceNames('दिल्ली')).toEqual(['Delhi']);
    expect(latinPlaceNames('नई')).toEqual(['New Delhi']);
    expect(latinPlaceNames('बेंगलुरु')).toEqual(['Bengaluru']);
  });

  it('matches a word inside a name, as the Latin search does, and leaves out what is found already', () => {
    expect(latinPlaceNames('प्लेस')).toEqual(['Connaught Place', 'Nehru Place']);
    // "Delhi" finds IIT Delhi by its word: the second name adds nothing.
    expect(latinPlaceNames('दिल्ली', 10)).toEqual(['Delhi']);
  });

  it('reads the nukta, chandrabindu and hyphen as typed either way', () => {
    expect(latinPlaceNames('हौज खास')).toEqual(['Hauz Khas']);
    expect(latinPlaceNames('गुडगाँव')).toEqual(['Gurugram']);
    expect(latinPlaceNames('सी स्कीम')).toEqual(['C-Scheme']);
    expect(latinPlaceNames('सी-स्कीम')).toEqual(['C-Scheme']);
    expect(latinPlaceNames('व्हाइटफील्ड')).toEqual(['Whitefield']);
  });

  it('lists a place once whatever its spellings, and at most the limit', () => {
    expect(latinPlaceNames('बं')).toEqual(['Mumbai', 'Bangalore', 'Banjara Hills']);
    expect(latinPlaceNames('ब', 2)).toHaveLength(2);
  });

  it('finds nothing for a word it does not know, or for blanks', () => {
    expect(latinPlaceNames('ज़ज़ज़')).toEqual([]);
    expect(latinPlaceNames('   ')).toEqual([]);
  });

  it('tells Devanagari from Latin text', () => {
    expect(hasDevanagari('कोरमंगला')).toBe(true);
    expect(hasDevanagari('Koramangala 2')).toBe(false);
  });
});
