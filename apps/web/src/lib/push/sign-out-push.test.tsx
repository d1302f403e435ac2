import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { getToken, useAuth } from '@/lib/auth';
import { followSession } from '@/lib/offline/offline-cache';
import { signInAs } from '@/test/render-app';
import { ok, stubApi } from '@/test/stub-api';

describe('signing out on a device that receives push', () => {
  it('removes the subscription on the server while still signed in, then in the browser', async () => {
    signInAs('TENANT');
    const unsubscribe = vi.fn(async () => true);
    const subscription = { endpoint: 'https://push.example.test/device-1', unsubscribe };
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'granted' });
    const registration = { pushManager: { getSubscription: async () => subscription } };
    vi.stubGlobal(
      'navigator',
      Object.create(navigator, {
        serviceWorker: { value: { getRegistration: async () => registration } },
      }) as Navigator,
    );
    let signedInWhenAsked = false;
    const api = stubApi({
      'DELETE /api/push/subscriptions': () => {
        signedInWhenAsked = getToken() !== null;
        return ok({ removed: 1 });
      },
      'POST /api/auth/logout': () => ok(null),
    });
    // What every signed-in page does once its query client has loaded.
    await followSession(new QueryClient());
    const { result } = renderHook(() => useAuth(), { wrapper: MemoryRouter });

    await act(() => result.current.logout());

    expect(api.callsTo('DELETE /api/push/subscriptions')[0]?.body).toEqual({
      endpoint: 'https://push.example.test/device-1',
    });
    expect(signedInWhenAsked).toBe(true);
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(getToken()).toBeNull();
  });
});
