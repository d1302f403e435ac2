import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, testBucket, type S3Server } from '../test/s3';
import { checkBucket, openBucket, parseBucketUrl, type Bucket } from './bucket';
import { createBucketPrivateFiles, createBucketStorage } from './bucket-storage';
import { createPrivateFiles, type PrivateFiles } from './private-files';
import { createDiskStorage, MissingObjectError, type Storage } from './storage';

const PUBLIC_URL = 'https://roomsetu.test';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const UNSAFE_PHOTO_KEYS = [
  '../escape.webp',
  'properties/../../escape.webp',
  '/properties/1/a.webp',
  'properties\\1\\a.webp',
  'properties/1/a.exe',
  'Properties/1/A.webp',
  'properties/1/a.webp?x=1',
  '',
];

const UNSAFE_PRIVATE_KEYS = [
  '../id/00000000000000000000000000000000.webp',
  'id/../../00000000000000000000000000000000.webp',
  '/id/00000000000000000000000000000000.webp',
  'id\\00000000000000000000000000000000.webp',
  'id/short.webp',
  'public/properties/1/a.webp',
];

interface Store {
  name: string;
  storage: Storage;
  privateFiles: PrivateFiles;
  /** Whether the withdrawn copy of `key` is kept where nobody can load it. */
  withdrawnKept(key: string): Promise<boolean>;
  /** Every object or file the store holds, by its full name in the bucket or below the root. */
  everything(): Promise<string[]>;
}

function diskStore(): Store & { dispose(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'roomsetu-contract-'));
  const root = path.join(dir, 'uploads');
  const storage = createDiskStorage(root, PUBLIC_URL);
  const privateRoot = path.join(dir, 'private');
  return {
    name: 'disk',
    storage,
    privateFiles: createPrivateFiles(privateRoot),
    withdrawnKept: async (key) => existsSync(path.join(`${root}-withdrawn`, key)),
    everything: async () => {
      const { readdirSync, statSync } = await import('node:fs');
      return readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => statSync(path.join(dir, f)).isFile());
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function bucketStore(bucket: Bucket): Store {
  const name = bucket.location.bucket;
  return {
    name: 's3',
    storage: createBucketStorage(bucket, PUBLIC_URL),
    privateFiles: createBucketPrivateFiles(bucket),
    withdrawnKept: async (key) =>
      bucket.client.send(new GetObjectCommand({ Bucket: name, Key: `withdrawn/${key}` })).then(
        () => true,
        () => false,
      ),
    everything: async () => {
      const listed = await bucket.client.send(new ListObjectsV2Command({ Bucket: name }));
      return (listed.Contents ?? []).map((o) => o.Key!);
    },
  };
}

let s3: S3Server;
let disk: ReturnType<typeof diskStore>;
const stores: Store[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  disk = diskStore();
  stores.push(disk, bucketStore(testBucket(s3)));
});

afterAll(async () => {
  disk?.dispose();
  await s3?.stop();
});

describe.each(['disk', 's3'])('the %s store', (which) => {
  const store = () => stores.find((s) => s.name === which)!;

  it('puts, reads, opens, withdraws and deletes a photo under the same URL as before', async () => {
    const { storage } = store();
    const key = `properties/7/${which}-photo.webp`;
    const data = Buffer.from(`a photo in the ${which} store`);
    await storage.put(key, data);
    expect(storage.url(key)).toBe(`${PUBLIC_URL}/uploads/${key}`);
    expect(await storage.read(key)).toEqual(data);

    const opened = await storage.open(key);
    expect(opened?.contentType).toBe('image/webp');
    expect(opened?.size).toBe(data.length);
    expect(await bytesOf(opened!.body!)).toEqual(data);

    await storage.withdraw(key);
    await expect(storage.read(key)).rejects.toBeInstanceOf(MissingObjectError);
    expect(await storage.open(key)).toBeNull();
    expect(await store().withdrawnKept(key)).toBe(true);
    // Withdrawing what is already gone is not an error, as deleting it again is not.
    await storage.withdraw(key);

    const other = `properties/7/${which}-other.png`;
    await storage.put(other, data);
    expect((await storage.open(other))?.contentType).toBe('image/png');
    await storage.delete(other);
    await storage.delete(other);
    await expect(storage.read(other)).rejects.toBeInstanceOf(MissingObjectError);
    expect(await storage.open(other)).toBeNull();
  });

  it('refuses photo keys that could leave their folder or prefix', async () => {
    const { storage } = store();
    const before = await store().everything();
    for (const key of UNSAFE_PHOTO_KEYS) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.open(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.withdraw(key), key).rejects.toThrow(/unsafe storage key/);
    }
    expect(await store().everything()).toEqual(before);
  });

  it('keeps identity documents apart, readable by key only, and deletes them', async () => {
    const { privateFiles, storage } = store();
    const data = Buffer.from(`an identity document in the ${which} store`);
    const key = await privateFiles.put('id', data, 'webp');
    expect(key).toMatch(/^id\/[0-9a-f]{32}\.webp$/);
    expect(await bytesOf((await privateFiles.open(key))!)).toEqual(data);
    // Nothing reaches it as a photo.
    await expect(storage.read(key)).rejects.toThrow();
    const everything = await store().everything();
    expect(everything.filter((f) => f.endsWith(key))).toEqual([`private/${key}`]);
    await privateFiles.delete(key);
    expect(await privateFiles.open(key)).toBeNull();
    expect((await store().everything()).some((f) => f.endsWith(key))).toBe(false);
  });

  it('refuses private keys that are not ones it made', async () => {
    const { privateFiles } = store();
    for (const key of UNSAFE_PRIVATE_KEYS) {
      await expect(privateFiles.open(key), key).rejects.toThrow(/unsafe private key/);
      await expect(privateFiles.delete(key), key).rejects.toThrow(/unsafe private key/);
    }
    await expect(privateFiles.put('../x', Buffer.from('x'), 'webp')).rejects.toThrow(
      /unsafe private key/,
    );
    await expect(privateFiles.put('id', Buffer.from('x'), 'we/bp')).rejects.toThrow(
      /unsafe private key/,
    );
  });
});

describe('the bucket', () => {
  it('hands out a presigned URL for an identity document that works for the time given', async () => {
    const files = createBucketPrivateFiles(testBucket(s3));
    const key = await files.put('id', Buffer.from('short-lived'), 'webp');
    const url = await files.presignedUrl!(key, 60);
    expect(url).toContain(`/private/${key}`);
    expect(url).toContain('X-Amz-Expires=60');
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('short-lived');
  });

  it('says which bucket cannot be used, and why, naming STORAGE_URL', async () => {
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    await expect(checkBucket(testBucket(s3))).resolves.toBeUndefined();
    const missing = openBucket(
      parseBucketUrl(`s3://no-such-bucket?endpoint=${s3.endpoint}&forcePathStyle=true`),
      credentials,
    );
    await expect(checkBucket(missing)).rejects.toThrow(
      /^STORAGE_URL: the bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used: it does not exist/,
    );
    const closed = openBucket(
      parseBucketUrl('s3://photos?endpoint=http://127.0.0.1:9&forcePathStyle=true'),
      credentials,
    );
    await expect(checkBucket(closed)).rejects.toThrow(
      /^STORAGE_URL: the bucket "photos" at http:\/\/127\.0\.0\.1:9 cannot be used: it cannot be reached/,
    );
  });
});

describe('STORAGE_URL', () => {
  it('reads the bucket, endpoint, region and path style', () => {
    expect(parseBucketUrl('s3://photos')).toEqual({
      bucket: 'photos',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      parseBucketUrl(
        's3://roomsetu-media?endpoint=http://minio:9000&region=ap-south-1&forcePathStyle=true',
      ),
    ).toEqual({
      bucket: 'roomsetu-media',
      endpoint: 'http://minio:9000',
      region: 'ap-south-1',
      forcePathStyle: true,
    });
  });

  it.each([
    ['https://photos', /s3:\/\//],
    ['s3://', /no bucket|s3:\/\//],
    ['s3:///photos', /no bucket|s3:\/\//],
    ['photos', /s3:\/\//],
    ['s3://Photos_Bucket', /not a valid bucket name/],
    ['s3://photos?endpoint=minio:9000', /endpoint "minio:9000" is not an http\(s\) URL/],
    ['s3://photos?endpoint=not a url', /is not an http\(s\) URL/],
    ['s3://photos?forcePathStyle=yes', /forcePathStyle must be true or false/],
    ['s3://photos?pathStyle=true', /unknown setting "pathStyle"/],
    ['s3://photos/prefix', /nothing else/],
  ])('refuses %s', (value, message) => {
    expect(() => parseBucketUrl(value)).toThrow(message);
  });
});
