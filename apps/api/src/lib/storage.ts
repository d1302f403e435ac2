import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored object opened to be sent. */
export interface StoredObject {
  /** Null when the caller's copy is current (the ETag it sent matches): answer 304. */
  body: Readable | null;
  contentType: string;
  size?: number;
  etag?: string;
  lastModified?: Date;
}

/** Where photos live: the data directory (lib/storage.ts) or a bucket (lib/bucket-storage.ts). */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** The object's bytes (for work on stored photos, such as hashing them); a MissingObjectError when absent. */
  read(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Takes an object out of public reach (its URL answers 404) but keeps it, e.g. for a dispute. */
  withdraw(key: string): Promise<void>;
  /** The full URL a browser loads the object from. */
  url(key: string): string;
  /** The object to stream, or null when absent; `ifNoneMatch` is the ETag the browser holds. */
  open(key: string, ifNoneMatch?: string): Promise<StoredObject | null>;
  /** Rejects when the store cannot be used (a bucket missing or unreachable); awaited at start. */
  check(): Promise<void>;
  /** The local folder, when this process serves the files itself under /uploads. */
  readonly root?: string;
}

/** `read` of a key under which nothing is stored (a file gone from disk, an object from the bucket). */
export class MissingObjectError extends Error {
  constructor(readonly key: string) {
    super(`no stored object ${key}`);
    this.name = 'MissingObjectError';
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(webp|png|jpg)$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** Refuses a key that could leave its folder or prefix (`..`, a leading `/`, backslashes…). */
export function assertPhotoKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/** The Content-Type of a photo by its key's extension. */
export function photoContentType(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

const assertKey = assertPhotoKey;

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
      try {
        return await readFile(path.join(root, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new MissingObjectError(key);
        throw err;
      }
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
    async open(key) {
      assertKey(key);
      const file = path.join(root, key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(file),
          contentType: photoContentType(key),
          size: info.size,
          lastModified: info.mtime,
        };
      } catch {
        return null;
      }
    },
    async check() {},
  };
}
