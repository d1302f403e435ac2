import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatIndianNumber,
  formatRupees,
  formatRupeesShort,
  formatTime,
  todayIso,
} from './format';

describe('formatRupees', () => {
  it('writes rupees with the rupee sign and no paise', () => {
    expect(formatRupees(12500)).toBe('₹12,500');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('groups digits the Indian way (lakh, crore)', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it('rounds fractions and treats non-numbers as zero', () => {
    expect(formatRupees(4999.6)).toBe('₹5,000');
    expect(formatRupees(Number.NaN)).toBe('₹0');
  });

  it('writes a negative amount as Intl does', () => {
    expect(formatRupees(-125000)).toBe('-₹1,25,000');
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

describe('formatDate', () => {
  it('writes a local date as DD-MM-YYYY', () => {
    expect(formatDate(new Date(2025, 0, 5, 23, 59))).toBe('05-01-2025');
  });

  it('reorders a date-only string without shifting the day', () => {
    expect(formatDate('2025-10-20')).toBe('20-10-2025');
  });

  it('accepts timestamps and returns empty text for invalid input', () => {
    expect(formatDate(new Date(2024, 11, 31).getTime())).toBe('31-12-2024');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatTime', () => {
  it('writes HH:MM on a 24-hour clock', () => {
    expect(formatTime(new Date(2025, 0, 5, 9, 7))).toBe('09:07');
    expect(formatTime(new Date(2025, 0, 5, 21, 30))).toBe('21:30');
    expect(formatTime(new Date(2025, 0, 5, 0, 0))).toBe('00:00');
  });

  it('returns empty text for invalid input', () => {
    expect(formatTime('nope')).toBe('');
  });
});

describe('todayIso', () => {
  it('gives the local calendar date', () => {
    expect(todayIso(new Date(2025, 2, 9, 23, 0))).toBe('2025-03-09');
  });
});
