import type { AdminListingRow } from '@roomsetu/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListingActions, listingActions } from './listing-actions';

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

describe('ListingActions', () => {
  const show = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ListingActions row={row({})} />
      </QueryClientProvider>,
    );
  const box = (top: number): DOMRect => ({
    top,
    bottom: top + 32,
    left: 900,
    right: 980,
    width: 80,
    height: 32,
    x: 900,
    y: top,
    toJSON: () => ({}),
  });

  it('stays open and follows its button when the page scrolls, and closes once it is off screen', async () => {
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(box(300));
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Lake view studio' }));
    const menu = screen.getByRole('menu');
    expect(menu.style.top).toBe('336px');
    rect.mockReturnValue(box(200));
    fireEvent.scroll(window);
    expect(screen.getByRole('menu').style.top).toBe('236px');
    rect.mockReturnValue(box(-100));
    fireEvent.scroll(window);
    expect(screen.queryByRole('menu')).toBeNull();
    rect.mockRestore();
  });
});
