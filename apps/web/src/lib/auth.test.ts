import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutOnServer, serverLogoutSettled } from './auth';

afterEach(() => vi.useRealTimers());

describe('logoutOnServer', () => {
  it('posts /api/auth/logout with the cookie, whatever the answer', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await logoutOnServer();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
  });

  it('never fails, even offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(logoutOnServer()).resolves.toBeUndefined();
  });

  it('lets a sign-in wait for it, but not for ever', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    void logoutOnServer();
    let settled = false;
    void serverLogoutSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(true);
  });
});
