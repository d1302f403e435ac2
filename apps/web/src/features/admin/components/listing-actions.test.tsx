import type { AdminListingRow } from '@roomsetu/shared';
import { describe, expect, it } from 'vitest';
import { listingActions } from './listing-actions';

const row = (over: Partial<AdminListingRow>): AdminListingRow => ({
  id: 7,
  title: 'Lake view studio',
  location: 'Indiranagar, Bengaluru',
  city: 'bengaluru',
  image: null,
  tags: [],
  beds: 1,
  type: 'APARTMENT',
  landlord: { id: 3, name: 'Kavya Rao', verified: true },
  rent: 21000,
  status: 'ACTIVE',
  reviewReason: null,
  verified: false,
  featured: false,
  views: 0,
  inquiries: 0,
  addedOn: '2025-10-20T09:30:00.000Z',
  ...over,
});

const changeOf = (r: AdminListingRow, label: string) =>
  listingActions(r).find((a) => a.label === label)?.update.change;

describe('listingActions', () => {
  it('sends only the toggled flag, never the status this tab last saw', () => {
    const suspended = row({ status: 'SUSPENDED' });
    expect(changeOf(suspended, 'Mark verified')).toEqual({ verified: true });
    expect(changeOf(suspended, 'Feature')).toEqual({ featured: true });
    expect(changeOf(row({ verified: true, featured: true }), 'Remove verified')).toEqual({
      verified: false,
    });
  });

  it('sends only the status for a status action', () => {
    expect(changeOf(row({}), 'Suspend')).toEqual({ status: 'SUSPENDED' });
  });
});
