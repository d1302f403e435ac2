import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { propertyPhotos } from '../../db/schema';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { roomPhoto } from '../../test/room-photos';
import { queuePhotoBackfill, runPhotoBackfill } from './photo-backfill';
import { cardVariantBackfill } from './variant-backfill';

let t: TestEnv;
let owner: { id: number; role: 'LANDLORD' };
beforeAll(async () => {
  t = await createTestEnv();
  owner = { id: (await createUser(t.ctx.database.db, { role: 'LANDLORD' })).id, role: 'LANDLORD' };
});
afterAll(async () => {
  await t.close();
});

interface Photo {
  id: number;
  url: string;
  cardUrl: string;
  cardVariants: { width: number; url: string }[];
}

/** A room photo `width` pixels wide, 4:3. */
const photoOfWidth = async (width: number, seed = 3) =>
  sharp(await roomPhoto(seed))
    .resize({ width, height: Math.round((width * 3) / 4), fit: 'fill' })
    .jpeg({ quality: 90 })
    .toBuffer();

/** The path a browser would load, relative to this server. */
const served = (url: string) => new URL(url).pathname;

/** The served file's pixel size, or its status when it is not served. */
async function fetched(url: string) {
  const res = await request(t.app).get(served(url)).buffer(true);
  if (res.status !== 200) return res.status;
  const { width, height, format } = await sharp(res.body as Buffer).metadata();
  return { width, height, format };
}

async function upload(propertyId: number, photo: Buffer) {
  const res = await request(t.app)
    .post(`/api/property-photos/${propertyId}/photos/upload`)
    .set(...bearer(t, owner))
    .attach('photos', photo, 'room.jpg');
  expect(res.status).toBe(201);
  return res.body.data as Photo[];
}

describe('card photo variants', () => {
  it('an upload stores the card at 320, 640 and 960 px, listed in search and details', async () => {
    const property = await createProperty(t.ctx.database.db, owner.id);
    const [photo] = await upload(property.id, await photoOfWidth(2000));

    expect(photo!.cardVariants.map((v) => v.width)).toEqual([320, 640, 960]);
    for (const v of photo!.cardVariants) {
      // 4:3 kept at every width.
      expect(await fetched(v.url)).toEqual({
        width: v.width,
        height: (v.width * 3) / 4,
        format: 'webp',
      });
    }
    // The existing sizes and fields are unchanged.
    expect(await fetched(photo!.cardUrl)).toMatchObject({ width: 480 });
    expect(await fetched(photo!.url)).toMatchObject({ width: 1600 });

    const details = await request(t.app).get(`/api/properties/${property.id}`);
    expect(details.body.data.photos[0].cardVariants).toEqual(photo!.cardVariants);
    const search = await request(t.app).get('/api/properties').query({ limit: 100 });
    const card = (search.body.data as { id: number; photos: Photo[] }[]).find(
      (p) => p.id === property.id,
    );
    expect(card!.photos[0]!.cardVariants).toEqual(photo!.cardVariants);
  });

  it('a narrow original gets no upscaled variant: its own width is the widest', async () => {
    const property = await createProperty(t.ctx.database.db, owner.id);
    const [medium] = await upload(property.id, await photoOfWidth(700));
    expect(medium!.cardVariants.map((v) => v.width)).toEqual([320, 640, 700]);
    const [, small] = await upload(property.id, await photoOfWidth(200));
    expect(small!.cardVariants.map((v) => v.width)).toEqual([200]);
    for (const v of [...medium!.cardVariants, ...small!.cardVariants]) {
      expect(await fetched(v.url)).toMatchObject({ width: v.width });
    }
  });

  it('deleting a photo removes its variants; deleting the listing withdraws them', async () => {
    const property = await createProperty(t.ctx.database.db, owner.id);
    const [first] = await upload(property.id, await photoOfWidth(1200, 4));
    const photos = await upload(property.id, await photoOfWidth(1200, 5));
    const second = photos.find((p) => p.id !== first!.id)!;

    const del = await request(t.app)
      .delete(`/api/property-photos/photos/${first!.id}`)
      .set(...bearer(t, owner));
    expect(del.status).toBe(200);
    for (const v of first!.cardVariants) expect(await fetched(v.url)).toBe(404);
    const keys = first!.cardVariants.map((v) => served(v.url).replace(/^\/uploads\//, ''));
    await Promise.all(keys.map((k) => expect(t.ctx.storage.read(k)).rejects.toThrow()));

    for (const v of second.cardVariants)
      expect(await fetched(v.url)).toMatchObject({ width: v.width });
    const gone = await request(t.app)
      .delete(`/api/properties/${property.id}`)
      .set(...bearer(t, owner));
    expect(gone.status).toBe(200);
    for (const v of second.cardVariants) expect(await fetched(v.url)).toBe(404);
  });

  it('a photo stored before variants lists its card alone, then the backfill makes them once', async () => {
    const db = t.ctx.database.db;
    const property = await createProperty(db, owner.id);
    // As an older upload stored it: the full size and the card, no variants, no widths.
    const base = `properties/${property.id}/old-photo`;
    const original = await photoOfWidth(1600, 6);
    await t.ctx.storage.put(`${base}.webp`, await sharp(original).webp().toBuffer());
    await t.ctx.storage.put(
      `${base}-card.webp`,
      await sharp(original).resize({ width: 480 }).webp().toBuffer(),
    );
    const [row] = await db
      .insert(propertyPhotos)
      .values({ propertyId: property.id, storageKey: `${base}.webp`, cardKey: `${base}-card.webp` })
      .returning({ id: propertyPhotos.id });

    const photoOf = async () =>
      (
        (await request(t.app).get(`/api/properties/${property.id}`)).body.data.photos as Photo[]
      )[0]!;
    const before = await photoOf();
    expect(before.cardVariants).toEqual([{ width: 480, url: before.cardUrl }]);
    expect(await fetched(before.cardVariants[0]!.url)).toMatchObject({ width: 480 });

    await queuePhotoBackfill(t.ctx, cardVariantBackfill);
    await queuePhotoBackfill(t.ctx, cardVariantBackfill);
    await t.ctx.jobs.drain();

    const after = await photoOf();
    expect(after.cardVariants.map((v) => v.width)).toEqual([320, 640, 960]);
    for (const v of after.cardVariants)
      expect(await fetched(v.url)).toMatchObject({ width: v.width });
    const [runs] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from jobs where name = 'photos.variant-backfill'`,
    );
    expect(runs!.n).toBe(1);

    // A second walk finds nothing left to do.
    expect(await runPhotoBackfill(t.ctx, cardVariantBackfill, row!.id - 1)).toEqual({
      done: 0,
      lastId: null,
    });
  });
});
