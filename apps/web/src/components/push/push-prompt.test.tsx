import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { offerPush } from '@/lib/push/offer';
import { renderRoute, signInAs } from '@/test/render-app';
import { ok, stubApi } from '@/test/stub-api';
import { PushPrompt } from './push-prompt';

const QUESTION = 'Get notified on this phone when someone replies?';
// "BNc" and the rest in base64url: what the Push API must be given as bytes.
const PUBLIC_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** The browser's side: permission not asked yet, a service worker able to subscribe. */
function browserWithPush(permission: NotificationPermission = 'default') {
  const requestPermission = vi.fn(async () => 'granted' as const);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  const subscription = {
    endpoint: 'https://push.example.test/device-1',
    toJSON: () => ({
      endpoint: 'https://push.example.test/device-1',
      keys: { p256dh: 'p256', auth: 'secret' },
    }),
  };
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription);
  const pushManager = { getSubscription: async () => null, subscribe };
  vi.stubGlobal(
    'navigator',
    Object.create(navigator, {
      serviceWorker: { value: { ready: Promise.resolve({ pushManager }) } },
    }) as Navigator,
  );
  return { requestPermission, subscribe };
}

function serverWithPush(publicKey: string | null = PUBLIC_KEY) {
  return stubApi({
    'GET /api/push/key': () => ok({ publicKey }),
    'POST /api/push/subscriptions': () => ok(null, 201),
  });
}

const renderPrompt = () => renderRoute('/chat', [{ path: '/chat', element: <PushPrompt /> }]);

beforeEach(() => {
  localStorage.clear(); // a "Not now" of an earlier test
  signInAs('TENANT');
});

describe('PushPrompt', () => {
  it('asks nothing on load; after a first message, asks permission only on "Turn on"', async () => {
    const browser = browserWithPush();
    const api = serverWithPush();
    const { user } = renderPrompt();
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect(api.callsTo('GET /api/push/key')).toHaveLength(0);

    act(() => offerPush('message'));
    expect(await screen.findByText(QUESTION)).toBeTruthy();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(api.callsTo('POST /api/push/subscriptions')).toHaveLength(1));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(api.callsTo('POST /api/push/subscriptions')[0]?.body).toEqual({
      endpoint: 'https://push.example.test/device-1',
      keys: { p256dh: 'p256', auth: 'secret' },
    });
    expect(screen.queryByText(QUESTION)).toBeNull();
  });

  it('remembers "Not now" on the device', async () => {
    const browser = browserWithPush();
    serverWithPush();
    const first = renderPrompt();
    act(() => offerPush('search'));
    await first.user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
    first.unmount();

    renderPrompt();
    act(() => offerPush('message'));
    await act(async () => {});
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('shows nothing where the server has no push or the browser refused', async () => {
    browserWithPush();
    const api = serverWithPush(null);
    const first = renderPrompt();
    act(() => offerPush('message'));
    await waitFor(() => expect(api.callsTo('GET /api/push/key')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByText(QUESTION)).toBeNull();
    first.unmount();

    browserWithPush('denied');
    renderPrompt();
    act(() => offerPush('message'));
    await act(async () => {});
    expect(screen.queryByText(QUESTION)).toBeNull();
  });
});
