import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/test/render-app';
import { chatKeys } from '@/lib/chat-query-keys';
import { FakeSocket } from '@/test/fake-socket';
import { ME, PRIYA, RAHUL, message, stubChatApi } from '../testing/fixtures';
import { ChatPage } from './chat-page';

let socket: FakeSocket;
const factory = () => socket;

function renderChat(path = '/chat?convoId=1') {
  return renderRoute(
    path,
    [
      {
        path: '/chat',
        element: <ChatPage />,
      },
    ],
    { createSocket: factory },
  );
}

const bubbles = () =>
  within(screen.getByRole('log', { name: 'Messages' })).queryAllByRole('listitem');

beforeEach(() => {
  socket = new FakeSocket();
  signInAs('TENANT', { id: ME });
});

describe('ChatPage', () => {
  it('shows the conversation, joins it and marks it read once connected', async () => {
    stubChatApi({ 1: [message(1, 1, RAHUL, 'Hi there'), message(2, 1, ME, 'Hello!')] });
    renderChat();
    expect(await screen.findByText('Hi there')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Rahul Sharma' })).toBeTruthy();
    await waitFor(() => expect(socket.joined).toContain(1));
    expect(socket.read).toContain(1);
    const own = screen.getByText('Hello!').closest('li');
    expect(own?.getAttribute('data-mine')).toBe('true');
  });

  it("has the header's unread count asked again once a read is stored", async () => {
    stubChatApi({ 1: [message(1, 1, RAHUL, 'Hi there')] });
    const { client } = renderChat();
    await screen.findByText('Hi there');
    await waitFor(() => expect(socket.read).toContain(1));
    client.setQueryData(chatKeys.unreadCount(), { count: 1 });
    const reads = socket.read.length;

    // A message arrives in the open conversation: read again, then the count is stale.
    act(() => socket.serverEmit('message:new', { message: message(60, 1, RAHUL, 'Still there?') }));
    await waitFor(() => expect(socket.read.length).toBeGreaterThan(reads));
    await waitFor(() =>
      expect(client.getQueryState(chatKeys.unreadCount())?.isInvalidated).toBe(true),
    );
  });

  it('names the rooms the conversation is about, the latest inquired first, as links', async () => {
    const rooms = [
      { id: 72, title: 'Terrace room in Baner' },
      { id: 71, title: 'Garden flat in Aundh' },
    ];
    stubChatApi({ 1: [message(1, 1, RAHUL, 'Hi there')] }, undefined, { 1: rooms });
    renderChat();
    const panel = await screen.findByRole('complementary', { name: 'About this conversation' });
    const heading = await within(panel).findByRole('heading', {
      name: 'Rooms asked about, latest first',
    });
    const links = within(heading.closest('section')!).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Terrace room in Baner', '/room-details?id=72'],
      ['Garden flat in Aundh', '/room-details?id=71'],
    ]);
  });

  it('opens the newest conversation when none is chosen', async () => {
    stubChatApi({ 1: [message(1, 1, RAHUL, 'First thread')] });
    const { router } = renderChat('/chat');
    expect(await screen.findByText('First thread')).toBeTruthy();
    expect(router.state.location.search).toBe('?convoId=1');
  });

  it('appends only messages of the open conversation; others move up the list as unread', async () => {
    stubChatApi({ 1: [message(1, 1, RAHUL, 'Hi there')] });
    const { client } = renderChat();
    await screen.findByText('Hi there');
    await waitFor(() => expect(socket.connected).toBe(true));
    // Let the reload that follows the connection finish (the stub knows no live messages).
    await waitFor(() => expect(client.isFetching()).toBe(0));

    act(() => socket.serverEmit('message:new', { message: message(50, 1, RAHUL, 'Live one') }));
    expect(await screen.findByText('Live one')).toBeTruthy();

    act(() =>
      socket.serverEmit('message:new', { message: message(51, 2, PRIYA, 'Other thread news') }),
    );
    // Not in the open conversation…
    expect(within(screen.getByRole('log')).queryByText('Other thread news')).toBeNull();
    // …but its row in the list now shows it, first and unread.
    const list = screen.getByRole('list', { name: 'Conversations' });
    await waitFor(() =>
      expect(within(list).getAllByRole('link')[0]?.textContent).toContain('Other thread news'),
    );
    const rows = within(list).getAllByRole('link');
    expect(rows[0]?.getAttribute('data-unread')).toBe('true');
    // The same message twice (a replay) is shown once.
    act(() => socket.serverEmit('message:new', { message: message(50, 1, RAHUL, 'Live one') }));
    expect(screen.getAllByText('Live one')).toHaveLength(1);
  });

  it('sends optimistically and shows the message once, whether echo or ack comes first', async () => {
    stubChatApi({ 1: [] });
    const { user } = renderChat();
    const box = await screen.findByPlaceholderText('Type a message...');
    await waitFor(() => expect(socket.connected).toBe(true));

    await user.type(box, 'Is the room free?{Enter}');
    expect(screen.getByText('Is the room free?').closest('li')?.getAttribute('data-status')).toBe(
      'sending',
    );
    const sent = socket.sent[0]!;
    expect(sent.payload).toMatchObject({ conversationId: 1, body: 'Is the room free?' });
    const stored = message(60, 1, ME, 'Is the room free?', { clientId: sent.payload.clientId });

    // Another tab of this user announces it before our ack arrives.
    act(() => socket.serverEmit('message:new', { message: stored }));
    await waitFor(() => expect(screen.getAllByText('Is the room free?')).toHaveLength(1));
    await act(async () => sent.answer({ ok: true, message: stored }));
    expect(screen.getAllByText('Is the room free?')).toHaveLength(1);
    expect(bubbles().find((li) => li.textContent?.includes('room free'))?.dataset.status).toBe(
      'sent',
    );
  });

  it('ignores blank input and keeps Shift+Enter as a new line', async () => {
    stubChatApi({ 1: [] });
    const { user } = renderChat();
    const box = await screen.findByPlaceholderText('Type a message...');
    await user.type(box, '   {Enter}');
    expect(socket.sent).toHaveLength(0);
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect((box as HTMLTextAreaElement).value).toBe('   line one\nline two');
    expect(socket.sent).toHaveLength(0);
  });

  it('marks a refused send as failed and retries with the same clientId', async () => {
    stubChatApi({ 1: [] });
    const { user } = renderChat();
    const box = await screen.findByPlaceholderText('Type a message...');
    await user.type(box, 'Hello?{Enter}');
    const first = socket.sent[0]!;
    await act(async () => first.answer({ ok: false, error: 'Too many requests' }));
    expect(await screen.findByText('Not sent')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const second = socket.sent[1]!;
    expect(second.payload.clientId).toBe(first.payload.clientId);
    await act(async () =>
      second.answer({
        ok: true,
        message: message(70, 1, ME, 'Hello?', { clientId: first.payload.clientId }),
      }),
    );
    expect(screen.queryByText('Not sent')).toBeNull();
    expect(screen.getAllByText('Hello?')).toHaveLength(1);
  });

  it('reloads over HTTP after a reconnection and shows Reconnecting… meanwhile', async () => {
    const fetchMock = stubChatApi({ 1: [message(1, 1, RAHUL, 'Before')] });
    renderChat();
    await screen.findByText('Before');
    await waitFor(() => expect(socket.connected).toBe(true));

    act(() => socket.drop());
    expect(await screen.findByText('Reconnecting…')).toBeTruthy();

    stubChatApi({ 1: [message(1, 1, RAHUL, 'Before'), message(2, 1, RAHUL, 'While away')] });
    act(() => socket.connect());
    expect(await screen.findByText('While away')).toBeTruthy();
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('updates the online dot from presence events', async () => {
    stubChatApi({ 1: [] });
    renderChat();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Sharma' });
    await waitFor(() => expect(socket.connected).toBe(true));
    act(() => socket.serverEmit('user:online', { userId: RAHUL }));
    expect(await screen.findByText('Online')).toBeTruthy();
    act(() => socket.serverEmit('user:offline', { userId: RAHUL }));
    expect(await screen.findByText('Offline')).toBeTruthy();
  });

  it("shows the other participant's e-mail, given by the conversation, in the full profile", async () => {
    stubChatApi({ 1: [] });
    renderChat();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Sharma' });
    screen.getByRole('button', { name: 'View Full Profile' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    const row = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextSibling?.textContent;
    await waitFor(() => expect(row('Occupation')).toBe('Designer'));
    expect(row('Email')).toBe('rahul@example.com');
  });

  it('disconnects when the page closes', async () => {
    stubChatApi({ 1: [] });
    const { unmount } = renderChat();
    await waitFor(() => expect(socket.connected).toBe(true));
    unmount();
    expect(socket.connected).toBe(false);
    expect(socket.listenerCount('message:new')).toBe(0);
  });
});
