import hi from '@roomsetu/shared/catalogs/hi.json';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoute } from '@/test/render-app';

const articleTitles = () =>
  screen.queryAllByRole('group').map((details) => details.querySelector('summary')?.textContent);

describe('Help Center', () => {
  it('shows three topics of four articles each and five FAQs', async () => {
    renderRoute('/help-center');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeTruthy();
    expect(document.title).toBe('Help Center | RoomSetu');
    for (const topic of ['Getting Started', 'Finding Properties', 'Safety & Security']) {
      const section = screen.getByRole('region', { name: topic });
      expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    }
    const faqs = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faqs).getAllByRole('listitem')).toHaveLength(5);
    expect(faqs.textContent).toContain('Jaipur, Ahmedabad, Pune, Hyderabad and Bengaluru');
  });

  it('filters articles and FAQs as you type, and says when nothing matches', async () => {
    const { user } = renderRoute('/help-center');
    const search = await screen.findByRole('searchbox', { name: /search help/i });

    await user.type(search, 'verification');
    expect(await screen.findByText('2 results for “verification”')).toBeTruthy();
    expect(articleTitles()).toEqual(['How verification works', 'How long does verification take?']);
    expect(screen.queryByRole('region', { name: 'Finding Properties' })).toBeNull();

    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(articleTitles()).toEqual([]);

    await user.clear(search);
    expect(await screen.findByRole('region', { name: 'Finding Properties' })).toBeTruthy();
    expect(articleTitles()).toHaveLength(17);
  });

  it('opens an answer when its question is chosen', async () => {
    const { user } = renderRoute('/help-center');
    const question = await screen.findByText('Listing your first property for free');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
  });

  it('links Contact Support to a WhatsApp chat with a greeting, in a new tab', async () => {
    renderRoute('/help-center');
    const link = await screen.findByRole('link', { name: /Contact Support/ });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toMatch(/^\/\d{10,15}$/);
    expect(url.searchParams.get('text')).toMatch(/^Hello RoomSetu Support/);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(/Average response time: 24 hours/)).toBeTruthy();
  });

  it('shows, searches and greets support in Hindi when Hindi is chosen', async () => {
    i18n.addResourceBundle('hi', 'info', hi.info);
    await i18n.changeLanguage('hi');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    const { user } = renderRoute('/help-center');
    expect(await screen.findByRole('heading', { level: 1, name: 'सहायता केंद्र' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'अक्सर पूछे जाने वाले सवाल' })).toBeTruthy();
    // The verification times are filled in, in Hindi.
    expect(screen.getByText(/आमतौर पर 24-48 घंटे लगते हैं;/)).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'मदद के लेख और FAQ खोजें' }), 'ब्रोकरेज');
    expect(await screen.findByText('“ब्रोकरेज” के लिए 1 नतीजा')).toBeTruthy();
    expect(articleTitles()).toEqual(['क्या मुझे ब्रोकरेज देनी होगी?']);

    const link = screen.getByRole('link', { name: /सपोर्ट से संपर्क करें/ });
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
      'नमस्ते RoomSetu सपोर्ट, मेरा एक सवाल है जिसका जवाब सहायता केंद्र में नहीं मिला।',
    );
  });
});
