import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { beforeSignOut, getToken, getUser, subscribeAuth } from '@/lib/auth';
import { capOfflineState, OFFLINE_MAX_AGE_MS, shouldKeepOffline } from './offline-queries';
import { forgetOfflineData, readOffline, removeOffline, writeOffline } from './offline-store';

/** A burst of cache events (a page of queries settling) is written once. */
const SAVE_EVERY_MS = 1000;

interface UserPersister extends Persister {
  /** Drops a save that has not started and refuses later ones (the session ended). */
  stop: () => void;
}

/**
 * Saves one user's cache in the device store, trimmed to what is kept offline: a second after a
 * change, or at once when the page is hidden or left (a phone may close it then, and a page left
 * within that second would otherwise not be readable offline).
 */
export function userPersister(userId: number): UserPersister {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: PersistedClient | undefined;
  let stopped = false;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || !latest) return;
    const saved = { ...latest, clientState: capOfflineState(latest.clientState) };
    latest = undefined;
    void writeOffline('queries', userId, saved);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  return {
    persistClient: (client) => {
      if (stopped) return;
      latest = client;
      timer ??= setTimeout(flush, SAVE_EVERY_MS);
    },
    restoreClient: () => readOffline<PersistedClient>('queries', userId),
    removeClient: () => removeOffline('queries', userId),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    },
  };
}

/**
 * Fills `client` with what this user saved on the device, then keeps saving it as it changes.
 * The buster carries the user id: a store that somehow holds another person's cache is dropped.
 */
export async function persistForUser(client: QueryClient, userId: number): Promise<() => void> {
  const persister = userPersister(userId);
  const options = { queryClient: client, persister, buster: `user:${userId}` };
  await persistQueryClientRestore({ ...options, maxAge: OFFLINE_MAX_AGE_MS });
  const unsubscribe = persistQueryClientSubscribe({
    ...options,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldKeepOffline,
      shouldDehydrateMutation: () => false,
    },
  });
  return () => {
    unsubscribe();
    persister.stop();
  };
}

let following: QueryClient | undefined;

/**
 * Keeps `client`'s offline copy in step with the session: the signed-in user's cache is restored
 * and saved; on sign-out every user's copy is forgotten, and when someone else signs in, the
 * previous person's. Resolves once the current user's copy is in the client.
 */
export function followSession(client: QueryClient): Promise<void> {
  if (following === client) return Promise.resolve();
  following = client;
  let userId: number | null = null;
  let stop: Promise<(() => void) | undefined> = Promise.resolve(undefined);
  let restored: Promise<void> = Promise.resolve();

  const sync = () => {
    const next = getToken() !== null ? (getUser()?.id ?? null) : null;
    if (next === userId) return;
    userId = next;
    const previous = stop;
    stop = previous.then(async (end) => {
      end?.();
      await forgetOfflineData(next ?? undefined);
      return next === null ? undefined : persistForUser(client, next).catch(() => undefined);
    });
    restored = stop.then(() => undefined);
  };
  sync();
  subscribeAuth(sync);
  // Signed in with the query client loaded (every signed-in page): push stops on sign-out too.
  beforeSignOut(async () => (await import('@/lib/push/push-device')).turnOffPushOnThisDevice());
  return restored;
}
