import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where photos live. The disk implementation can be swapped for an object store behind this interface. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** The object's bytes (for work on stored photos, such as hashing them); rejects when absent. */
  read(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Takes an object out of public reach (its URL answers 404) but keeps it, e.g. for a dispute. */
  withdraw(key: string): Promise<void>;
  /** The full URL a browser loads the object from. */
  url(key: string): string;
  /** The local folder, when this process serves the files itself under /uploads. */
  readonly root?: string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(webp|png|jpg)$/;

function assertKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/** Withdrawn files move to `withdrawnRoot`, outside the folder served under /uploads. */
export function createDiskStorage(
  root: string,
  publicUrl: string,
  withdrawnRoot = `${root.replace(/[/\\]+$/, '')}-withdrawn`,
): Storage {
  return {
    root,
    async put(key, data) {
      assertKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async read(key) {
      assertKey(key);
      return readFile(path.join(root, key));
    },
    async delete(key) {
      assertKey(key);
      await rm(path.join(root, key), { force: true });
    },
    async withdraw(key) {
      assertKey(key);
      const target = path.join(withdrawnRoot, key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(path.join(root, key), target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    },
    url(key) {
      return `${publicUrl}/uploads/${key}`;
    },
  };
}
