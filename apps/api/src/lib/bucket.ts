import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';

/** Where an S3-compatible bucket is, as `STORAGE_URL=s3://<bucket>?endpoint=&region=&forcePathStyle=` says. */
export interface BucketLocation {
  bucket: string;
  /** Another S3-compatible server (MinIO, R2…); AWS itself when absent. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

export interface BucketCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * The key pair from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY when both are set; otherwise the
 * SDK's own chain (instance role, shared config) finds them.
 */
export function bucketCredentials(env: {
  AWS_ACCESS_KEY_ID?: string | undefined;
  AWS_SECRET_ACCESS_KEY?: string | undefined;
}): BucketCredentials | undefined {
  return env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
    ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
    : undefined;
}

/** An S3 client and the bucket it works in, shared by the photos and the private files. */
export interface Bucket {
  client: S3Client;
  location: BucketLocation;
}

/** S3 bucket names: 3–63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const QUERY_KEYS = new Set(['endpoint', 'region', 'forcePathStyle']);

/** Reads a STORAGE_URL; throws with what is wrong with it (the caller names the setting). */
export function parseBucketUrl(value: string): BucketLocation {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('must look like s3://<bucket>?endpoint=<url>&region=<region>');
  }
  if (url.protocol !== 's3:') {
    throw new Error(`must start with s3:// (got ${url.protocol}//)`);
  }
  const bucket = url.hostname;
  if (!bucket) throw new Error('names no bucket: s3://<bucket>');
  if (!BUCKET_NAME.test(bucket)) throw new Error(`"${bucket}" is not a valid bucket name`);
  if ((url.pathname && url.pathname !== '/') || url.username || url.port) {
    throw new Error('must be s3://<bucket> with settings in the query, nothing else');
  }
  for (const key of url.searchParams.keys()) {
    if (!QUERY_KEYS.has(key)) {
      throw new Error(`unknown setting "${key}" (known: ${[...QUERY_KEYS].join(', ')})`);
    }
  }
  const endpoint = url.searchParams.get('endpoint') || undefined;
  if (endpoint !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpoint);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw new Error(`endpoint "${endpoint}" is not an http(s) URL`);
    }
  }
  const region = url.searchParams.get('region') || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new Error(`region "${region}" is not a region name`);
  const style = url.searchParams.get('forcePathStyle');
  if (style !== null && style !== 'true' && style !== 'false') {
    throw new Error(`forcePathStyle must be true or false (got "${style}")`);
  }
  return { bucket, endpoint, region, forcePathStyle: style === 'true' };
}

/** The bucket's client; without explicit credentials the SDK's default chain finds them. */
export function openBucket(location: BucketLocation, credentials?: BucketCredentials): Bucket {
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials,
    // Many S3-compatible servers reject the CRC32 trailers and aws-chunked bodies the SDK sends
    // by default; checksums are sent and checked where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer fails the request, rather than holding it until the OS gives up.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
  return { client, location };
}

export class BucketUnavailableError extends Error {}

function describe(location: BucketLocation): string {
  return `bucket "${location.bucket}"${location.endpoint ? ` at ${location.endpoint}` : ''}`;
}

/** Answers when the bucket exists and these credentials may use it; throws saying which one failed. */
export async function checkBucket({ client, location }: Bucket): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: location.bucket }));
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const why =
      status === 404
        ? 'it does not exist'
        : status === 403
          ? 'access is denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)'
          : `it cannot be reached (${err instanceof Error ? err.message || err.name : String(err)})`;
    throw new BucketUnavailableError(
      `STORAGE_URL: the ${describe(location)} cannot be used: ${why}.`,
    );
  }
}

/** The HTTP status an SDK error carries (404 for a missing key, 304 for a matching ETag…). */
export function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}
