import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { openBucket, parseBucketUrl, type Bucket } from '../lib/bucket';

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';

export interface S3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** STORAGE_URL for this server's bucket. */
  storageUrl: string;
  /** What a process needs to use the bucket: STORAGE_URL and the AWS_* credentials. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

let buckets = 0;

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 on a free port, keeping its objects in a
 * temporary folder, with one empty bucket. Several API processes may share it.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'roomsetu-s3-'));
  const bucket = `roomsetu-test-${process.pid}-${++buckets}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const storageUrl = `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&forcePathStyle=true`;
  return {
    endpoint,
    bucket,
    storageUrl,
    env: {
      STORAGE_URL: storageUrl,
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A client on the test server's bucket, to look at what the API stored. */
export function testBucket(s3: S3Server): Bucket {
  return openBucket(parseBucketUrl(s3.storageUrl), {
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
  });
}
