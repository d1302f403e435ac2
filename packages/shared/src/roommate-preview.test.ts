import { describe, expect, it } from 'vitest';
import { ageBandOf, budgetBandOf, guestRoommateFilters, previewName } from './roommate-preview';

describe('the roommate preview', () => {
  it.each([
    [17, null],
    [18, '18-24'],
    [24, '18-24'],
    [25, '25-29'],
    [39, '35-39'],
    [49, '40-49'],
    [50, '50+'],
    [null, null],
  ])('puts age %s in band %s', (age, band) => {
    expect(ageBandOf(age)).toBe(band);
  });

  it('takes the chosen price range, else the range the own amounts centre on', () => {
    expect(budgetBandOf({ budget: '20000-30000', budgetMin: 6000, budgetMax: 9000 })).toBe(
      '20000-30000',
    );
    expect(budgetBandOf({ budget: null, budgetMin: 6000, budgetMax: 9000 })).toBe('5000-10000');
    expect(budgetBandOf({ budget: null, budgetMin: null, budgetMax: 80000 })).toBe('50000-1000000');
    expect(budgetBandOf({ budget: null, budgetMin: null, budgetMax: null })).toBeNull();
  });

  it('names someone by first name and last initial', () => {
    expect(previewName('Sneha', 'kulkarni')).toBe('Sneha K.');
    expect(previewName('Sneha', '')).toBe('Sneha');
  });

  it('keeps only the filters a guest may use', () => {
    expect(
      guestRoommateFilters({ city: 'pune', foodPreference: ['JAIN'], smoking: true, page: 2 }),
    ).toEqual({ city: 'pune', page: 2 });
  });
});
