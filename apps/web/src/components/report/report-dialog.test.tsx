import { REPORT_REASON_LABELS, REPORT_REASONS } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { ReportButton } from './report-button';

function renderButton() {
  return renderRoute('/room-details?id=5', [
    {
      path: '/room-details',
      element: <ReportButton targetType="LISTING" targetId={5} targetName="Sunny room" />,
    },
    { path: '/sign-in', element: <h1>Sign In</h1> },
  ]);
}

describe('ReportButton and ReportDialog', () => {
  it('sends a guest to sign in, and back here afterwards', async () => {
    const { user, router } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/room-details?id=5')}`);
  });

  it('offers every reason from shared, needs one, and files the report', async () => {
    signInAs('TENANT');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ success: true, data: { id: 1, status: 'OPEN' } }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((r) => r.closest('label')!.textContent)).toEqual(
      REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Please choose a reason',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByLabelText(REPORT_REASON_LABELS.ADVANCE_PAYMENT));
    await user.type(within(dialog).getByLabelText(/Details/), 'Wants a token amount by UPI');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain('/api/reports');
    expect(JSON.parse(String(init?.body))).toEqual({
      targetType: 'LISTING',
      targetId: 5,
      reason: 'ADVANCE_PAYMENT',
      details: 'Wants a token amount by UPI',
    });
  });

  it('shows the server’s words when the report is refused (already reported)', async () => {
    signInAs('TENANT');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            success: false,
            error: 'You have already reported this. Our team is looking into it.',
          },
          409,
        ),
      ),
    );
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(REPORT_REASON_LABELS.BROKER));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'You have already reported this',
    );
  });
});

describe('ReportDialog, in Hindi', () => {
  it('asks for a reason from the Hindi enum labels', async () => {
    i18n.addResourceBundle('hi', 'common', hi.common);
    i18n.addResourceBundle('hi', 'enums', hi.enums);
    await i18n.changeLanguage('hi');
    try {
      signInAs('TENANT');
      vi.stubGlobal('fetch', vi.fn());
      const { user } = renderButton();
      await user.click(screen.getByRole('button', { name: 'रिपोर्ट करें' }));
      const dialog = await screen.findByRole('dialog', { name: 'इस लिस्टिंग की रिपोर्ट करें' });
      const reasons = within(dialog).getAllByRole('radio');
      expect(reasons.map((r) => r.closest('label')!.textContent)).toEqual(
        REPORT_REASONS.map((r) => hi.enums.reportReason[r]),
      );
      await user.click(within(dialog).getByRole('button', { name: 'रिपोर्ट भेजें' }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain('कृपया कोई वजह चुनें');
      expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
