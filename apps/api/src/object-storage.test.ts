import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { ID_DOCUMENT_RETENTION_DAYS } from '@roomsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idVerifications } from './db/schema';
import type { Bucket } from './lib/bucket';
import { bearer } from './test/auth';
import { createProperty, createUser } from './test/factories';
import { createTestEnv, type TestEnv } from './test/harness';
import { jpeg, jpegWithGps, png } from './test/images';
import { spawnApi } from './test/process';
import { startS3Server, testBucket, type S3Server } from './test/s3';

type User = Awaited<ReturnType<typeof createUser>>;

const MEDIA_URL = 'https://media.roomsetu.test';
const DAY_MS = 24 * 60 * 60_000;

let s3: S3Server;
let bucket: Bucket;
/** The API with STORAGE_URL on the test bucket, streaming photos itself. */
let t: TestEnv;
/** Another instance on the same bucket, with a CDN in front of public/ (PUBLIC_MEDIA_URL). */
let cdn: TestEnv;
let admin: User;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = testBucket(s3);
  t = await createTestEnv({ ...s3.env });
  cdn = await createTestEnv({ ...s3.env, PUBLIC_MEDIA_URL: `${MEDIA_URL}/` });
  admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
});
afterAll(async () => {
  await t?.close();
  await cdn?.close();
  await s3?.stop();
});

const served = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function object(key: string): Promise<Buffer | null> {
  try {
    const got = await bucket.client.send(
      new GetObjectCommand({ Bucket: bucket.location.bucket, Key: key }),
    );
    return Buffer.from(await got.Body!.transformToByteArray());
  } catch {
    return null;
  }
}

async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await bucket.client.send(
    new ListObjectsV2Command({ Bucket: bucket.location.bucket, Prefix: prefix }),
  );
  return (listed.Contents ?? []).map((o) => o.Key!);
}

async function listingWithPhoto(env: TestEnv) {
  const owner = await createUser(env.ctx.database.db, { role: 'LANDLORD' });
  const listing = await createProperty(env.ctx.database.db, owner.id);
  const res = await request(env.app)
    .post(`/api/property-photos/${listing.id}/photos/upload`)
    .set(...bearer(env, owner))
    .attach('photos', await jpeg(), 'room.jpg');
  expect(res.status).toBe(201);
  const photo = (res.body.data as { url: string; cardUrl: string }[])[0]!;
  const key = new URL(photo.url).pathname.replace(/^\/uploads\//, '');
  return { owner, listing, photo, key };
}

async function withhold(env: TestEnv, listingId: number) {
  const adminOf = env === t ? admin : await createUser(env.ctx.database.db, { role: 'ADMIN' });
  const res = await request(env.app)
    .patch(`/api/admin/listings/${listingId}`)
    .set(...bearer(env, adminOf))
    .send({ status: 'SUSPENDED' });
  expect(res.status).toBe(200);
  const seen = await request(env.app)
    .get(`/api/properties/${listingId}`)
    .set(...bearer(env, adminOf));
  expect(seen.status).toBe(200);
  return (seen.body.data.photos as { cardUrl: string }[])[0]!.cardUrl;
}

describe('photos in the bucket', () => {
  it('are stored under public/ and served at the same /uploads URL, cached for a year', async () => {
    const { photo, key } = await listingWithPhoto(t);
    expect(photo.url).toBe(`${t.ctx.env.PUBLIC_URL}/uploads/${key}`);
    expect(t.ctx.storage.root).toBeUndefined();
    const stored = await object(`public/${key}`);
    expect(stored).not.toBeNull();

    const res = await request(t.app).get(served(photo.url));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Number(res.headers['content-length'])).toBe(stored!.length);
    expect((res.body as Buffer).equals(stored!)).toBe(true);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const again = await request(t.app).get(served(photo.url)).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);

    const head = await request(t.app).head(served(photo.cardUrl));
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('answer 404 for what is not there or not a photo key, and never reach other prefixes', async () => {
    const { key } = await listingWithPhoto(t);
    const doc = await request(t.app)
      .post('/api/verification/id')
      .set(...bearer(t, await createUser(t.ctx.database.db)))
      .field('documentType', 'AADHAAR')
      .field('last4', '1234')
      .attach('images', await png(), 'front.png');
    expect(doc.status).toBe(201);
    const [privateKey] = await keysUnder('private/');
    expect(privateKey).toBeDefined();
    for (const guess of [
      `/uploads/${key.replace('.webp', '-missing.webp')}`,
      '/uploads/properties/999999/nothing.webp',
      `/uploads/${privateKey}`,
      `/uploads/${privateKey!.replace(/^private\//, '')}`,
      `/uploads/public/${key}`,
      `/uploads/../${privateKey}`,
      `/uploads/%2e%2e/${privateKey}`,
      `/uploads/..%2f${privateKey!.replace('/', '%2f')}`,
      `/uploads/properties%5c1%5cx.webp`,
    ]) {
      const res = await request(t.app).get(guess);
      expect(res.status, guess).toBe(404);
      expect(res.headers['content-type'] ?? '', guess).not.toMatch(/image/);
    }
  });

  it("of a withheld listing answer 404, and 200 for this browser only with the listing's grant", async () => {
    const { listing, photo, key } = await listingWithPhoto(t);
    expect((await request(t.app).get(served(photo.cardUrl))).status).toBe(200);
    const granted = await withhold(t, listing.id);
    expect(granted).toMatch(/\?grant=/);
    expect((await request(t.app).get(served(photo.cardUrl))).status).toBe(404);
    expect((await request(t.app).get(served(photo.url))).status).toBe(404);
    const res = await request(t.app).get(served(granted));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['content-type']).toBe('image/webp');
    // Still stored under public/: withholding is the API's decision, not a move.
    expect(await object(`public/${key}`)).not.toBeNull();
  });

  it('are withdrawn to withdrawn/ (kept, out of public/) when their listing is deleted', async () => {
    const { owner, listing, photo, key } = await listingWithPhoto(t);
    const deleted = await request(t.app)
      .delete(`/api/properties/${listing.id}`)
      .set(...bearer(t, owner));
    expect(deleted.status).toBe(200);
    expect(await object(`public/${key}`)).toBeNull();
    expect(await object(`withdrawn/${key}`)).not.toBeNull();
    expect((await request(t.app).get(served(photo.url))).status).toBe(404);
  });

  it('redirect to PUBLIC_MEDIA_URL, where the CDN serves public/, unless withheld', async () => {
    const { listing, photo, key } = await listingWithPhoto(cdn);
    const res = await request(cdn.app).get(served(photo.url));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${MEDIA_URL}/${key}`);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The CDN's origin is the bucket's public/ prefix: the object is there under the same key.
    expect(await object(`public/${key}`)).not.toBeNull();

    const granted = await withhold(cdn, listing.id);
    const hidden = await request(cdn.app).get(served(photo.url));
    expect(hidden.status).toBe(404);
    expect(hidden.headers.location).toBeUndefined();
    // Its owner and admins see it streamed by the API, never through the shared CDN.
    const own = await request(cdn.app).get(served(granted));
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=3600');
  });
});

describe('identity documents in the bucket', () => {
  it('land under private/, open for admins only, and go with the retention job', async () => {
    const user = await createUser(t.ctx.database.db);
    const submitted = await request(t.app)
      .post('/api/verification/id')
      .set(...bearer(t, user))
      .field('documentType', 'AADHAAR')
      .field('last4', '5678')
      .attach('images', await jpegWithGps(), 'front.jpg')
      .attach('images', await png(), 'back.png');
    expect(submitted.status).toBe(201);
    const [row] = await t.ctx.database.db
      .select()
      .from(idVerifications)
      .where(eq(idVerifications.userId, user.id));
    expect(row!.fileKeys).toHaveLength(2);
    const objects = row!.fileKeys.map((k) => `private/${k}`);
    for (const key of objects) expect(await object(key), key).not.toBeNull();
    expect((await keysUnder('public/')).some((k) => row!.fileKeys.some((f) => k.endsWith(f)))).toBe(
      false,
    );

    const url = `/api/admin/verifications/${row!.id}/document/1`;
    const opened = await request(t.app)
      .get(url)
      .set(...bearer(t, admin));
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('image/webp');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect((opened.body as Buffer).equals((await object(objects[0]!))!)).toBe(true);
    expect((await request(t.app).get(url)).status).toBe(401);
    for (const u of [user, await createUser(t.ctx.database.db)]) {
      expect(
        (
          await request(t.app)
            .get(url)
            .set(...bearer(t, u))
        ).status,
      ).toBe(403);
    }

    await request(t.app)
      .post(`/api/admin/verifications/${row!.id}/approve`)
      .set(...bearer(t, admin))
      .expect(200);
    t.clock.advance((ID_DOCUMENT_RETENTION_DAYS + 1) * DAY_MS);
    await t.ctx.jobs.send('verification.delete-documents');
    await t.ctx.jobs.drain();
    for (const key of objects) {
      await expect(
        bucket.client.send(new HeadObjectCommand({ Bucket: bucket.location.bucket, Key: key })),
        key,
      ).rejects.toThrow();
    }
    expect(
      (
        await request(t.app)
          .get(url)
          .set(...bearer(t, admin))
      ).status,
    ).toBe(404);
  });
});

describe('start-up with STORAGE_URL', () => {
  it('refuses a STORAGE_URL it cannot read, naming the setting', async () => {
    // Every way of getting it wrong is in lib/storage-contract.test.ts; here, that start-up stops.
    for (const value of ['https://photos', 's3://photos?forcePathStyle=maybe']) {
      const run = spawnApi({ ...s3.env, STORAGE_URL: value, PORT: '0' });
      expect(await run.exited, value).toBe(1);
      expect(run.output(), value).toMatch(/STORAGE_URL/);
    }
  }, 60_000);

  // The check runs after the embedded database is opened and migrated, which takes a while.
  it('stops when the bucket is missing, naming STORAGE_URL and the bucket, not falling back to disk', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'roomsetu-no-bucket-'));
    try {
      const run = spawnApi({
        ...s3.env,
        DATA_DIR: dataDir,
        PORT: '0',
        STORAGE_URL: `s3://no-such-bucket?endpoint=${s3.endpoint}&forcePathStyle=true`,
      });
      expect(await run.exited).toBe(1);
      expect(run.output()).toMatch(
        /STORAGE_URL: the bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used: it does not exist/,
      );
      expect(run.output()).not.toMatch(/is listening/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
