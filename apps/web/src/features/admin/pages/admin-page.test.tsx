import { MESSAGES, VERIFICATION_BADGES } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';

function stubScreen(desktop: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: desktop,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const DASHBOARD = {
  users: {
    total: 21,
    byRole: { TENANT: 12, LANDLORD: 8, ADMIN: 1 },
    byVerification: { verified: 15, emailVerified: 4, notVerified: 2 },
    newLast7Days: 3,
  },
  listings: {
    total: 40,
    byStatus: { DRAFT: 0, ACTIVE: 35, INACTIVE: 1, PENDING: 3, SUSPENDED: 1 },
    newLast7Days: 5,
  },
  conversations: 9,
  messages: 57,
  openContactMessages: 2,
  openReports: 1,
  generatedAt: '2025-10-20T09:30:00.000Z',
};

describe('Admin console', () => {
  it('asks for a larger screen below 1024 px, with a link home, and loads nothing', async () => {
    signInAs('ADMIN');
    stubScreen(false);
    const fetchMock = vi.fn(async (_url: string) =>
      jsonResponse({ success: true, data: DASHBOARD }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/admin');
    expect(await screen.findByText(MESSAGES.adminSmallScreen)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/admin/'))).toBe(false);
  });

  it('shows the same message on the listings page', async () => {
    signInAs('ADMIN');
    stubScreen(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: true, data: [] })),
    );
    renderRoute('/admin-listing');
    expect(await screen.findByText(MESSAGES.adminSmallScreen)).toBeTruthy();
  });

  it('shows the live dashboard figures and the sidebar on a desktop', async () => {
    signInAs('ADMIN');
    stubScreen(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/admin/dashboard')
          ? jsonResponse({ success: true, data: DASHBOARD })
          : jsonResponse({ success: true, data: {} }),
      ),
    );
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(await screen.findByText('+3 in the last 7 days')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Listings', '/admin-listing'],
      ['Users', '/admin?tab=users'],
      ['Messages', '/admin?tab=messages'],
      ['Verifications', '/admin?tab=verifications'],
      ['Reports', '/admin?tab=reports'],
      ['Audit log', '/admin?tab=audit'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says when the users cannot be fetched', async () => {
    signInAs('ADMIN');
    stubScreen(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: false, error: 'boom' }, 500)),
    );
    renderRoute('/admin?tab=users');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.adminUsersFailed);
  });

  it('labels user verification with the same words on the dashboard and in the users list', async () => {
    signInAs('ADMIN');
    stubScreen(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/admin/dashboard')
          ? jsonResponse({ success: true, data: DASHBOARD })
          : jsonResponse({ success: true, data: {} }),
      ),
    );
    const { unmount } = renderRoute('/admin');
    const breakdown = (await screen.findByText('User verification')).parentElement!;
    const dashboardWords = within(breakdown)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(dashboardWords).toEqual([...VERIFICATION_BADGES]);
    unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          success: true,
          data: [],
          pagination: { page: 1, limit: 20, total: 0, pages: 0 },
        }),
      ),
    );
    renderRoute('/admin?tab=users');
    const filter = await screen.findByLabelText('Status');
    const words = within(filter)
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter((w) => w !== 'All');
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) expect(dashboardWords).toContain(word);
  });

  it('speaks Hindi when Hindi is chosen: title, sidebar and figures', async () => {
    i18n.addResourceBundle('hi', 'admin', hi.admin);
    await i18n.changeLanguage('hi');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    signInAs('ADMIN');
    stubScreen(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/admin/dashboard')
          ? jsonResponse({ success: true, data: DASHBOARD })
          : jsonResponse({ success: true, data: {} }),
      ),
    );
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'एडमिन डैशबोर्ड' })).toBeTruthy();
    expect(await screen.findByText('पिछले 7 दिनों में +3')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'एडमिन' });
    expect(within(nav).getByRole('link', { name: 'ऑडिट लॉग' }).getAttribute('href')).toBe(
      '/admin?tab=audit',
    );
    expect(screen.getByRole('button', { name: /रीफ़्रेश करें/ })).toBeTruthy();
  });
});
