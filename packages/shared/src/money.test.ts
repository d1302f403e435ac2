import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatRupees, formatRupeesShort } from './money';

describe('formatRupees', () => {
  it('writes ₹0, and no paise', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(4999.6)).toBe('₹5,000');
  });

  it('groups digits the Indian way up to a crore', () => {
    expect(formatRupees(12500)).toBe('₹12,500');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(10_000_000)).toBe('₹1,00,00,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it('treats non-numbers as zero and writes a negative amount as Intl does', () => {
    expect(formatRupees(Number.NaN)).toBe('₹0');
    expect(formatRupees(-125000)).toBe('-₹1,25,000');
  });

  it('matches the Intl rupee currency format a mail used to use', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    for (const n of [0, 7, 999, 1000, 15_000, 100_000, 10_000_000, 123_456_789]) {
      expect(formatRupees(n)).toBe(intl.format(n));
    }
  });
});

describe('formatIndianNumber', () => {
  it("writes every number as toLocaleString('en-IN') does", () => {
    const samples = [0, 7, 42, 999, 1000, 12_345, 99_999, 100_000, 1_234_567, 98_765_432, 1e12];
    for (const n of [...samples, ...samples.map((s) => -s - 1)]) {
      expect(formatIndianNumber(n)).toBe(n.toLocaleString('en-IN'));
    }
  });

  it('rounds to whole numbers and treats non-numbers as zero', () => {
    expect(formatIndianNumber(1234.5)).toBe('1,235');
    expect(formatIndianNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatRupeesShort', () => {
  it('writes a map pill in thousands or lakhs', () => {
    expect(
      [950, 1000, 12_500, 12_040, 99_940, 99_950, 150_000, 1_000_000].map(formatRupeesShort),
    ).toEqual(['₹950', '₹1k', '₹12.5k', '₹12k', '₹99.9k', '₹1L', '₹1.5L', '₹10L']);
  });
});

describe('money at the edges, the same in every language', () => {
  it('writes ₹0 and a crore with Indian grouping, as en-IN and hi-IN do', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(1_00_00_000)).toBe('₹1,00,00,000');
    for (const locale of ['en-IN', 'hi-IN']) {
      expect(formatIndianNumber(1_00_00_000)).toBe((1_00_00_000).toLocaleString(locale));
      expect(formatIndianNumber(1_25_000)).toBe((1_25_000).toLocaleString(locale));
    }
  });
});
