import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bucket } from '../lib/bucket';
import { spawnApi } from '../test/process';
import { startS3Server, testBucket, type S3Server } from '../test/s3';

let s3: S3Server;
let bucket: Bucket;
let dataDir: string;

const documentKey = `id/${randomBytes(16).toString('hex')}.webp`;
const FILES: Record<string, Buffer> = {
  'uploads/properties/1/a1b2c3.webp': randomBytes(2048),
  'uploads/properties/1/a1b2c3-card.webp': randomBytes(512),
  'uploads/properties/2/d4e5f6.png': randomBytes(100),
  [`private/${documentKey}`]: randomBytes(4096),
  'uploads-withdrawn/properties/3/0a0b0c.webp': randomBytes(300),
  // Past the part size: uploaded in parts.
  'uploads/properties/5/large.webp': randomBytes(9 * 1024 * 1024 + 17),
};
const IN_BUCKET: Record<string, string> = {
  'uploads/properties/1/a1b2c3.webp': 'public/properties/1/a1b2c3.webp',
  'uploads/properties/1/a1b2c3-card.webp': 'public/properties/1/a1b2c3-card.webp',
  'uploads/properties/2/d4e5f6.png': 'public/properties/2/d4e5f6.png',
  [`private/${documentKey}`]: `private/${documentKey}`,
  'uploads-withdrawn/properties/3/0a0b0c.webp': 'withdrawn/properties/3/0a0b0c.webp',
  'uploads/properties/5/large.webp': 'public/properties/5/large.webp',
};

function write(relative: string, data: Buffer) {
  const file = path.join(dataDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
}

async function migrate(env: Record<string, string> = s3.env) {
  const run = spawnApi({ DATA_DIR: dataDir, ...env }, 'src/cli/storage-migrate.ts');
  const code = await run.exited;
  return { code, output: run.output() };
}

async function objects(): Promise<Record<string, Buffer>> {
  const listed = await bucket.client.send(
    new ListObjectsV2Command({ Bucket: bucket.location.bucket }),
  );
  const found: Record<string, Buffer> = {};
  for (const { Key } of listed.Contents ?? []) {
    const got = await bucket.client.send(
      new GetObjectCommand({ Bucket: bucket.location.bucket, Key }),
    );
    found[Key!] = Buffer.from(await got.Body!.transformToByteArray());
  }
  return found;
}

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = testBucket(s3);
  dataDir = mkdtempSync(path.join(tmpdir(), 'roomsetu-migrate-'));
  for (const [relative, data] of Object.entries(FILES)) write(relative, data);
});
afterAll(async () => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await s3?.stop();
});

describe('pnpm storage:migrate', () => {
  it('copies photos, withdrawn photos and identity documents to their prefixes, verified', async () => {
    const first = await migrate();
    expect(first.output).toContain('copied 6, already there 0, failed 0');
    expect(first.code).toBe(0);
    const stored = await objects();
    expect(Object.keys(stored).sort()).toEqual(Object.values(IN_BUCKET).sort());
    for (const [relative, key] of Object.entries(IN_BUCKET)) {
      expect(stored[key]!.equals(FILES[relative]!), key).toBe(true);
    }
  });

  it('copies nothing the second time, and only what changed after that', async () => {
    const second = await migrate();
    expect(second.output).toContain('copied 0, already there 6, failed 0');
    expect(second.code).toBe(0);

    const changed = randomBytes(700);
    write('uploads/properties/2/d4e5f6.png', changed);
    const third = await migrate();
    expect(third.output).toContain('copied 1, already there 5, failed 0');
    expect(third.output).toMatch(/copied +public\/properties\/2\/d4e5f6\.png/);
    expect((await objects())['public/properties/2/d4e5f6.png']!.equals(changed)).toBe(true);
  });

  it('exits non-zero, naming what failed, when a file cannot be copied', async () => {
    write('uploads/../uploads/properties/4/Not A Key.webp', randomBytes(10));
    const run = await migrate();
    expect(run.output).toMatch(/FAILED +public\/properties\/4\/Not A Key\.webp: not a name/);
    expect(run.output).toContain('copied 0, already there 6, failed 1');
    expect(run.code).toBe(1);
    rmSync(path.join(dataDir, 'uploads/properties/4'), { recursive: true });
  });

  it('refuses to start without a usable bucket, naming STORAGE_URL', async () => {
    const unset = await migrate({ STORAGE_URL: '' });
    expect(unset.code).not.toBe(0);
    expect(unset.output).toMatch(/STORAGE_URL is not set/);

    const missing = await migrate({
      ...s3.env,
      STORAGE_URL: `s3://no-such-bucket?endpoint=${s3.endpoint}&forcePathStyle=true`,
    });
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/STORAGE_URL: the bucket "no-such-bucket" .* does not exist/);
  });
});
