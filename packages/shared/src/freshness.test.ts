import { describe, expect, it } from 'vitest';
import { availabilityLine, confirmedAgo, daysSinceConfirmed } from './freshness';

// 10:00 in India on 20 Nov 2026.
const now = new Date('2026-11-20T04:30:00Z');

describe('confirmedAgo', () => {
  it('says today for a confirmation earlier the same day in India', () => {
    expect(confirmedAgo('2026-11-19T18:31:00Z', now)).toBe('confirmed today');
  });

  it('says yesterday across midnight in India, even a few hours ago', () => {
    expect(confirmedAgo('2026-11-19T18:29:00Z', now)).toBe('confirmed yesterday');
  });

  it('counts calendar days beyond that', () => {
    expect(confirmedAgo(new Date('2026-11-17T04:30:00Z'), now)).toBe('confirmed 3 days ago');
    expect(daysSinceConfirmed('2026-11-06T04:30:00Z', now)).toBe(14);
  });

  it('never says a negative number of days for a clock slightly ahead', () => {
    expect(confirmedAgo('2026-11-21T04:30:00Z', now)).toBe('confirmed today');
  });

  it('builds the card line', () => {
    expect(availabilityLine('2026-11-17T04:30:00Z', now)).toBe('Available — confirmed 3 days ago');
    expect(availabilityLine('2026-11-17T04:30:00Z', now, '2026-11-20')).toBe(
      'Available — confirmed 3 days ago',
    );
  });

  it('does not call a room available before its date, only confirmed', () => {
    expect(availabilityLine('2026-11-17T04:30:00Z', now, '2026-12-12')).toBe(
      'Confirmed 3 days ago',
    );
  });
});
