import { MESSAGES } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { FavoritesTab } from './favorites-tab';

const render = () => renderRoute('/tab', [{ path: '/tab', element: <FavoritesTab /> }]);

const PROPERTY = {
  id: 12,
  title: 'Bright 1BHK in Vaishali Nagar',
  propertyType: 'APARTMENT',
  rent: 14500,
  period: 'month',
  bedrooms: 1,
  address: { line1: '4 Queens Road', area: 'Vaishali Nagar', city: 'jaipur', postalCode: '302021' },
  photos: [{ id: 1, url: '/u/1.webp', cardUrl: '/u/1-card.webp', altText: null, isPrimary: true }],
};

const CONVERSATION = {
  id: 3,
  participants: [],
  lastMessage: { content: 'Is the room still free?', createdAt: '2025-10-20T09:30:00.000Z' },
  propertyId: null,
  createdAt: '2025-10-19T09:30:00.000Z',
  otherUser: {
    id: 2,
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya@example.com',
    role: 'LANDLORD',
    avatar: null,
    profile: { city: 'jaipur' },
  },
};

describe('FavoritesTab', () => {
  it('shows both empty texts when nothing is saved', async () => {
    signInAs('TENANT');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: true, data: [] })),
    );
    render();
    expect(await screen.findByText(MESSAGES.noFavoriteProperties)).toBeTruthy();
    expect(screen.getByText(MESSAGES.noFavoriteConversations)).toBeTruthy();
  });

  it('lists favorite properties linking to their details and conversations linking to the chat', async () => {
    signInAs('TENANT');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          success: true,
          data: [
            {
              id: 1,
              type: 'PROPERTY',
              propertyId: 12,
              property: PROPERTY,
              conversationId: null,
              conversation: null,
            },
            {
              id: 2,
              type: 'CONVERSATION',
              propertyId: null,
              property: null,
              conversationId: 3,
              conversation: CONVERSATION,
            },
          ],
        }),
      ),
    );
    render();
    const properties = await screen.findByRole('region', { name: 'Favorite properties' });
    const card = within(properties).getByRole('link', { name: /Bright 1BHK/ });
    expect(card.getAttribute('href')).toBe('/room-details?id=12');
    expect(card.textContent).toContain('₹14,500');
    expect(card.textContent).toContain('Vaishali Nagar, Jaipur');
    const chats = screen.getByRole('region', { name: 'Favorite conversations' });
    expect(
      within(chats)
        .getByRole('link', { name: /Priya Sharma/ })
        .getAttribute('href'),
    ).toBe('/chat?convoId=3');
  });

  it('says when the favorites cannot be fetched', async () => {
    signInAs('TENANT');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: false, error: 'x' }, 500)),
    );
    render();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.favoritesFetchFailed);
  });
});

describe('FavoritesTab, in Hindi', () => {
  it('names the groups, the card and its button in Hindi', async () => {
    for (const ns of ['common', 'enums', 'favorites'] as const) {
      i18n.addResourceBundle('hi', ns, hi[ns]);
    }
    await i18n.changeLanguage('hi');
    try {
      signInAs('TENANT');
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          jsonResponse({
            success: true,
            data: [
              {
                id: 1,
                type: 'PROPERTY',
                propertyId: 12,
                property: PROPERTY,
                conversationId: null,
                conversation: null,
              },
            ],
          }),
        ),
      );
      render();
      const properties = await screen.findByRole('region', { name: 'पसंदीदा प्रॉपर्टी' });
      const card = within(properties).getByRole('link', { name: /Bright 1BHK/ });
      expect(card.textContent).toContain('अपार्टमेंट · 1 बेड');
      expect(card.textContent).toContain('₹14,500/महीना');
      expect(
        within(properties).getByRole('button', {
          name: 'Bright 1BHK in Vaishali Nagar को पसंदीदा से हटाएँ',
        }).textContent,
      ).toBe('हटाएँ');
      expect(screen.getByRole('region', { name: 'पसंदीदा बातचीत' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
