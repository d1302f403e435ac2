import { MESSAGES } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderRoute } from '@/test/render-app';
import type { ShowcaseProperty } from '../api/get-showcase';

function property(id: number, overrides: Partial<ShowcaseProperty> = {}): ShowcaseProperty {
  return {
    id,
    title: `Sunny room ${id}`,
    rent: 12500,
    period: 'month',
    address: {
      line1: '12 MG Road',
      area: 'Malviya Nagar',
      city: 'jaipur',
      postalCode: '302017',
      state: 'Rajasthan',
      country: 'India',
    },
    bedrooms: 2,
    bathrooms: 1,
    propertyType: 'APARTMENT',
    verified: false,
    availableFrom: '2999-01-01',
    photos: [
      {
        id: id * 10,
        url: `/u/${id}.webp`,
        cardUrl: `/u/${id}-card.webp`,
        altText: `Room ${id}`,
        isPrimary: true,
      },
    ],
    ...overrides,
  };
}

const LISTINGS = [
  property(1, { availableFrom: '2020-01-01' }),
  property(2, { verified: true }),
  property(3, { photos: [] }),
  property(4),
];

const cardTitles = () =>
  screen.getAllByRole('heading', { level: 3, name: /^Sunny room/ }).map((h) => h.textContent);

describe('Landing page', () => {
  it('asks for four listings and shows them as cards linking to their details', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, data: LISTINGS }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/');

    expect(document.title).toBe('Your Smart Room & Roommate Finder | RoomSetu');
    await screen.findByText('Sunny room 1');
    expect(fetchMock).toHaveBeenCalledWith('/api/properties/all?limit=4', expect.anything());

    const card = screen.getByRole('link', { name: /Sunny room 1/ });
    expect(card.getAttribute('href')).toBe('/room-details?id=1');
    expect(within(card).getByText('Available')).toBeTruthy();
    expect(within(card).getByText('₹12,500')).toBeTruthy();
    const img = within(card).getByRole('img', { name: 'Room 1' });
    expect(img.getAttribute('src')).toBe('/u/1-card.webp');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(
      within(screen.getByRole('link', { name: /Sunny room 2/ })).getByText('Verified'),
    ).toBeTruthy();
    const plain = screen.getByRole('link', { name: /Sunny room 4/ });
    expect(within(plain).queryByText(/Available|Verified/)).toBeNull();
    expect(
      within(screen.getByRole('link', { name: /Sunny room 3/ })).getByRole('img', {
        name: /No photo/,
      }),
    ).toBeTruthy();
  });

  it('rotates the cards one position every 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: true, data: LISTINGS })),
    );
    renderRoute('/');
    await screen.findByText('Sunny room 1');
    expect(cardTitles()).toEqual(['Sunny room 1', 'Sunny room 2', 'Sunny room 3', 'Sunny room 4']);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(cardTitles()).toEqual(['Sunny room 2', 'Sunny room 3', 'Sunny room 4', 'Sunny room 1']);
  });

  it('stands still under prefers-reduced-motion until the user resumes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: true, data: LISTINGS })),
    );
    const { user } = renderRoute('/');
    await screen.findByText('Sunny room 1');
    const still = ['Sunny room 1', 'Sunny room 2', 'Sunny room 3', 'Sunny room 4'];
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(cardTitles()).toEqual(still);
    await user.click(screen.getByRole('button', { name: 'Resume rotation' }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(cardTitles()).toEqual(['Sunny room 2', 'Sunny room 3', 'Sunny room 4', 'Sunny room 1']);
  });

  it('says so when the listings cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: false, error: 'No API route' }, 404)),
    );
    renderRoute('/');
    expect(await screen.findByText(MESSAGES.landingLoadFailed)).toBeTruthy();
  });

  it('searches rooms with only the chosen filters', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const { router, user } = renderRoute('/');
    const search = screen.getByRole('search', { name: 'Search rooms' });
    await user.selectOptions(within(search).getByLabelText('City'), 'jaipur');
    await user.selectOptions(within(search).getByLabelText('Property type'), 'PG');
    await user.click(within(search).getByRole('button', { name: 'Search Now' }));
    // /find-rooms is a lazily loaded page: the location changes once its code has arrived.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/find-rooms'), {
      timeout: 5000,
    });
    expect(router.state.location.search).toBe('?location=jaipur&propertyType=PG');
  });

  it('offers every city, budget range and property type', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderRoute('/');
    expect(within(screen.getByLabelText('City')).getAllByRole('option')).toHaveLength(8);
    expect(
      within(screen.getByLabelText('Budget')).getByRole('option', { name: '₹50k+' }),
    ).toBeTruthy();
    expect(
      within(screen.getByLabelText('Property type')).getByRole('option', { name: 'Shared Room' }),
    ).toBeTruthy();
  });

  it('speaks Hindi when Hindi is chosen: the hero, the search box and the cards', async () => {
    i18n.addResourceBundle('hi', 'landing', hi.landing);
    i18n.addResourceBundle('hi', 'enums', hi.enums);
    await i18n.changeLanguage('hi');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: true, data: LISTINGS })),
    );
    renderRoute('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'भरोसे के साथ कमरा खोजें, या सही रूममेट' }),
    ).toBeTruthy();
    const search = screen.getByRole('search', { name: 'कमरे खोजें' });
    const budget = within(search).getByLabelText('बजट');
    expect(within(budget).getByRole('option', { name: '₹5k तक' })).toBeTruthy();
    expect(within(budget).getByRole('option', { name: '₹50k+' })).toBeTruthy();
    const type = within(search).getByLabelText('प्रॉपर्टी का प्रकार');
    expect(within(type).getByRole('option', { name: 'अपार्टमेंट' })).toBeTruthy();
    expect(within(search).getByRole('button', { name: 'अभी खोजें' })).toBeTruthy();

    const card = await screen.findByRole('link', { name: /Sunny room 1/ });
    expect(within(card).getByText('उपलब्ध')).toBeTruthy();
    expect(within(card).getByText('2 बेड')).toBeTruthy();
    expect(within(card).getByText('/महीना')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'RoomSetu ही क्यों?' })).toBeTruthy();
  });
});
