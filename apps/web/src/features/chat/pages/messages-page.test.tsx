import { act, screen, waitFor, within } from '@testing-library/react';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoute, signInAs } from '@/test/render-app';
import { FakeSocket } from '@/test/fake-socket';
import { ME, RAHUL, message, stubChatApi } from '../testing/fixtures';
import { ChatPage } from './chat-page';
import { MessagesPage } from './messages-page';

let socket: FakeSocket;
const factory = () => socket;

function renderMessages() {
  return renderRoute(
    '/messages',
    [
      {
        path: '/messages',
        element: <MessagesPage />,
      },
    ],
    { createSocket: factory },
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');

beforeEach(() => {
  socket = new FakeSocket();
  signInAs('TENANT', { id: ME });
});

describe('MessagesPage', () => {
  it('lists conversations with the unread one in bold and a link to each chat', async () => {
    stubChatApi({});
    renderMessages();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    const [rahul, priya] = await waitFor(() => rows());
    expect(rahul?.getAttribute('href')).toBe('/chat?convoId=1');
    expect(rahul?.getAttribute('data-unread')).toBe('false');
    expect(priya?.getAttribute('data-unread')).toBe('true');
    expect(within(priya!).getByText('Unread')).toBeTruthy();
    expect(within(priya!).getByText('02-01-2025')).toBeTruthy(); // older than today: the date
    expect(within(rahul!).getByText(/^\d{2}:\d{2}$/)).toBeTruthy(); // today: the time
  });

  it('filters by name and by role', async () => {
    stubChatApi({});
    const { user } = renderMessages();
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.selectOptions(screen.getByLabelText('Filter by role'), 'LANDLORD');
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('Priya Kapoor')]);
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'ROOMMATE');
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('Rahul Sharma')]);
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'ALL');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'priya');
    expect(rows()).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nobody');
    expect(screen.getByText('No conversations match your search.')).toBeTruthy();
  });

  it('moves a conversation to the top as unread when a message arrives', async () => {
    stubChatApi({});
    const { client } = renderMessages();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(socket.connected).toBe(true));
    await waitFor(() => expect(client.isFetching()).toBe(0));

    act(() =>
      socket.serverEmit('message:new', {
        message: message(99, 1, RAHUL, 'Are you free tomorrow?', {
          createdAt: new Date().toISOString(),
        }),
      }),
    );
    await waitFor(() => expect(rows()[0]?.textContent).toContain('Are you free tomorrow?'));
    expect(rows()[0]?.getAttribute('data-unread')).toBe('true');
  });

  it('opening a chat puts the keyboard on its heading, not back at the top of the page', async () => {
    stubChatApi({ 1: [message(1, 1, RAHUL, 'Hi there')] });
    const { user } = renderRoute(
      '/messages',
      [
        { path: '/messages', element: <MessagesPage /> },
        { path: '/chat', element: <ChatPage /> },
      ],
      { createSocket: factory },
    );
    const [rahul] = await waitFor(() => rows());
    await user.click(rahul!);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Rahul Sharma' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows the list in Hindi when Hindi is chosen', async () => {
    i18n.addResourceBundle('hi', 'chat', hi.chat);
    i18n.addResourceBundle('hi', 'enums', hi.enums);
    await i18n.changeLanguage('hi');
    try {
      stubChatApi({});
      renderMessages();
      expect(await screen.findByRole('heading', { level: 1, name: 'मैसेज' })).toBeTruthy();
      const [, priya] = await waitFor(() =>
        within(screen.getByRole('list', { name: 'बातचीत' })).getAllByRole('link'),
      );
      expect(within(priya!).getByText('बिना पढ़ा')).toBeTruthy();
      expect(screen.getByRole('searchbox', { name: 'नाम से खोजें' })).toBeTruthy();
      expect(screen.getByRole('option', { name: 'मकान मालिक' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows an empty state without conversations', async () => {
    stubChatApi({}, []);
    renderMessages();
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
  });
});
