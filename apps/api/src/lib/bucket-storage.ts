import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkBucket, statusOf, type Bucket } from './bucket';
import { assertPrivateKey, newPrivateKey, type PrivateFiles } from './private-files';
import { assertPhotoKey, MissingObjectError, photoContentType, type Storage } from './storage';

/**
 * One bucket, three prefixes: `public/` holds the photos (a CDN may use it as its origin),
 * `withdrawn/` the photos taken out of public reach, `private/` the identity documents.
 */
export const PUBLIC_PREFIX = 'public/';
export const WITHDRAWN_PREFIX = 'withdrawn/';
export const PRIVATE_PREFIX = 'private/';

async function upload(bucket: Bucket, key: string, body: Buffer, contentType: string) {
  // Multipart only past the part size; a photo goes up in one PUT.
  await new Upload({
    client: bucket.client,
    params: { Bucket: bucket.location.bucket, Key: key, Body: body, ContentType: contentType },
  }).done();
}

/** The object, or null when there is none under the key. */
async function getObject(
  bucket: Bucket,
  key: string,
  ifNoneMatch?: string,
): Promise<GetObjectCommandOutput | 'not-modified' | null> {
  try {
    return await bucket.client.send(
      new GetObjectCommand({ Bucket: bucket.location.bucket, Key: key, IfNoneMatch: ifNoneMatch }),
    );
  } catch (err) {
    const status = statusOf(err);
    if (status === 304) return 'not-modified';
    if (status === 404) return null;
    throw err;
  }
}

function deleteObject(bucket: Bucket, key: string) {
  return bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.location.bucket, Key: key }));
}

/** Photos in the bucket's `public/` prefix; served under /uploads by the API (or a CDN). */
export function createBucketStorage(bucket: Bucket, publicUrl: string): Storage {
  const name = bucket.location.bucket;
  return {
    async put(key, data) {
      assertPhotoKey(key);
      await upload(bucket, PUBLIC_PREFIX + key, data, photoContentType(key));
    },
    async read(key) {
      assertPhotoKey(key);
      const found = await getObject(bucket, PUBLIC_PREFIX + key);
      if (!found || found === 'not-modified' || !found.Body) throw new MissingObjectError(key);
      return Buffer.from(await found.Body.transformToByteArray());
    },
    async delete(key) {
      assertPhotoKey(key);
      await deleteObject(bucket, PUBLIC_PREFIX + key);
    },
    async withdraw(key) {
      assertPhotoKey(key);
      try {
        await bucket.client.send(
          new CopyObjectCommand({
            Bucket: name,
            Key: WITHDRAWN_PREFIX + key,
            CopySource: `${name}/${PUBLIC_PREFIX}${key}`,
          }),
        );
      } catch (err) {
        // Already gone, as on disk: nothing to keep.
        if (statusOf(err) === 404) return;
        throw err;
      }
      await deleteObject(bucket, PUBLIC_PREFIX + key);
    },
    url(key) {
      return `${publicUrl}/uploads/${key}`;
    },
    async open(key, ifNoneMatch) {
      assertPhotoKey(key);
      const found = await getObject(bucket, PUBLIC_PREFIX + key, ifNoneMatch);
      if (!found) return null;
      if (found === 'not-modified') {
        return { body: null, contentType: photoContentType(key), etag: ifNoneMatch };
      }
      return {
        body: found.Body instanceof Readable ? found.Body : null,
        contentType: found.ContentType ?? photoContentType(key),
        size: found.ContentLength,
        etag: found.ETag,
        lastModified: found.LastModified,
      };
    },
    check: () => checkBucket(bucket),
  };
}

/** Identity documents in the bucket's `private/` prefix: never public, read through the API. */
export function createBucketPrivateFiles(bucket: Bucket): PrivateFiles {
  return {
    async put(folder, data, extension) {
      const key = newPrivateKey(folder, extension);
      assertPrivateKey(key);
      await upload(bucket, PRIVATE_PREFIX + key, data, 'application/octet-stream');
      return key;
    },
    async open(key) {
      assertPrivateKey(key);
      const found = await getObject(bucket, PRIVATE_PREFIX + key);
      if (!found || found === 'not-modified') return null;
      return found.Body instanceof Readable ? found.Body : null;
    },
    async delete(key) {
      assertPrivateKey(key);
      await deleteObject(bucket, PRIVATE_PREFIX + key);
    },
    async presignedUrl(key, seconds) {
      assertPrivateKey(key);
      return getSignedUrl(
        bucket.client,
        new GetObjectCommand({ Bucket: bucket.location.bucket, Key: PRIVATE_PREFIX + key }),
        { expiresIn: seconds },
      );
    },
  };
}
