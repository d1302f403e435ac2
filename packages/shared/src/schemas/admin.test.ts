import { describe, expect, it } from 'vitest';
import {
  adminContactsQuery,
  adminContactUpdateInput,
  adminListingsQuery,
  adminListingUpdateInput,
  adminUsersQuery,
} from './admin';

describe('admin schemas', () => {
  it('reads the users query with defaults and case-insensitive values', () => {
    expect(
      adminUsersQuery.parse({ role: 'landlord', status: 'Verified', search: ' asha ' }),
    ).toEqual({
      search: 'asha',
      role: 'LANDLORD',
      status: 'verified',
      page: 1,
      limit: 20,
    });
    expect(adminUsersQuery.safeParse({ status: 'rejected' }).success).toBe(false);
  });

  it('reads the listings query', () => {
    expect(
      adminListingsQuery.parse({ status: 'pending', city: 'bangalore', page: '2' }),
    ).toMatchObject({
      status: 'PENDING',
      city: 'bengaluru',
      page: 2,
    });
  });

  it('allows only the moderation statuses on a listing', () => {
    expect(adminListingUpdateInput.parse({ status: 'SUSPENDED', featured: true })).toEqual({
      status: 'SUSPENDED',
      featured: true,
    });
    expect(adminListingUpdateInput.safeParse({ status: 'DELETED' }).success).toBe(false);
  });

  it('updates a contact message status, category or priority', () => {
    expect(adminContactUpdateInput.parse({ status: 'READ', priority: 'HIGH', role: 'x' })).toEqual({
      status: 'READ',
      priority: 'HIGH',
    });
    expect(adminContactUpdateInput.safeParse({ category: 'SPAM' }).success).toBe(false);
  });

  it('filters contact messages by status, category and type, any case', () => {
    expect(
      adminContactsQuery.parse({ status: 'unread', category: 'report', type: 'Report' }),
    ).toEqual({ status: 'UNREAD', category: 'REPORT', type: 'report', page: 1, limit: 20 });
    expect(adminContactsQuery.safeParse({ type: 'spam' }).success).toBe(false);
  });
});
