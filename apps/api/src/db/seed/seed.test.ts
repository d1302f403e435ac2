import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CITY_VALUES } from '@roomsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { queryRows } from '../client';
import { seedDemo } from '.';

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
  await seedDemo(t.ctx);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('demo seed', () => {
  it('creates at least 60 active listings across all seven cities', async () => {
    const rows = await queryRows<{ city: string; n: number }>(
      t.ctx.database.db,
      sql`select city, count(*)::int as n from properties where status = 'ACTIVE' group by city`,
    );
    expect(rows.map((r) => r.city).sort()).toEqual([...CITY_VALUES].sort());
    expect(rows.reduce((s, r) => s + Number(r.n), 0)).toBeGreaterThanOrEqual(60);
  });

  it('gives every listing 2 to 5 photos with exactly one primary, stored on disk', async () => {
    const rows = await queryRows<{ n: number; primaries: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n, count(*) filter (where is_primary)::int as primaries from property_photos group by property_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const r of rows) {
      expect(Number(r.n)).toBeGreaterThanOrEqual(2);
      expect(Number(r.n)).toBeLessThanOrEqual(5);
      expect(Number(r.primaries)).toBe(1);
    }
    const keys = await queryRows<{ storage_key: string; card_key: string }>(
      t.ctx.database.db,
      sql`select storage_key, card_key from property_photos limit 5`,
    );
    for (const k of keys) {
      expect(existsSync(path.join(t.ctx.storage.root!, k.storage_key))).toBe(true);
      expect(existsSync(path.join(t.ctx.storage.root!, k.card_key))).toBe(true);
    }
  });

  it('fills every field of a listing and gives tenants full roommate profiles', async () => {
    const rows = await queryRows<Record<string, unknown>>(
      t.ctx.database.db,
      sql`select * from properties`,
    );
    for (const row of rows) {
      for (const [key, value] of Object.entries(row)) {
        if (key === 'deleted_at') continue;
        expect(value, key).not.toBeNull();
      }
    }
    const tenants = await queryRows<Record<string, unknown>>(
      t.ctx.database.db,
      sql`select p.* from profiles p join users u on u.id = p.user_id where u.role = 'TENANT'`,
    );
    expect(tenants.length).toBeGreaterThanOrEqual(10);
    for (const p of tenants) {
      for (const key of [
        'age',
        'gender',
        'city',
        'occupation',
        'budget',
        'smoking',
        'food_preference',
        'lifestyle',
      ]) {
        expect(p[key], key).not.toBeNull();
      }
    }
  });

  it('has an admin, favorites and conversations with messages', async () => {
    const count = async (q: ReturnType<typeof sql>) =>
      Number((await queryRows<{ n: number }>(t.ctx.database.db, q))[0]!.n);
    expect(await count(sql`select count(*)::int as n from users where role = 'ADMIN'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from favorites`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from messages`)).toBeGreaterThan(0);
  });

  it('does not seed twice', async () => {
    const count = sql`select count(*)::int as n from properties`;
    const before = await queryRows<{ n: number }>(t.ctx.database.db, count);
    expect(await seedDemo(t.ctx)).toBe(false);
    const after = await queryRows<{ n: number }>(t.ctx.database.db, count);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
