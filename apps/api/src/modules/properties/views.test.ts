import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer } from '../../test/auth';
import { createProperty, createUser } from '../../test/factories';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { VIEW_FLUSH_INTERVAL_MS } from './view-counter';

/**
 * Views are counted in memory and written to property_views_daily at most once a minute per
 * listing; a detail view never updates the listing's row. The flush is driven by hand here, with
 * the test clock, instead of waiting.
 */
let t: TestEnv;
let owner: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestEnv();
  owner = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
  admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const rowVersion = async (id: number) =>
  (
    await queryRows<{ xmin: string; views: number }>(
      t.ctx.database.db,
      sql`select xmin::text as xmin, views from properties where id = ${id}`,
    )
  )[0]!;
const written = async (id: number) =>
  Number(
    (
      await queryRows<{ n: number | null }>(
        t.ctx.database.db,
        sql`select sum(views)::int as n from property_views_daily where property_id = ${id}`,
      )
    )[0]!.n ?? 0,
  );
const ownerSees = async (id: number) =>
  (
    await request(t.app)
      .get(`/api/properties/${id}`)
      .set(...bearer(t, owner))
  ).body.data.views as number;
const adminSees = async (title: string) =>
  (
    await request(t.app)
      .get('/api/admin/listings')
      .query({ search: title })
      .set(...bearer(t, admin))
  ).body.data[0].views as number;

describe('listing views', () => {
  it('many concurrent views never touch the listing row and are all counted', async () => {
    const p = await createProperty(t.ctx.database.db, owner.id, { title: 'Busy flat', views: 5 });
    const before = await rowVersion(p.id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => request(t.app).get(`/api/properties/${p.id}`)),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await rowVersion(p.id)).toEqual(before);

    // Not written yet: the detail (this instance's own count) is exact, the admin a minute behind.
    expect(await written(p.id)).toBe(0);
    expect(await ownerSees(p.id)).toBe(45);
    expect(await adminSees('Busy flat')).toBe(5);

    await t.ctx.views.flush();
    expect(await written(p.id)).toBe(40);
    expect(await ownerSees(p.id)).toBe(45);
    expect(await adminSees('Busy flat')).toBe(45);
    expect(await rowVersion(p.id)).toEqual(before);
  });

  it('writes a listing at most once a minute; the shutdown writes what is left', async () => {
    const p = await createProperty(t.ctx.database.db, owner.id, { title: 'Quiet flat' });
    const view = () => request(t.app).get(`/api/properties/${p.id}`).expect(200);
    await view();
    await t.ctx.views.flush();
    expect(await written(p.id)).toBe(1);

    await view();
    await view();
    await t.ctx.views.flush();
    expect(await written(p.id)).toBe(1);
    expect(await ownerSees(p.id)).toBe(3);

    t.clock.advance(VIEW_FLUSH_INTERVAL_MS);
    await t.ctx.views.flush();
    expect(await written(p.id)).toBe(3);

    await view();
    await t.ctx.views.stop();
    expect(await written(p.id)).toBe(4);
  });

  it("the owner's own visits are not views", async () => {
    const p = await createProperty(t.ctx.database.db, owner.id, { title: 'Own flat' });
    await ownerSees(p.id);
    await ownerSees(p.id);
    await t.ctx.views.flush({ force: true });
    expect(await written(p.id)).toBe(0);
    expect(await ownerSees(p.id)).toBe(0);
  });
});
