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

const actionOf = (r: AdminListingRow, label: string) =>
  listingActions(r).find((a) => a.label === label);
const changeOf = (r: AdminListingRow, label: string) => actionOf(r, label)?.update?.change;

describe('listingActions', () => {
  it('sends only the toggled flag, never the status this tab last saw', () => {
    const suspended = row({ status: 'SUSPENDED' });
    expect(changeOf(suspended, 'Feature')).toEqual({ featured: true });
  });

  it('verifies through the checklist and unverifies through its own route, never a PATCH', () => {
    expect(actionOf(row({}), 'Mark verified')).toMatchObject({ verification: 'verify' });
    expect(changeOf(row({}), 'Mark verified')).toBeUndefined();
    const verified = row({ verified: true });
    expect(actionOf(verified, 'Remove verified')).toMatchObject({ verification: 'unverify' });
    expect(changeOf(verified, 'Remove verified')).toBeUndefined();
  });

  it('sends only the status for a status action', () => {
    expect(changeOf(row({}), 'Suspend')).toEqual({ status: 'SUSPENDED' });
  });
});
