import { MESSAGES } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderRoute } from '@/test/render-app';

async function inHindi() {
  i18n.addResourceBundle('hi', 'info', hi.info);
  await i18n.changeLanguage('hi');
  onTestFinished(async () => {
    await i18n.changeLanguage('en');
  });
}

// A lazy chunk's first import is transformed on the spot: slow on a busy machine.
const SLOW = { timeout: 30_000 };

describe('Safety Guidelines', () => {
  it('opens the report form, which sends an issue report and thanks the reporter', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ success: true, data: { id: 3 }, message: MESSAGES.reportSent }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderRoute('/safety-guidelines');
    const open = await screen.findByRole('button', { name: 'Report Issue' }, SLOW);
    await user.click(open);
    // The dialog is its own chunk, loaded on the first click; it opens on its first field.
    const dialog = await screen.findByRole('dialog', { name: 'Report an issue' }, SLOW);
    expect(document.activeElement).toBe(
      within(dialog).getByRole('textbox', { name: /First name/ }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Please fill First Name, Email and Issue',
    );

    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Asha');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'asha@example.com');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Issue/ }),
      'Owner asked for a token.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText(MESSAGES.reportSent)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      firstName: 'Asha',
      type: 'report',
    });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it('links the emergency numbers and support line as phone calls', async () => {
    renderRoute('/safety-guidelines');
    await screen.findByRole('heading', { level: 1, name: 'Safety Guidelines' });
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const tel of ['tel:112', 'tel:1091', 'tel:1930', 'tel:+911414001234']) {
      expect(hrefs).toContain(tel);
    }
    expect(screen.getByText(/Exclusive to\s+Tenant Premium/)).toBeTruthy();
  });
});

describe('Terms of Service', () => {
  it('lists 19 numbered sections, each linked from the contents', async () => {
    renderRoute('/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.getByText('Last Updated: 20 October 2025 · Version 1.1')).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(19);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
    expect(
      screen.getByRole('heading', { level: 2, name: '18. Governing Law and Disputes' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact Legal' })).toBeTruthy();
    // No summary for a reader in English: the document is theirs.
    expect(screen.queryByRole('region', { name: 'In brief' })).toBeNull();
  });

  it('gives a reader in Hindi a Hindi summary above the English document', async () => {
    await inHindi();
    renderRoute('/terms-of-service');
    await screen.findByRole('heading', { level: 1, name: 'सेवा की शर्तें' });
    expect(screen.getByText('अंतिम अपडेट: 20 October 2025 · संस्करण 1.1')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'संक्षेप में' });
    expect(summary.getAttribute('lang')).toBe('hi');
    expect(summary.textContent).toContain('आपकी उम्र कम से कम 18 साल होनी चाहिए');
    expect(summary.textContent).toContain('support@roomsetu.in');
    expect(summary.textContent).not.toMatch(/[A-Za-z]{3,} [a-z]{3,}/);
    // The document itself stays English, and says so to screen readers.
    const heading = screen.getByRole('heading', {
      level: 2,
      name: '18. Governing Law and Disputes',
    });
    expect(heading.closest('article')!.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('navigation', { name: 'विषय-सूची' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeTruthy();
  });
});

describe('Safety Guidelines and About Us in Hindi', () => {
  it('translates the tips, the verification cards and the emergency numbers', async () => {
    await inHindi();
    renderRoute('/safety-guidelines');
    await screen.findByRole('heading', { level: 1, name: 'सुरक्षा दिशानिर्देश' });
    expect(screen.getByRole('heading', { level: 3, name: 'पेमेंट की सुरक्षा' })).toBeTruthy();
    expect(screen.getByText('3-5 कामकाजी दिन')).toBeTruthy();
    expect(screen.getByRole('link', { name: /महिला हेल्पलाइन/ }).getAttribute('href')).toBe(
      'tel:1091',
    );
  });

  it('translates the founders’ words and the team', async () => {
    await inHindi();
    renderRoute('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'हमारे बारे में' });
    expect(screen.getByText('संस्थापक और CEO')).toBeTruthy();
    expect(screen.getByText('Aarav Mathur')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'हमारी टीम से मिलिए' })).toBeTruthy();
  });
});
