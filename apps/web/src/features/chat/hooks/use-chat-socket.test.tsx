import hi from '@roomsetu/shared/catalogs/hi.json';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/auth';
import { jsonResponse, renderRoute, signInAs } from '@/test/render-app';
import { FakeSocket } from '@/test/fake-socket';
import { useChatSocket } from './use-chat-socket';

let socket: FakeSocket;
let tokens: (string | null)[];
const factory = (getToken: () => string | null) => {
  // Record the token each (re)connection would carry.
  const connect = socket.connect.bind(socket);
  socket.connect = () => {
    tokens.push(getToken());
    connect();
  };
  return socket;
};

function Probe() {
  const { status } = useChatSocket({ onMessage: () => {}, onConnect: () => {} });
  return <p>status: {status}</p>;
}

function renderProbe() {
  return renderRoute(
    '/chat',
    [
      {
        path: '/chat',
        element: <Probe />,
      },
    ],
    { createSocket: factory },
  );
}

/** The API: the old token is refused once, the refresh hands out 'fresh-token'. */
function stubRefresh() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/auth/refresh') {
      return jsonResponse({ success: true, data: { accessToken: 'fresh-token' } });
    }
    const auth = new Headers(init?.headers).get('Authorization');
    return auth === 'Bearer fresh-token'
      ? jsonResponse({ success: true, data: [] })
      : jsonResponse({ success: false, error: 'expired' }, 401);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  socket = new FakeSocket();
  tokens = [];
  signInAs('TENANT');
});

describe('useChatSocket', () => {
  it('connects with the stored token', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderProbe();
    expect(await screen.findByText('status: connected')).toBeTruthy();
    expect(tokens).toEqual(['token-TENANT']);
  });

  it('renews an expired token through the API client and reconnects with it', async () => {
    const fetchMock = stubRefresh();
    renderProbe();
    await screen.findByText('status: connected');

    act(() => {
      socket.serverEmit('auth:expired');
      socket.disconnect(); // the server closes the socket after warning
    });
    await waitFor(() => expect(tokens).toEqual(['token-TENANT', 'fresh-token']));
    expect(getToken()).toBe('fresh-token');
    expect(await screen.findByText('status: connected')).toBeTruthy();
    const refreshes = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
  });

  it('renews when the handshake is refused for an expired token, in any language', async () => {
    stubRefresh();
    renderProbe();
    await screen.findByText('status: connected');
    act(() => {
      socket.connected = false;
      socket.active = false;
      // As the server refuses it: the text in the browser's language, with its code.
      const refusal = new Error(hi.session.sessionExpired);
      socket.serverEmit(
        'connect_error',
        Object.assign(refusal, { data: { code: 'SESSION_EXPIRED' } }),
      );
    });
    await waitFor(() => expect(tokens.at(-1)).toBe('fresh-token'));
  });

  it('gives up after the retries and offers to try again', async () => {
    vi.stubGlobal('fetch', vi.fn());
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderProbe();
    await screen.findByText('status: connected');
    act(() => socket.drop());
    expect(await screen.findByText('status: reconnecting')).toBeTruthy();
    act(() => socket.serverEmit('reconnect_failed'));
    expect(await screen.findByText('status: offline')).toBeTruthy();
  });
});
