import { render, screen, within } from '@testing-library/react';
import { VERIFICATION_BADGE_TITLES } from '@roomsetu/shared';
import { describe, expect, it } from 'vitest';
import { ListingVerifiedBadge } from './listing-verified-badge';
import { VerificationBadges } from './verification-badges';

describe('VerificationBadges', () => {
  it('shows one badge per rung reached, each titled with what was checked', () => {
    render(<VerificationBadges verifications={{ email: true, phone: true, id: false }} />);
    const list = screen.getByRole('list', { name: 'Verifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['E-mail verified', 'Phone verified']);
    expect(items[0]!.getAttribute('title')).toBe(VERIFICATION_BADGE_TITLES.email);
    expect(items[1]!.getAttribute('title')).toBe(VERIFICATION_BADGE_TITLES.phone);
    expect(screen.queryByText('ID')).toBeNull();
  });

  it('shows the missing rungs as not verified when asked', () => {
    render(
      <VerificationBadges showMissing verifications={{ email: true, phone: false, id: false }} />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'E-mail verified',
      'Phone not verified',
      'ID not verified',
    ]);
    expect(items[2]!.getAttribute('title')).toBe('ID not verified yet');
  });

  it('renders nothing when no rung is reached', () => {
    const { container } = render(
      <VerificationBadges verifications={{ email: false, phone: false, id: false }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('ListingVerifiedBadge', () => {
  it('says who verified the listing and when, in Indian short date form', () => {
    render(<ListingVerifiedBadge verifiedAt="2026-11-12T06:00:00.000Z" />);
    const badge = screen.getByText('Verified by RoomSetu on 12 Nov');
    expect(badge.getAttribute('title')).toMatch(/photos look real/);
  });

  it('shows nothing for a listing nobody verified', () => {
    const { container } = render(<ListingVerifiedBadge verifiedAt={null} />);
    expect(container.innerHTML).toBe('');
  });
});
