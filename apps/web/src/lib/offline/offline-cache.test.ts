import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/auth';
import { withDeviceStore } from '@/test/device-store';
import { signInAs } from '@/test/render-app';
import { followSession, persistForUser } from './offline-cache';
import { forgetOfflineData, readOffline, writeOffline } from './offline-store';

withDeviceStore();

const favorites = [{ id: 1, type: 'PROPERTY' }];

/** Saves what the client holds for `userId` as the app would, then stops saving. */
async function saveFor(userId: number, fill: (client: QueryClient) => void) {
  const client = new QueryClient();
  const stop = await persistForUser(client, userId);
  fill(client);
  await expect.poll(() => readOffline('queries', userId)).toBeDefined();
  stop();
}

describe('the offline copy of the query cache', () => {
  beforeEach(() => forgetOfflineData());

  it('restores a user’s favourites into a new client', async () => {
    await saveFor(7, (c) => c.setQueryData(['favorites', 'list'], favorites));
    const next = new QueryClient();
    await persistForUser(next, 7);
    expect(next.getQueryData(['favorites', 'list'])).toEqual(favorites);
  });

  it('is saved at once when the page is left, not a second later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const client = new QueryClient();
      const stop = await persistForUser(client, 7);
      client.setQueryData(['favorites', 'list'], favorites);
      window.dispatchEvent(new Event('pagehide'));
      // The save's one-second timer is frozen (vi.waitFor would move it): only the page's leaving
      // can have written the copy.
      let saved: { clientState: { queries: unknown[] } } | undefined;
      for (let i = 0; i < 100 && !saved; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        saved = await readOffline('queries', 7);
      }
      expect(saved?.clientState.queries).toHaveLength(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is kept per user: another user restores nothing of it', async () => {
    await saveFor(7, (c) => c.setQueryData(['favorites', 'list'], favorites));
    const other = new QueryClient();
    await persistForUser(other, 8);
    expect(other.getQueryData(['favorites', 'list'])).toBeUndefined();
  });

  it('is forgotten on sign-out, with the outbox', async () => {
    signInAs('TENANT', { id: 7 });
    await saveFor(7, (c) => c.setQueryData(['favorites', 'list'], favorites));
    await writeOffline('outbox', 7, [{ clientId: 'a' }]);
    await followSession(new QueryClient());

    act(() => clearSession());

    await expect.poll(() => readOffline('queries', 7)).toBeUndefined();
    await expect.poll(() => readOffline('outbox', 7)).toBeUndefined();
  });

  it('loses the previous user’s copy when someone else signs in', async () => {
    await saveFor(7, (c) => c.setQueryData(['favorites', 'list'], favorites));
    await writeOffline('outbox', 7, [{ clientId: 'a' }]);
    signInAs('TENANT', { id: 8 });
    const client = new QueryClient();
    await followSession(client);

    expect(client.getQueryData(['favorites', 'list'])).toBeUndefined();
    expect(await readOffline('queries', 7)).toBeUndefined();
    expect(await readOffline('outbox', 7)).toBeUndefined();
  });
});
