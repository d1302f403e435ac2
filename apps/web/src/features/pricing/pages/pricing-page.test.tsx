import hi from '@roomsetu/shared/catalogs/hi.json';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoute } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';

describe('Pricing page', () => {
  it('shows both plans, the FAQ and a sales link that fills the contact subject', async () => {
    stubApi({});
    renderRoute('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Free' })).toBeTruthy();
    expect(screen.getByText('List your properties free, as many as you let')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get started free' }).getAttribute('href')).toBe(
      '/sign-up',
    );
    expect(screen.getByText('Do tenants pay brokerage?')).toBeTruthy();
    const sales = screen.getByRole('link', { name: 'Contact sales' });
    expect(new URL(sales.getAttribute('href')!, 'http://x').searchParams.get('subject')).toBe(
      'Premium plan enquiry',
    );
  });

  it('shows the plans and the FAQ in Hindi', async () => {
    i18n.addResourceBundle('hi', 'common', hi.common);
    i18n.addResourceBundle('hi', 'pricing', hi.pricing);
    await i18n.changeLanguage('hi');
    try {
      stubApi({});
      renderRoute('/pricing');
      expect(await screen.findByRole('heading', { level: 1, name: 'क़ीमतें' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'प्रीमियम' })).toBeTruthy();
      expect(screen.getByText('हर कमरा, फ़्लैट, PG और रूममेट खोजें')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'मुफ़्त में शुरू करें' }).getAttribute('href')).toBe(
        '/sign-up',
      );
      expect(screen.getByRole('button', { name: 'जल्द आ रहा है' })).toBeTruthy();
      expect(screen.getByText('क्या किरायेदारों को ब्रोकरेज देना पड़ता है?')).toBeTruthy();
      const sales = screen.getByRole('link', { name: 'सेल्स टीम से बात करें' });
      expect(new URL(sales.getAttribute('href')!, 'http://x').searchParams.get('subject')).toBe(
        'प्रीमियम प्लान के बारे में पूछताछ',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
