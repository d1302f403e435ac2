import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { statusOf, type Bucket } from './bucket';
import { PRIVATE_PREFIX, PUBLIC_PREFIX, WITHDRAWN_PREFIX } from './bucket-storage';
import { assertPrivateKey } from './private-files';
import { assertPhotoKey, photoContentType } from './storage';

/** Multipart uploads use this part size, so a multipart ETag can be computed here too. */
const PART_SIZE = 8 * 1024 * 1024;
const PARALLEL = 4;

/** Which folder of the data directory goes to which prefix of the bucket. */
const SOURCES = [
  { folder: 'uploads', prefix: PUBLIC_PREFIX, assertKey: assertPhotoKey },
  { folder: 'private', prefix: PRIVATE_PREFIX, assertKey: assertPrivateKey },
  { folder: 'uploads-withdrawn', prefix: WITHDRAWN_PREFIX, assertKey: assertPhotoKey },
] as const;

export interface MigrationResult {
  copied: string[];
  alreadyThere: string[];
  failed: { key: string; reason: string }[];
}

interface Digest {
  size: number;
  /** MD5 of the whole file: the ETag of an object put in one request. */
  md5: string;
  /** The ETag S3 gives the object uploaded in PART_SIZE parts: MD5 of the parts' MD5s, -count. */
  multipart: string;
}

async function digestOf(file: string): Promise<Digest> {
  const whole = createHash('md5');
  const parts: Buffer[] = [];
  let part = createHash('md5');
  let inPart = 0;
  let size = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
    let data = chunk as Buffer;
    whole.update(data);
    size += data.length;
    while (data.length) {
      const take = Math.min(PART_SIZE - inPart, data.length);
      part.update(data.subarray(0, take));
      inPart += take;
      data = data.subarray(take);
      if (inPart === PART_SIZE) {
        parts.push(part.digest());
        part = createHash('md5');
        inPart = 0;
      }
    }
  }
  if (inPart) parts.push(part.digest());
  const multipart = `${createHash('md5').update(Buffer.concat(parts)).digest('hex')}-${parts.length}`;
  return { size, md5: whole.digest('hex'), multipart };
}

/** Whether the bucket's object is this file: the same size and the same MD5 (ETag) checksum. */
function sameAs(head: { ContentLength?: number; ETag?: string }, digest: Digest): boolean {
  const etag = head.ETag?.replace(/"/g, '');
  return head.ContentLength === digest.size && (etag === digest.md5 || etag === digest.multipart);
}

async function headOf(bucket: Bucket, key: string) {
  try {
    return await bucket.client.send(
      new HeadObjectCommand({ Bucket: bucket.location.bucket, Key: key }),
    );
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw err;
  }
}

async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Copies the data directory's photos, withdrawn photos and identity documents into the bucket
 * and checks each copy by size and MD5 (the ETag). What is already there and identical is left
 * alone, so a second run copies nothing; a run stopped half way is finished by the next.
 */
export async function migrateToBucket(
  bucket: Bucket,
  dataDir: string,
  onResult: (line: string) => void = () => {},
): Promise<MigrationResult> {
  const result: MigrationResult = { copied: [], alreadyThere: [], failed: [] };
  const work: { file: string; key: string; local: string; assertKey: (k: string) => void }[] = [];
  for (const { folder, prefix, assertKey } of SOURCES) {
    const root = path.join(dataDir, folder);
    for (const local of await filesUnder(root)) {
      work.push({ file: path.join(root, local), key: prefix + local, local, assertKey });
    }
  }

  const copyOne = async ({ file, key, local, assertKey }: (typeof work)[number]) => {
    try {
      assertKey(local);
    } catch {
      throw new Error('not a name RoomSetu stores files under; move it out of the data directory');
    }
    const digest = await digestOf(file);
    const before = await headOf(bucket, key);
    if (before && sameAs(before, digest)) return 'already there' as const;
    await new Upload({
      client: bucket.client,
      partSize: PART_SIZE,
      queueSize: 2,
      params: {
        Bucket: bucket.location.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentType: key.startsWith(PRIVATE_PREFIX)
          ? 'application/octet-stream'
          : photoContentType(key),
      },
    }).done();
    const after = await headOf(bucket, key);
    if (!after) throw new Error('the object is not in the bucket after the upload');
    if (!sameAs(after, digest)) {
      throw new Error(
        `the copy differs: ${after.ContentLength ?? '?'} bytes, ETag ${after.ETag ?? '?'}; ` +
          `expected ${digest.size} bytes, MD5 ${digest.md5}`,
      );
    }
    return 'copied' as const;
  };

  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const item = work[next++]!;
      try {
        const outcome = await copyOne(item);
        (outcome === 'copied' ? result.copied : result.alreadyThere).push(item.key);
        onResult(`${outcome.padEnd(13)} ${item.key}`);
      } catch (err) {
        const reason = err instanceof Error ? err.message || err.name : String(err);
        result.failed.push({ key: item.key, reason });
        onResult(`${'FAILED'.padEnd(13)} ${item.key}: ${reason}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return result;
}
