import { describe, expect, it } from 'vitest';
import { auditActionName, auditChanges } from './audit-entry';

describe('audit log entries', () => {
  it('lists only the fields that changed', () => {
    expect(
      auditChanges({
        before: { userId: 10, status: 'ACTIVE' },
        after: { userId: 10, status: 'SUSPENDED' },
      }),
    ).toEqual([{ field: 'status', before: 'ACTIVE', after: 'SUSPENDED' }]);
  });

  it('writes dates in one format, India’s time', () => {
    expect(
      auditChanges({
        before: { suspendedUntil: null, availableFrom: '2026-12-01' },
        after: { suspendedUntil: '2026-12-01T04:30:00.000Z', availableFrom: '2026-12-05' },
      }),
    ).toEqual([
      { field: 'suspendedUntil', before: '—', after: '01-12-2026 10:00' },
      { field: 'availableFrom', before: '01-12-2026', after: '05-12-2026' },
    ]);
  });

  it('names actions in words', () => {
    expect(auditActionName('listing.hide')).toBe('Listing hidden');
    expect(auditActionName('verification.reject')).toBe('ID rejected');
    expect(auditActionName('something.new_thing')).toBe('Something new thing');
  });
});
