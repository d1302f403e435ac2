import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Files nobody may reach by URL (identity documents). They live outside the folder served under
 * /uploads, under names of 128 random bits, and are read only through admin routes.
 */
export interface PrivateFiles {
  /** Stores the data under a new unguessable key in `folder` and answers the key. */
  put(folder: string, data: Buffer, extension: string): Promise<string>;
  /** A stream of the file, or null when it does not exist (any more). */
  open(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** A URL that reads the file for `seconds`, from a bucket (the disk has none: stream it). */
  presignedUrl?(key: string, seconds: number): Promise<string>;
  /** The local folder, when the files are on this machine's disk. */
  readonly root?: string;
}

const SAFE_KEY = /^[a-z]+\/[0-9a-f]{32}\.[a-z]{3,4}$/;

/** Refuses a key that is not one `put` made (so it cannot leave its folder or prefix). */
export function assertPrivateKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe private key: ${key}`);
}

/** A new unguessable key in `folder`. */
export function newPrivateKey(folder: string, extension: string): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

function fileOf(root: string, key: string): string {
  assertPrivateKey(key);
  return path.join(root, key);
}

export function createPrivateFiles(root: string): PrivateFiles {
  return {
    root,
    async put(folder, data, extension) {
      const key = newPrivateKey(folder, extension);
      const file = fileOf(root, key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, data, { mode: 0o600, flag: 'wx' });
      return key;
    },
    async open(key) {
      const file = fileOf(root, key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(root, key), { force: true });
    },
  };
}
