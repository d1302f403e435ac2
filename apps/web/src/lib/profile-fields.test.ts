import hi from '@roomsetu/shared/catalogs/hi.json';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { budgetLabel } from './profile-fields';

describe('a budget band', () => {
  it('says "up to" in the reader’s language; the amounts read the same in every language', () => {
    expect(budgetLabel('0-5000')).toBe('Up to ₹5k');
    expect(budgetLabel('5000-10000')).toBe('₹5k - ₹10k');
    expect(budgetLabel('50000-1000000')).toBe('₹50k+');
    i18n.addResourceBundle('hi', 'common', hi.common);
    const t = i18n.getFixedT('hi', ['common', 'enums']);
    expect(budgetLabel('0-5000', t)).toBe('₹5k तक');
    expect(budgetLabel('5000-10000', t)).toBe('₹5k - ₹10k');
  });

  it('shows a code it does not know as it came, and a dash for none', () => {
    expect(budgetLabel('1-2')).toBe('1-2');
    expect(budgetLabel(null)).toBe('-');
    expect(budgetLabel('')).toBe('-');
  });
});
