import { describe, expect, it } from 'vitest';
import { parseCron } from './cron';

describe('parseCron (IST)', () => {
  it('reads 08:00 as 08:00 in Kolkata (02:30 UTC)', () => {
    const cron = parseCron('0 8 * * *');
    expect(cron.matches(new Date('2026-11-23T02:30:00Z'))).toBe(true);
    expect(cron.matches(new Date('2026-11-23T08:00:00Z'))).toBe(false);
  });

  it('finds the latest tick at or before an instant', () => {
    const cron = parseCron('*/15 * * * *');
    expect(cron.latestSlot(new Date('2026-11-23T10:44:59Z'))?.toISOString()).toBe(
      '2026-11-23T10:30:00.000Z',
    );
    expect(cron.latestSlot(new Date('2026-11-23T10:45:00Z'))?.toISOString()).toBe(
      '2026-11-23T10:45:00.000Z',
    );
  });

  it('handles ranges, lists and weekdays (Sunday as 0 or 7) in IST', () => {
    const cron = parseCron('0 9-11,18 * * 7');
    // Sunday 22 Nov 2026, 10:00 IST.
    expect(cron.matches(new Date('2026-11-22T04:30:00Z'))).toBe(true);
    expect(cron.matches(new Date('2026-11-22T12:30:00Z'))).toBe(true);
    expect(cron.matches(new Date('2026-11-22T07:30:00Z'))).toBe(false);
    // Monday.
    expect(cron.matches(new Date('2026-11-23T04:30:00Z'))).toBe(false);
  });

  it.each(['* * * *', '60 * * * *', '*/0 * * * *', 'a * * * *', '5-1 * * * *'])(
    'refuses "%s"',
    (expr) => {
      expect(() => parseCron(expr)).toThrow(/Invalid cron/);
    },
  );
});
