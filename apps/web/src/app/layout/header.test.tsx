import type { ChatMessage } from '@roomsetu/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken } from '@/lib/auth';
import { FakeSocket } from '@/test/fake-socket';
import { renderRoute, signInAs } from '@/test/render-app';
import { ok, stubApi } from '@/test/stub-api';
import { Header } from './header';

const renderHeader = () => renderRoute('/find-rooms', [{ path: '*', element: <Header /> }]);
const chatMessage: ChatMessage = {
  id: 1,
  conversationId: 4,
  senderId: 9,
  content: 'Is the room still free?',
  flags: [],
  createdAt: '2026-11-20T10:00:00.000Z',
};
const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('offers Sign In and Get Started to a signed-out visitor', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.queryByRole('link', { name: 'Messages' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'List Property' })).toBeNull();
  });

  it('links the main pages and Pricing, marking the current one', () => {
    renderHeader();
    const nav = desktopNav();
    for (const [name, href] of [
      ['Find Rooms', '/find-rooms'],
      ['Find Roommates', '/find-roommates'],
      ['About Us', '/about-us'],
      ['Contact', '/contact'],
      ['Pricing', '/pricing'],
    ]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(nav).getByRole('link', { name: 'Find Rooms' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows messages, List Property and a user menu when signed in', async () => {
    signInAs('TENANT');
    const { user, router } = renderHeader();
    // The signed-in controls are their own chunk: they appear once it has loaded.
    expect((await screen.findByRole('link', { name: 'Messages' })).getAttribute('href')).toBe(
      '/messages',
    );
    expect(screen.getByRole('link', { name: 'List Property' }).getAttribute('href')).toBe(
      '/list-property',
    );
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();

    const menuButton = screen.getByRole('button', { name: /Asha Verma/ });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('counts unread conversations on the messages icon and asks again when a message arrives', async () => {
    signInAs('TENANT');
    const socket = new FakeSocket();
    let unread = 1;
    stubApi({
      'GET /api/messages/unread-count': () => ok({ count: unread }),
      'GET /api/notifications/unread-count': () => ok({ count: 0 }),
    });
    renderRoute('/find-rooms', [{ path: '*', element: <Header /> }], {
      createSocket: () => socket,
    });
    const messages = () => screen.getAllByRole('link', { name: /^Messages/ })[0]!;
    await waitFor(() =>
      expect(messages().getAttribute('aria-label')).toBe('Messages, 1 unread conversation'),
    );
    expect(messages().textContent).toBe('1');
    await waitFor(() => expect(socket.listenerCount('message:new')).toBeGreaterThan(0));
    unread = 2;
    act(() => socket.serverEmit('message:new', { message: chatMessage }));
    await waitFor(() =>
      expect(messages().getAttribute('aria-label')).toBe('Messages, 2 unread conversations'),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('shows the account controls when someone signs in on the open page', async () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    act(() => void signInAs('TENANT'));
    expect(await screen.findByRole('button', { name: /Asha Verma/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List Property' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('names the user by e-mail when there is no name', async () => {
    signInAs('TENANT', { name: '' });
    renderHeader();
    expect(await screen.findByRole('button', { name: /asha@example\.com/ })).toBeTruthy();
  });

  it('closes the user menu on Escape', async () => {
    signInAs('TENANT');
    const { user } = renderHeader();
    await user.click(await screen.findByRole('button', { name: /Asha Verma/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it('shows the Admin link only to admins', () => {
    signInAs('LANDLORD');
    const { unmount } = renderHeader();
    expect(within(desktopNav()).queryByRole('link', { name: 'Admin' })).toBeNull();
    unmount();

    signInAs('ADMIN');
    renderHeader();
    expect(within(desktopNav()).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it('mirrors everything in the mobile menu', async () => {
    signInAs('ADMIN');
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const inPanel = within(panel as HTMLElement);
    // The account rows come with the signed-in controls' chunk and the query client.
    expect(await inPanel.findByRole('button', { name: 'Logout' })).toBeTruthy();
    for (const name of [
      'Find Rooms',
      'Find Roommates',
      'About Us',
      'Contact',
      'Pricing',
      'Admin',
      'Messages',
      'Profile',
      'List Property',
    ]) {
      expect(inPanel.getByRole('link', { name })).toBeTruthy();
    }
    expect(inPanel.getByRole('button', { name: 'Logout' })).toBeTruthy();

    await user.click(inPanel.getByRole('link', { name: 'Contact' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers help on WhatsApp inside the header bar, never floating over the page', () => {
    renderHeader();
    const link = screen.getByRole('link', { name: /chat with us on whatsapp/i });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/919876543210');
    expect(href.searchParams.get('text')).toMatch(/^Hello RoomSetu team/);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // One link for every width, in the header's own row: it cannot cover a card or the chat input.
    expect(link.closest('header')).toBe(screen.getByRole('banner'));
    expect(link.closest('.hidden, .md\\:hidden')).toBeNull();
    for (let el: Element | null = link; el; el = el.parentElement) {
      expect(el.className).not.toMatch(/(^|\s)(fixed|absolute)(\s|$)/);
    }
  });
});
