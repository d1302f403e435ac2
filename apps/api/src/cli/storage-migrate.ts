import { bucketCredentials, BucketUnavailableError, checkBucket, openBucket } from '../lib/bucket';
import { migrateToBucket } from '../lib/bucket-migrate';
import { envOrExplain } from '../env';

/**
 * `pnpm storage:migrate`: copies DATA_DIR's photos and identity documents into the bucket that
 * STORAGE_URL names, checking every copy; safe to run again (what is there already is skipped).
 */
async function main(): Promise<number> {
  const env = envOrExplain();
  if (!env) return 1;
  if (!env.STORAGE_URL) {
    console.error(
      'STORAGE_URL is not set: set it to the bucket to copy DATA_DIR into, ' +
        'e.g. STORAGE_URL=s3://roomsetu-media?endpoint=http://127.0.0.1:9000&forcePathStyle=true',
    );
    return 2;
  }
  const bucket = openBucket(env.STORAGE_URL, bucketCredentials(env));
  try {
    await checkBucket(bucket);
  } catch (error) {
    if (error instanceof BucketUnavailableError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  console.log(`Copying ${env.DATA_DIR} into the bucket "${env.STORAGE_URL.bucket}"…`);
  const result = await migrateToBucket(bucket, env.DATA_DIR, (line) => console.log(line));
  console.log(
    `copied ${result.copied.length}, already there ${result.alreadyThere.length}, ` +
      `failed ${result.failed.length}`,
  );
  if (result.failed.length) {
    console.error(
      'Some files were not copied (listed above as FAILED); run this again once fixed.',
    );
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('storage:migrate failed:', error);
    process.exit(1);
  },
);
