import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll } from 'vitest';

/**
 * Gives this test file an IndexedDB (jsdom has none): fake-indexeddb is an in-memory
 * implementation of the real API. Set for the file only: the files of a worker share one page,
 * and the others test the app as a browser without IndexedDB would run it.
 */
export function withDeviceStore(): void {
  beforeAll(() => {
    globalThis.indexedDB = new IDBFactory();
  });
  afterAll(() => {
    delete (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  });
}
