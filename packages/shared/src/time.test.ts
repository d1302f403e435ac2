import { describe, expect, it } from 'vitest';
import hi from './i18n/catalogs/hi.json';
import {
  addDays,
  daysFromToday,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatIndiaDateTime,
  formatMomentInWords,
  formatTime,
  indiaDay,
  setDateNames,
  startOfIndiaDay,
  todayInIndia,
} from './time';

describe('dates in India', () => {
  it('turns the day at midnight IST, which is 18:30 UTC the day before', () => {
    expect(todayInIndia(new Date('2026-03-09T18:29:59.999Z'))).toBe('2026-03-09');
    expect(todayInIndia(new Date('2026-03-09T18:30:00Z'))).toBe('2026-03-10');
    expect(formatDate('2026-03-09T18:30:00Z')).toBe('10-03-2026');
    expect(formatTime('2026-03-09T18:30:00Z')).toBe('00:00');
    expect(formatTime('2026-03-09T18:29:00Z')).toBe('23:59');
  });

  it('reads the same whatever the time zone of the machine, as a prerendered page must', () => {
    // 05:30 UTC on 31 Dec is 11:00 IST, and 20:00 UTC is 01:30 on 1 Jan in India.
    expect(formatDateTime(new Date(Date.UTC(2024, 11, 31, 5, 30)))).toBe('31-12-2024 11:00');
    expect(formatDateTime(Date.UTC(2024, 11, 31, 20, 0))).toBe('01-01-2025 01:30');
    expect(indiaDay('2024-12-31T20:00:00.000Z')).toBe('2025-01-01');
  });

  it('writes a bare calendar day as it is, never shifted by a time zone', () => {
    expect(formatDate('2025-10-20')).toBe('20-10-2025');
    expect(formatDayMonth('2025-10-01')).toBe('1 Oct');
    expect(indiaDay('2025-10-20')).toBe('2025-10-20');
  });

  it('returns empty text for what is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatTime('nope')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(indiaDay('nope')).toBe('');
  });

  it('writes a short day and a moment in words on India’s clock', () => {
    expect(formatDayMonth('2026-11-11T18:45:00Z')).toBe('12 Nov');
    expect(formatMomentInWords('2026-12-01T04:30:00Z')).toBe('1 Dec 2026, 10:00 am');
    expect(formatMomentInWords('2026-12-01T18:30:00Z')).toBe('2 Dec 2026, 12:00 am');
    expect(formatMomentInWords('2026-12-01T06:45:00Z')).toBe('1 Dec 2026, 12:15 pm');
  });

  it('counts days across month and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysFromToday(30, new Date('2026-01-31T19:00:00Z'))).toBe('2026-03-03');
  });

  it('starts an Indian day at 18:30 UTC the day before', () => {
    expect(startOfIndiaDay('2026-03-10').toISOString()).toBe('2026-03-09T18:30:00.000Z');
  });
});

describe('dates in both languages', () => {
  // 18:30 UTC is midnight in India: the next calendar day there.
  const midnight = '2026-11-27T18:30:00Z';

  it("writes a language's names once its catalog has given them, English ones before", () => {
    expect(formatDayMonth(midnight, 'hi')).toBe('28 Nov');
    setDateNames('hi', hi.dates);
    expect(formatDayMonth(midnight, 'hi')).toBe('28 नव॰');
  });

  it('names the day India is on at midnight IST, in English and in Hindi', () => {
    setDateNames('hi', hi.dates);
    expect(formatDayMonth(midnight)).toBe('28 Nov');
    expect(formatDayMonth(midnight, 'hi')).toBe('28 नव॰');
    expect(formatIndiaDateTime(midnight)).toBe('Sat 28 Nov, 00:00');
    expect(formatIndiaDateTime(midnight, 'hi')).toBe('शनि 28 नव॰, 00:00');
    expect(formatMomentInWords(midnight, 'hi')).toBe('28 नव॰ 2026, 12:00 am');
    // A minute earlier is still the 27th in India.
    expect(formatDayMonth('2026-11-27T18:29:00Z', 'hi')).toBe('27 नव॰');
  });

  it('writes every month in Hindi as hi-IN does', () => {
    setDateNames('hi', hi.dates);
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, '0')}-15`;
      const intl = new Intl.DateTimeFormat('hi-IN', {
        day: 'numeric',
        month: 'short',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(`${day}T12:00:00+05:30`));
      expect(formatDayMonth(day, 'hi')).toBe(intl);
    }
  });
});
