import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';

function desktop() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: true,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const GROUP = {
  targetType: 'LISTING',
  targetId: 42,
  summary: 'Sunny room near the metro',
  subjectUserId: 7,
  listingStatus: 'ACTIVE',
  suspendedUntil: null,
  count: 2,
  reasons: ['ADVANCE_PAYMENT', 'BROKER'],
  latestAt: '2026-11-20T09:30:00.000Z',
  reports: [
    {
      id: 1,
      reason: 'ADVANCE_PAYMENT',
      details: 'Asked for 5,000 by UPI before a visit',
      status: 'OPEN',
      resolution: null,
      reporter: {
        id: 3,
        name: 'Ravi Kumar',
        accountAgeDays: 0,
        emailVerified: true,
        phoneVerified: false,
        sharesNetwork: true,
        aliasPattern: true,
      },
      createdAt: '2026-11-20T09:30:00.000Z',
    },
    {
      id: 2,
      reason: 'BROKER',
      details: '',
      status: 'OPEN',
      resolution: null,
      reporter: {
        id: 4,
        name: 'Neha Shah',
        accountAgeDays: 412,
        emailVerified: true,
        phoneVerified: true,
        sharesNetwork: false,
        aliasPattern: false,
      },
      createdAt: '2026-11-19T09:30:00.000Z',
    },
  ],
};

describe('Admin reports queue', () => {
  it('shows reported targets grouped with counts and reasons, and sends the chosen action', async () => {
    signInAs('ADMIN');
    desktop();
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        if (url.includes('/action')) {
          return jsonResponse({
            success: true,
            data: { targetType: 'LISTING', targetId: 42, action: 'HIDE_LISTING', closedReports: 2 },
          });
        }
        return jsonResponse({
          success: true,
          data: [GROUP],
          pagination: { page: 1, limit: 20, total: 1, pages: 1 },
        });
      }),
    );
    const { user } = renderRoute('/admin?tab=reports&reason=BROKER');
    const card = (await screen.findByText('Sunny room near the metro')).closest('li')!;
    expect(within(card).getByLabelText('2 reports')).toBeTruthy();
    expect(within(card).getByText('Asked for money before a visit')).toBeTruthy();
    expect(calls[0]!.url).toContain('/api/admin/reports?status=OPEN&reason=BROKER');
    // How cheap each reporter was, with the signs of one person behind several reports.
    const [fresh, seasoned] = within(card).getAllByText(/^Account /);
    expect(fresh!.textContent).toBe(
      'Account new today · e-mail confirmed · phone not confirmed' +
        'same network as another reporter' +
        'address looks like another reporter’s',
    );
    expect(seasoned!.textContent).toBe('Account 412 days old · e-mail confirmed · phone confirmed');

    await user.selectOptions(within(card).getByLabelText('Action'), 'HIDE_LISTING');
    await user.click(within(card).getByRole('button', { name: 'Hide listing' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Please give a reason');

    await user.type(within(card).getByLabelText(/Reason/), 'Scam');
    await user.click(within(card).getByRole('button', { name: 'Hide listing' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('/action'))).toBe(true));
    const sent = calls.find((c) => c.url.includes('/action'))!;
    expect(sent.url).toContain('/api/admin/reports/LISTING/42/action');
    expect(JSON.parse(String(sent.init?.body))).toEqual({ action: 'HIDE_LISTING', reason: 'Scam' });
  });

  it('asks for the suspension length when suspending', async () => {
    signInAs('ADMIN');
    desktop();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          success: true,
          data: [GROUP],
          pagination: { page: 1, limit: 20, total: 1, pages: 1 },
        }),
      ),
    );
    const { user } = renderRoute('/admin?tab=reports');
    const card = (await screen.findByText('Sunny room near the metro')).closest('li')!;
    expect(within(card).queryByLabelText('Suspend for')).toBeNull();
    await user.selectOptions(within(card).getByLabelText('Action'), 'SUSPEND_USER');
    const length = within(card).getByLabelText('Suspend for');
    expect(
      within(length)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 day', '7 days', '30 days', 'Permanently']);
  });

  it('links a reported tenancy to its record, and a listing to none', async () => {
    signInAs('ADMIN');
    desktop();
    const tenancy = {
      ...GROUP,
      targetType: 'TENANCY',
      targetId: 9,
      summary: 'Tenancy of Sunny 1BHK',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          success: true,
          data: [tenancy, GROUP],
          pagination: { page: 1, limit: 20, total: 2, pages: 1 },
        }),
      ),
    );
    renderRoute('/admin?tab=reports');
    const card = (await screen.findByText('Tenancy of Sunny 1BHK')).closest('li')!;
    const link = within(card).getByRole('link', { name: /Open the tenancy's record/ });
    expect(link.getAttribute('href')).toBe('/profile?tab=tenancies&tenancy=9');
    const listing = screen.getByText('Sunny room near the metro').closest('li')!;
    expect(within(listing).queryByRole('link', { name: /tenancy/ })).toBeNull();
  });
});
