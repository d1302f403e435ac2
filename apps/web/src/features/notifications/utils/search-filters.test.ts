import hi from '@roomsetu/shared/catalogs/hi.json';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { searchName } from './search-filters';

describe('searchName', () => {
  it('names a search in English, and in Hindi with the words in Hindi order', () => {
    const filters = { city: 'bengaluru', propertyType: 'PG', maxRent: 15000 } as const;
    const en = i18n.getFixedT<['notifications', 'enums']>('en', ['notifications', 'enums']);
    expect(searchName(en, filters)).toBe('PG in Bengaluru under ₹15,000');
    expect(searchName(en, { near: '12.9,77.6' }, 'Koramangala')).toBe('Rooms near Koramangala');

    i18n.addResourceBundle('hi', 'notifications', hi.notifications);
    i18n.addResourceBundle('hi', 'enums', hi.enums);
    const hindi = i18n.getFixedT<['notifications', 'enums']>('hi', ['notifications', 'enums']);
    expect(searchName(hindi, filters)).toBe('Bengaluru में PG, ₹15,000 से कम');
    expect(searchName(hindi, { near: '12.9,77.6' }, 'Koramangala')).toBe('Koramangala के पास कमरे');
  });
});
