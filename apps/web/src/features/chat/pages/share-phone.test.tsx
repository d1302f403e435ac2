import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { FakeSocket } from '@/test/fake-socket';
import { conversationList, conversationPage, ME, message, RAHUL } from '../testing/fixtures';
import { ChatPage } from './chat-page';

let socket: FakeSocket;

function renderChat() {
  return renderRoute('/chat?convoId=1', [{ path: '/chat', element: <ChatPage /> }], {
    createSocket: () => socket,
  });
}

/** The chat endpoints, with conversation 1's phone sharing as the server would answer it. */
function stub(sharing: { sharedPhone: string | null; phoneShared: boolean }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      if (url.pathname === '/api/messages/conversations') {
        return jsonResponse({ success: true, data: conversationList() });
      }
      if (method === 'POST' && url.pathname === '/api/messages/conversations/1/share-phone') {
        sharing.phoneShared = true;
        return jsonResponse({
          success: true,
          data: { conversationId: 1, sharedAt: new Date().toISOString() },
        });
      }
      if (url.pathname === '/api/messages/conversations/1') {
        const page = conversationPage(1, [message(1, 1, RAHUL, 'Hi there')]);
        return jsonResponse({ success: true, data: { ...page, ...sharing } });
      }
      return jsonResponse({ success: false, error: 'Not found' }, 404);
    }),
  );
  return calls;
}

beforeEach(() => {
  socket = new FakeSocket();
  signInAs('TENANT', { id: ME });
});

describe('Share my number', () => {
  it('shares the number from the conversation menu, then no longer offers it', async () => {
    const calls = stub({ sharedPhone: null, phoneShared: false });
    const { user } = renderChat();
    expect(await screen.findByText('Hi there')).toBeTruthy();
    expect(screen.queryByText(/shared their number/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Conversation options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Share my number' }));
    await waitFor(() => expect(calls).toContain('POST /api/messages/conversations/1/share-phone'));
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Conversation options' }));
      expect(screen.queryByRole('menuitem', { name: 'Share my number' })).toBeNull();
    });
  });

  it("shows the other person's number once they shared it, as a tel: link", async () => {
    stub({ sharedPhone: '9812345670', phoneShared: false });
    renderChat();
    const link = await screen.findByRole('link', { name: '9812345670' });
    expect(link.getAttribute('href')).toBe('tel:9812345670');
    expect(screen.getByText(/Rahul Sharma shared their number/)).toBeTruthy();
  });
});
