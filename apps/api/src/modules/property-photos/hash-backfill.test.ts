import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { propertyPhotos } from '../../db/schema';
import { photoSignature } from '../../lib/photo-hash';
import { capturedLogger } from '../../test/captured-logger';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { plainColour, roomPhoto } from '../../test/room-photos';
import { photoHashBackfill } from './hash-backfill';
import { queuePhotoBackfill, runPhotoBackfill } from './photo-backfill';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t.close();
});

const hashes = async (propertyId: number) =>
  (
    await queryRows<{ storage_key: string; photo_hash: string | null }>(
      t.ctx.database.db,
      sql`select storage_key, photo_hash::text from property_photos where property_id = ${propertyId} order by id`,
    )
  ).map((r) => r.photo_hash);

/** A photo row as it was before hashing: the WebP on disk, no hash. */
async function storedPhoto(propertyId: number, key: string, photo: Buffer | null) {
  const storageKey = `properties/${propertyId}/${key}.webp`;
  if (photo) await t.ctx.storage.put(storageKey, await sharp(photo).webp().toBuffer());
  await t.ctx.database.db
    .insert(propertyPhotos)
    .values({ propertyId, storageKey, cardKey: `properties/${propertyId}/${key}-card.webp` });
  return storageKey;
}

/** A listing of a new owner, and the last photo id before any of its own: a walk starts there. */
async function freshListing() {
  const db = t.ctx.database.db;
  const owner = await createUser(db, { role: 'LANDLORD' });
  const listing = await createProperty(db, owner.id);
  const [{ max }] = (await queryRows<{ max: number }>(
    db,
    sql`select max(id)::int as max from property_photos`,
  )) as [{ max: number }];
  return { listing, max };
}

describe('photo hash backfill', () => {
  it('hashes stored photos once, skipping plain ones, missing files and deleted listings', async () => {
    const db = t.ctx.database.db;
    const owner = await createUser(db, { role: 'LANDLORD' });
    const live = await createProperty(db, owner.id);
    const deleted = await createProperty(db, owner.id, {
      status: 'DELETED',
      deletedAt: new Date(),
    });
    const room = await roomPhoto(7);
    const key = await storedPhoto(live.id, 'room', room);
    await storedPhoto(live.id, 'wall', await plainColour('#f4e9d8'));
    await storedPhoto(live.id, 'missing', null);
    await storedPhoto(deleted.id, 'old', room);

    await queuePhotoBackfill(t.ctx, photoHashBackfill);
    await queuePhotoBackfill(t.ctx, photoHashBackfill);
    await t.ctx.jobs.drain();

    const expected = (await photoSignature(await t.ctx.storage.read(key)))!.hash;
    expect(await hashes(live.id)).toEqual([expected.toString(), null, null]);
    expect(await hashes(deleted.id)).toEqual([null]);
    const [runs] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from jobs where name = 'photos.hash-backfill'`,
    );
    expect(runs!.n).toBe(1);
  });

  it('walks in batches, each answering where the next starts', async () => {
    // Start past the photos of the test before (a plain one and a missing one stay unhashed).
    const { listing, max } = await freshListing();
    for (const seed of [21, 22, 23])
      await storedPhoto(listing.id, `r${seed}`, await roomPhoto(seed));
    const first = await runPhotoBackfill(t.ctx, photoHashBackfill, max, 2);
    expect(first.done).toBe(2);
    expect(first.lastId).not.toBeNull();
    const rest = await runPhotoBackfill(t.ctx, photoHashBackfill, first.lastId!, 2);
    expect(rest.lastId).toBeNull();
    expect((await hashes(listing.id)).every((h) => h !== null)).toBe(true);
  });

  it('says of each missing file one warning line with its id, no stack, and counts it', async () => {
    const { listing, max } = await freshListing();
    for (const key of ['gone-1', 'gone-2']) await storedPhoto(listing.id, key, null);
    const { logger, lines } = capturedLogger();
    const missing = async () =>
      Number(
        /roomsetu_photo_files_missing_total\{backfill="photos.hash-backfill"\} (\d+)/.exec(
          await t.ctx.metrics.scrape(),
        )?.[1] ?? 0,
      );
    const before = await missing();

    const result = await runPhotoBackfill({ ...t.ctx, logger }, photoHashBackfill, max);

    expect(result.done).toBe(0);
    expect(await missing()).toBe(before + 2);
    await expect.poll(() => lines.length).toBe(2);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 40, msg: 'photo file missing' });
      expect(line).not.toHaveProperty('err');
      expect(JSON.stringify(line)).not.toContain('    at ');
    }
    const ids = await queryRows<{ id: number }>(
      t.ctx.database.db,
      sql`select id from property_photos where property_id = ${listing.id} order by id`,
    );
    expect(lines.map((l) => l.photoId)).toEqual(ids.map((r) => r.id));
  });
});
