import type { NotificationItem } from '@roomsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoute, signInAs } from '@/test/render-app';
import { ok, stubApi } from '@/test/stub-api';
import { NotificationsPage } from './notifications-page';

const item = (id: number, readAt: string | null = null): NotificationItem => ({
  id,
  type: 'PRICE_DROP',
  title: `Rent dropped ${id}`,
  body: `Rent for room ${id} dropped from ₹15,000 to ₹13,500`,
  link: `/room-details?id=${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt,
});

const renderPage = () =>
  renderRoute('/notifications', [{ path: '/notifications', element: <NotificationsPage /> }]);

describe('NotificationsPage', () => {
  it('pages through every notification with Load more and marks one or all read', async () => {
    signInAs('TENANT');
    let unread = 2;
    const api = stubApi({
      'GET /api/notifications/unread-count': () => ok({ count: unread }),
      'GET /api/notifications': (_body, url) =>
        url.searchParams.get('cursor') === '2'
          ? ok({ items: [item(1, '2026-11-21T10:00:00.000Z')], nextCursor: null })
          : ok({ items: [item(3), item(2)], nextCursor: '2' }),
      'POST /api/notifications/read': (body) => {
        unread = 'all' in (body as object) ? 0 : unread - 1;
        return ok({ count: unread, updated: 1 });
      },
    });
    const { user } = renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('2 unread')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(api.callsTo('GET /api/notifications').at(-1)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      within(list)
        .getByRole('link', { name: /Rent dropped 1/ })
        .getAttribute('href'),
    ).toBe('/room-details?id=1');

    await user.click(screen.getByRole('button', { name: 'Mark "Rent dropped 3" as read' }));
    expect(await screen.findByText('1 unread')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Mark "/ })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    signInAs('TENANT');
    stubApi({
      'GET /api/notifications/unread-count': () => ok({ count: 0 }),
      'GET /api/notifications': () => ok({ items: [], nextCursor: null }),
    });
    renderPage();
    expect(await screen.findByText(/No notifications yet/)).toBeTruthy();
  });

  it('is in Hindi when Hindi is chosen', async () => {
    signInAs('TENANT');
    stubApi({
      'GET /api/notifications/unread-count': () => ok({ count: 1 }),
      'GET /api/notifications': () => ok({ items: [item(1)], nextCursor: null }),
    });
    i18n.addResourceBundle('hi', 'notifications', hi.notifications);
    await i18n.changeLanguage('hi');
    try {
      renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeTruthy();
      expect(await screen.findByText('1 बिना पढ़ी')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'सभी को पढ़ा हुआ करें' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '"Rent dropped 1" को पढ़ा हुआ करें' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
