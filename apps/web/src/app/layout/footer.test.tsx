import hi from '@roomsetu/shared/catalogs/hi.json';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoute } from '@/test/render-app';
import { Footer } from './footer';

const fetchSpy = vi.fn();
beforeEach(() => vi.stubGlobal('fetch', fetchSpy));

const renderFooter = () =>
  renderRoute('/', [
    {
      path: '*',
      element: <Footer />,
    },
  ]);

describe('Footer', () => {
  it('links the help and legal pages and shows the copyright', () => {
    renderFooter();
    for (const [name, href] of [
      ['Help Center', '/help-center'],
      ['Safety Guidelines', '/safety-guidelines'],
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
      ['Cookie Policy', '/cookie-policy'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    // The year in India, never a year written once into the page.
    const year = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
    }).format(new Date());
    expect(screen.getByText(`© ${year} RoomSetu. All rights reserved.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'RoomSetu on Instagram' }).getAttribute('target')).toBe(
      '_blank',
    );
  });

  it('ignores a blank newsletter address', async () => {
    const { user } = renderFooter();
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: /newsletter/i });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('clears the newsletter box on Subscribe without calling the server', async () => {
    const { user } = renderFooter();
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: /newsletter/i });
    await user.type(box, 'priya@example.com');
    expect(box.value).toBe('priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(box.value).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('Footer, in Hindi', () => {
  it('names its columns, links and newsletter in Hindi, and keeps the brand', async () => {
    i18n.addResourceBundle('hi', 'common', hi.common);
    await i18n.changeLanguage('hi');
    try {
      renderFooter();
      expect(screen.getByRole('navigation', { name: 'क़ानूनी' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'सेवा की शर्तें' }).getAttribute('href')).toBe(
        '/terms-of-service',
      );
      expect(screen.getByRole('link', { name: 'Instagram पर RoomSetu' })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'हमारा न्यूज़लेटर पाएँ' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'सब्सक्राइब करें' })).toBeTruthy();
      expect(screen.getByText(/RoomSetu\. सर्वाधिकार सुरक्षित।$/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
