import { BLOCK_MESSAGES, PAYMENT_SAFETY_NOTE } from '@roomsetu/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/test/render-app';
import { FakeSocket } from '@/test/fake-socket';
import { ME, RAHUL, message, stubChatApi } from '../testing/fixtures';
import { ChatPage } from './chat-page';

let socket: FakeSocket;

const renderChat = () =>
  renderRoute('/chat?convoId=1', [{ path: '/chat', element: <ChatPage /> }], {
    createSocket: () => socket,
  });

beforeEach(() => {
  socket = new FakeSocket();
  signInAs('TENANT', { id: ME });
});

describe('chat safety', () => {
  it('shows the recipient a safety note under a request for an advance, not the sender', async () => {
    stubChatApi({
      1: [
        message(1, 1, RAHUL, 'Pay the token amount first', { flags: ['PAYMENT_REQUEST'] }),
        message(2, 1, ME, 'Can I send the advance by UPI?', { flags: ['PAYMENT_REQUEST'] }),
        message(3, 1, RAHUL, 'Sure, come on Sunday'),
      ],
    });
    renderChat();
    const theirs = (await screen.findByText('Pay the token amount first')).closest('li')!;
    expect(within(theirs).getByText(PAYMENT_SAFETY_NOTE, { exact: false })).toBeTruthy();
    expect(
      within(theirs).getByRole('link', { name: 'Safety guidelines' }).getAttribute('href'),
    ).toBe('/safety-guidelines');
    const mine = screen.getByText('Can I send the advance by UPI?').closest('li')!;
    expect(within(mine).queryByText(PAYMENT_SAFETY_NOTE, { exact: false })).toBeNull();
    const plain = screen.getByText('Sure, come on Sunday').closest('li')!;
    expect(within(plain).queryByText(PAYMENT_SAFETY_NOTE, { exact: false })).toBeNull();
  });

  it('shows the neutral refusal when a message could not be delivered', async () => {
    stubChatApi({ 1: [] });
    const { user } = renderChat();
    const box = await screen.findByPlaceholderText('Type a message...');
    await user.type(box, 'Hello?{Enter}');
    await act(async () =>
      socket.sent[0]!.answer({ ok: false, status: 403, error: BLOCK_MESSAGES.notDelivered }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(BLOCK_MESSAGES.notDelivered);
  });

  it('blocks the other person from the header after a confirmation', async () => {
    const fetchMock = stubChatApi({ 1: [message(1, 1, RAHUL, 'Hi there')] });
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Block Rahul Sharma' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Rahul Sharma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith(`/api/blocks/${RAHUL}`) &&
            (init as RequestInit | undefined)?.method === 'POST',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
