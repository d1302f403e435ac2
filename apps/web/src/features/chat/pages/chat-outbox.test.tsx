import { act, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetOfflineData, readOffline } from '@/lib/offline/offline-store';
import { onPushOffer, type PushReason } from '@/lib/push/offer';
import { withDeviceStore } from '@/test/device-store';
import { FakeSocket } from '@/test/fake-socket';
import { renderRoute, signInAs } from '@/test/render-app';
import { ME, message, stubChatApi } from '../testing/fixtures';
import type { PendingMessage } from '@/lib/socket/outbox';
import { ChatPage } from './chat-page';

withDeviceStore();

/** A socket whose network is down until the test brings it back. */
class FlakySocket extends FakeSocket {
  down = true;
  override connect(): void {
    if (!this.down) super.connect();
  }
  comeBack(): void {
    this.down = false;
    this.connect();
  }
}

let socket: FlakySocket;

function renderChat() {
  return renderRoute('/chat?convoId=1', [{ path: '/chat', element: <ChatPage /> }], {
    createSocket: () => socket,
  });
}

const stored = (id: number, content: string, clientId: string) =>
  message(id, 1, ME, content, { clientId });

async function write(user: ReturnType<typeof renderChat>['user'], text: string) {
  await user.type(await screen.findByPlaceholderText('Type a message...'), `${text}{Enter}`);
}

beforeEach(async () => {
  await forgetOfflineData();
  socket = new FlakySocket();
  signInAs('TENANT', { id: ME });
  stubChatApi({ 1: [] });
});

describe('the chat outbox', () => {
  it('keeps what is written offline waiting, then sends it in order, one at a time', async () => {
    const offers: PushReason[] = [];
    const stopListening = onPushOffer((reason) => offers.push(reason));
    const { user } = renderChat();
    await write(user, 'first');
    await write(user, 'second');
    expect(await screen.findAllByText('Waiting to send')).toHaveLength(2);
    expect(socket.sent).toHaveLength(0);

    act(() => socket.comeBack());
    await waitFor(() => expect(socket.sent).toHaveLength(1));
    expect(socket.sent[0]?.payload.body).toBe('first');
    expect(await screen.findByText('Sending…')).toBeTruthy();

    expect(offers).toEqual([]); // push is offered once a message is sent, not before
    const first = socket.sent[0]!.payload.clientId!;
    await act(async () =>
      socket.sent[0]!.answer({ ok: true, message: stored(80, 'first', first) }),
    );
    await waitFor(() => expect(socket.sent).toHaveLength(2));
    expect(socket.sent[1]?.payload.body).toBe('second');
    const second = socket.sent[1]!.payload.clientId!;
    await act(async () =>
      socket.sent[1]!.answer({ ok: true, message: stored(81, 'second', second) }),
    );
    await waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
    expect(screen.getAllByText(/first|second/)).toHaveLength(2);
    await expect.poll(() => readOffline<PendingMessage[]>('outbox', ME)).toEqual([]);
    expect(offers[0]).toBe('message');
    stopListening();
  });

  it('survives leaving the page and is sent with the same clientId on the next connection', async () => {
    const first = renderChat();
    await write(first.user, 'written offline');
    await screen.findByText('Waiting to send');
    await expect
      .poll(async () => (await readOffline<PendingMessage[]>('outbox', ME))?.length)
      .toBe(1);
    const [kept] = (await readOffline<PendingMessage[]>('outbox', ME))!;
    first.unmount();

    socket = new FlakySocket();
    renderChat();
    expect(await screen.findByText('written offline')).toBeTruthy();
    expect(screen.getByText('Waiting to send')).toBeTruthy();

    act(() => socket.comeBack());
    await waitFor(() => expect(socket.sent).toHaveLength(1));
    expect(socket.sent[0]?.payload.clientId).toBe(kept?.clientId);
  });

  it('is sent once the connection is back, on whatever page of the app is open by then', async () => {
    const { user } = renderRoute(
      '/chat?convoId=1',
      [
        {
          path: '/chat',
          element: (
            <>
              <ChatPage />
              <Link to="/find-rooms">Find rooms</Link>
            </>
          ),
        },
        { path: '/find-rooms', element: <h1>Find rooms</h1> },
      ],
      { createSocket: () => socket },
    );
    await write(user, 'written in a tunnel');
    await screen.findByText('Waiting to send');
    await user.click(screen.getByRole('link', { name: 'Find rooms' }));
    expect(await screen.findByRole('heading', { name: 'Find rooms' })).toBeTruthy();
    expect(screen.queryByText('written in a tunnel')).toBeNull();

    act(() => socket.comeBack());
    await waitFor(() => expect(socket.sent).toHaveLength(1));
    expect(socket.sent[0]?.payload).toMatchObject({
      conversationId: 1,
      body: 'written in a tunnel',
    });
    const { clientId } = socket.sent[0]!.payload;
    await act(async () =>
      socket.sent[0]!.answer({ ok: true, message: stored(90, 'written in a tunnel', clientId!) }),
    );
    await expect.poll(() => readOffline<PendingMessage[]>('outbox', ME)).toEqual([]);
  });

  it('keeps a message that failed for now and sends it again with the same clientId', async () => {
    socket.down = false;
    const { user } = renderChat();
    await write(user, 'hello?');
    await waitFor(() => expect(socket.sent).toHaveLength(1));
    await act(async () =>
      socket.sent[0]!.answer({ ok: false, error: 'No answer from the server' }),
    );
    expect(await screen.findByText('Not sent')).toBeTruthy();

    act(() => socket.drop());
    act(() => socket.connect());
    await waitFor(() => expect(socket.sent).toHaveLength(2));
    expect(socket.sent[1]?.payload.clientId).toBe(socket.sent[0]?.payload.clientId);
  });

  it('says in place why a message was refused for good, sends the next, and lets it be deleted', async () => {
    socket.down = false;
    const { user } = renderChat();
    await write(user, 'to someone who blocked me');
    await waitFor(() => expect(socket.sent).toHaveLength(1));
    await act(async () =>
      socket.sent[0]!.answer({ ok: false, status: 403, error: 'Your message was not delivered.' }),
    );
    expect(await screen.findByText('Your message was not delivered.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    await write(user, 'next one');
    await waitFor(() => expect(socket.sent).toHaveLength(2));
    expect(socket.sent[1]?.payload.body).toBe('next one');

    await user.click(screen.getByRole('button', { name: 'Delete unsent message' }));
    expect(screen.queryByText('to someone who blocked me')).toBeNull();
    expect(screen.queryByText('Your message was not delivered.')).toBeNull();
  });
});
