import { describe, expect, it } from 'vitest';
import { exclusionMessage, findExclusionPhrase } from './fair-housing';

describe('findExclusionPhrase', () => {
  it.each([
    ['No Muslims please', 'No Muslims'],
    ['Brahmins only', 'Brahmins only'],
    ['Jains only. Vegetarian kitchen.', 'Jains only'],
    ['Flat for only Hindus', 'only Hindus'],
    ['no Christians', 'no Christians'],
    ['Marwaris only', 'Marwaris only'],
    ['NO SC/ST', 'NO SC/ST'],
    ['no SC', 'no SC'],
    ['SC ST not allowed', 'SC ST not allowed'],
    ['Jain families only', 'Jain families only'],
    ['only for Jains', 'only for Jains'],
    ['Muslims not allowed', 'Muslims not allowed'],
    ['no non-Hindus', 'no non-Hindus'],
    ['Brahmin family preferred', 'Brahmin family preferred'],
    ['Not for Muslims', 'Not for Muslims'],
    ['no north-east people', 'no north-east people'],
    ['Biharis not allowed', 'Biharis not allowed'],
    ['मुस्लिम नहीं', 'मुस्लिम नहीं'],
    ['केवल ब्राह्मण', 'केवल ब्राह्मण'],
    ['सिर्फ जैन परिवार के लिए', 'सिर्फ जैन'],
    ['ब्राह्मण ही', 'ब्राह्मण ही'],
    ['मुसलमानों को नहीं', 'मुसलमानों को नहीं'],
    ['sirf Jain', 'sirf Jain'],
    ['sirf Jain log', 'sirf Jain'],
    ['Muslim nahi chalega', 'Muslim nahi chalega'],
    ['kewal Hindu', 'kewal Hindu'],
    ['Hindu log hi', 'Hindu log hi'],
  ])('finds %j', (text, phrase) => {
    expect(findExclusionPhrase(text)).toBe(phrase);
  });

  it.each([
    'Veg only',
    'Vegetarians only',
    'Pure veg only, no non-veg cooking',
    'No smoking',
    'No smoking inside, no loud music after 10 PM',
    'Jain food available nearby',
    'Near Jain temple',
    'Only Jain food in the kitchen',
    'sirf Jain khana',
    'Family only',
    'Bachelors only',
    'Girls only',
    'Working women only',
    'Students only',
    'No pets',
    'Walk to Christian Medical College',
    'Main St not far from the metro',
    'Only north-east facing rooms',
    'Only South Indian food served in the mess',
    'जैन मंदिर के पास',
    'केवल शाकाहारी',
    'धूम्रपान नहीं',
    '2 BHK in Hindu Colony, Dadar',
    'Hindustan Park, 1st floor',
    'Gurudwara and church within 1 km',
  ])('lets %j through', (text) => {
    expect(findExclusionPhrase(text)).toBeNull();
  });

  it('quotes the phrase in the refusal', () => {
    expect(exclusionMessage('Brahmins only')).toBe(
      'Listings cannot exclude people by religion, caste or community: remove “Brahmins only”.',
    );
  });
});
