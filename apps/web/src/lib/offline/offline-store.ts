import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * The device's IndexedDB store for what a signed-in person keeps offline: the saved query cache
 * and the chat outbox, each under a key that ends with the user's id. idb-keyval (under 1 KB)
 * rather than a store of our own: it already copes with the browsers' IndexedDB quirks (Safari
 * dropping connections, blocked upgrades) that a few lines of ours would rediscover one by one.
 */
let store: UseStore | undefined;
const db = (): UseStore => (store ??= createStore('roomsetu-offline', 'kv'));

export type OfflineKind = 'queries' | 'outbox';

const keyOf = (kind: OfflineKind, userId: number) => `${kind}:${userId}`;
const ownerOf = (key: IDBValidKey) => Number(String(key).split(':')[1]);

/** No IndexedDB (some private modes, old browsers, the server): nothing is kept, nothing breaks. */
const available = () => typeof indexedDB !== 'undefined';

export async function readOffline<T>(kind: OfflineKind, userId: number): Promise<T | undefined> {
  if (!available()) return undefined;
  try {
    return await get<T>(keyOf(kind, userId), db());
  } catch {
    return undefined;
  }
}

export async function writeOffline(kind: OfflineKind, userId: number, value: unknown) {
  if (!available()) return;
  try {
    await set(keyOf(kind, userId), value, db());
  } catch {
    // Full or refused: the device simply keeps less; the app works as before.
  }
}

export async function removeOffline(kind: OfflineKind, userId: number) {
  if (!available()) return;
  await del(keyOf(kind, userId), db()).catch(() => undefined);
}

/**
 * Forgets every user's data on this device but `keep`'s: all of it on sign-out, the previous
 * person's when someone else signs in.
 */
export async function forgetOfflineData(keep?: number): Promise<void> {
  if (!available()) return;
  try {
    const stored = await keys(db());
    await Promise.all(stored.filter((k) => ownerOf(k) !== keep).map((k) => del(k, db())));
  } catch {
    // Nothing could be read: nothing is there to forget.
  }
}
