import { readdirSync } from 'node:fs';
import { VALIDATION } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { bearer } from '../test/auth';
import { createProperty, createUser } from '../test/factories';
import { createTestEnv, type TestEnv } from '../test/harness';
import { decodes, MAX_CONCURRENT_DECODES, MAX_IMAGE_PIXELS } from './images';

let t: TestEnv;
let owner: { id: number; role: 'LANDLORD' };
beforeAll(async () => {
  t = await createTestEnv();
  owner = { id: (await createUser(t.ctx.database.db, { role: 'LANDLORD' })).id, role: 'LANDLORD' };
});
afterAll(async () => {
  await t.close();
});

/** A solid PNG: tiny on the wire, width × height pixels once decoded. */
const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#64748b' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

const upload = (propertyId: number, photo: Buffer) =>
  request(t.app)
    .post(`/api/property-photos/${propertyId}/photos/upload`)
    .set(...bearer(t, owner))
    .attach('photos', photo, 'photo.png');

const photoRows = async () =>
  (
    await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from property_photos`,
    )
  )[0]!.n;
const storedFiles = () =>
  readdirSync(t.ctx.storage.root!, { recursive: true }).filter((f) => String(f).endsWith('.webp'))
    .length;

describe('photo decoding', () => {
  it('refuses an image over 25 megapixels with 413 and a clear message, storing nothing', async () => {
    const property = await createProperty(t.ctx.database.db, owner.id);
    const huge = await solidPng(6000, 5000);
    expect(6000 * 5000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    const before = { rows: await photoRows(), files: storedFiles() };

    const res = await upload(property.id, huge);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      code: 'IMAGE_PIXELS',
      error: VALIDATION.imagePixels,
    });
    expect(await photoRows()).toBe(before.rows);
    expect(storedFiles()).toBe(before.files);

    // Exactly at the limit still passes.
    const atLimit = await upload(property.id, await solidPng(5000, 5000));
    expect(atLimit.status).toBe(201);
  });

  it('decodes at most two images at once, and six concurrent uploads all succeed', async () => {
    const db = t.ctx.database.db;
    const listings = await Promise.all(
      Array.from({ length: 6 }, () => createProperty(db, owner.id)),
    );
    // Big enough that each decode takes a while, so unlimited decodes would overlap.
    const photo = await solidPng(4000, 3000);
    decodes.peak = 0;

    const results = await Promise.all(listings.map((l) => upload(l.id, photo)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(decodes.peak).toBe(MAX_CONCURRENT_DECODES);
    expect(decodes.active).toBe(0);
    expect(decodes.waiting).toBe(0);
  });
});
