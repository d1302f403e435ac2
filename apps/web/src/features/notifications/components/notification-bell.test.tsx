import type { NotificationItem } from '@roomsetu/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeSocket } from '@/test/fake-socket';
import { renderRoute, signInAs } from '@/test/render-app';
import { ok, stubApi } from '@/test/stub-api';
import { NotificationBell } from './notification-bell';

const notification = (id: number, readAt: string | null = null): NotificationItem => ({
  id,
  type: 'SEARCH_MATCH',
  title: `New room for "PG in Pune" ${id}`,
  body: `Sunny room ${id}`,
  link: `/room-details?id=${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt,
});

let socket: FakeSocket;
const renderBell = () =>
  renderRoute('/', [{ path: '*', element: <NotificationBell /> }], { createSocket: () => socket });
const bell = () => screen.getByRole('button', { name: /^Notifications/ });

beforeEach(() => {
  socket = new FakeSocket();
  signInAs('TENANT');
});

describe('NotificationBell', () => {
  it('shows the unread count and raises it when the socket announces a notification', async () => {
    let unread = 2; // the server's count
    const api = stubApi({
      'GET /api/notifications/unread-count': () => ok({ count: unread }),
      'GET /api/notifications': () => ok({ items: [notification(1)], nextCursor: null }),
    });
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(bell().textContent).toBe('2');
    await waitFor(() => expect(socket.listenerCount('notification:new')).toBe(1));

    // The server stores the notification, then announces it.
    unread = 3;
    const asked = api.callsTo('GET /api/notifications/unread-count').length;
    act(() => socket.serverEmit('notification:new', { notification: notification(9) }));
    // Counted from the event itself, not by asking the server again.
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    expect(bell().textContent).toBe('3');
    expect(api.callsTo('GET /api/notifications/unread-count')).toHaveLength(asked);
  });

  it('lists the latest, marks one or all read and links each to what it is about', async () => {
    const api = stubApi({
      'GET /api/notifications/unread-count': () => ok({ count: 2 }),
      'GET /api/notifications': () =>
        ok({ items: [notification(2), notification(1)], nextCursor: null }),
      'POST /api/notifications/read': (body) =>
        ok({ count: 'all' in (body as object) ? 0 : 1, updated: 1 }),
    });
    const { user } = renderBell();
    await waitFor(() => expect(bell().textContent).toBe('2'));
    await user.click(bell());
    expect(api.callsTo('GET /api/notifications')).toHaveLength(1);
    const link = await screen.findByRole('link', { name: /PG in Pune" 2/ });
    expect(link.getAttribute('href')).toBe('/room-details?id=2');
    // A notification arriving while the dropdown is open goes on top of the list.
    act(() => socket.serverEmit('notification:new', { notification: notification(3) }));
    expect(await screen.findByRole('link', { name: /PG in Pune" 3/ })).toBeTruthy();

    await user.click(
      screen.getByRole('button', { name: 'Mark "New room for "PG in Pune" 1" as read' }),
    );
    expect(api.callsTo('POST /api/notifications/read').at(-1)?.body).toEqual({ ids: [1] });
    await waitFor(() => expect(bell().textContent).toBe('1'));

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(api.callsTo('POST /api/notifications/read').at(-1)?.body).toEqual({ all: true });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(screen.queryByRole('button', { name: /^Mark "/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See all notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it('says so when there is nothing yet', async () => {
    stubApi({
      'GET /api/notifications/unread-count': () => ok({ count: 0 }),
      'GET /api/notifications': () => ok({ items: [], nextCursor: null }),
    });
    const { user } = renderBell();
    await user.click(bell());
    expect(await screen.findByText(/Nothing yet/)).toBeTruthy();
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });
});
