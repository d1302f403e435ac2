import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CITY_VALUES, FRESHNESS_ASK_AFTER_DAYS } from '@roomsetu/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness';
import { queryRows } from '../client';
import { seedDemo } from '.';

// Written here, not read from the seed, so a name given the wrong gender there fails.
const FEMALE_NAMES = new Set(
  'Aditi Ananya Anita Divya Fatima Foram Gauri Hetal Ishita Jasleen Kavita Kavya Khushi Lakshmi Meera Mrunal Neha Nidhi Pooja Priya Priyanka Riddhi Ritika Riya Sana Shreya Shruti Simran Sneha Tanvi Zoya'.split(
    ' ',
  ),
);
const MALE_NAMES = new Set(
  'Aditya Aman Aniket Arjun Devendra Farhan Harsh Imran Jay Karan Manish Mohit Nikhil Omkar Parth Rahul Rajesh Rakesh Rohan Rohit Saurabh Siddharth Srikanth Suresh Vikram Vivek Yash'.split(
    ' ',
  ),
);

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
  await seedDemo(t.ctx);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const VERIFICATION_COLUMNS = ['verified_at', 'verified_by', 'verification_checklist'];

describe('demo seed', () => {
  it('creates at least 60 active listings across all seven cities', async () => {
    const rows = await queryRows<{ city: string; n: number }>(
      t.ctx.database.db,
      sql`select city, count(*)::int as n from properties where status = 'ACTIVE' group by city`,
    );
    expect(rows.map((r) => r.city).sort()).toEqual([...CITY_VALUES].sort());
    expect(rows.reduce((s, r) => s + Number(r.n), 0)).toBeGreaterThanOrEqual(60);
  });

  it('varies when owners last confirmed, with one listing due for the freshness check', async () => {
    const rows = await queryRows<{ days: number }>(
      t.ctx.database.db,
      sql`select floor(extract(epoch from (${t.ctx.now().toISOString()}::timestamptz - confirmed_at)) / 86400)::int as days
          from properties where status = 'ACTIVE'`,
    );
    const days = rows.map((r) => Number(r.days));
    expect(days.filter((d) => d >= FRESHNESS_ASK_AFTER_DAYS)).toEqual([
      FRESHNESS_ASK_AFTER_DAYS + 1,
    ]);
    expect(days.filter((d) => d === 10).length).toBeGreaterThan(0);
    expect(days.filter((d) => d <= 3).length).toBeGreaterThan(days.length / 3);
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
    // Drawn rooms, not plain colours: each carries its perceptual hash.
    const [unhashed] = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from property_photos where photo_hash is null`,
    );
    expect(unhashed!.n).toBe(0);
  });

  it('verifies only listings of phone-verified owners, each with its checklist', async () => {
    const rows = await queryRows<{ verified: boolean; checklist: unknown; owner_phone: boolean }>(
      t.ctx.database.db,
      sql`select p.verified, p.verification_checklist as checklist,
            u.is_phone_verified as owner_phone
          from properties p join users u on u.id = p.owner_id`,
    );
    const verified = rows.filter((r) => r.verified);
    expect(verified.length).toBeGreaterThan(0);
    for (const r of verified) {
      expect(r.owner_phone).toBe(true);
      expect(r.checklist).toEqual({
        photosLookReal: true,
        addressPlausible: true,
        ownerReachable: true,
      });
    }
    const [counts] = await queryRows<{ approved: number; pending: number; phone: number }>(
      t.ctx.database.db,
      sql`select (select count(*)::int from users where is_id_verified) as approved,
            (select count(*)::int from id_verifications where status = 'PENDING') as pending,
            (select count(*)::int from users where is_phone_verified) as phone`,
    );
    expect(counts).toMatchObject({ approved: 4, pending: 1 });
    expect(counts!.phone).toBeGreaterThan(3);
    const [pending] = await queryRows<{ file_keys: string[] }>(
      t.ctx.database.db,
      sql`select file_keys from id_verifications where status = 'PENDING'`,
    );
    expect(existsSync(path.join(t.ctx.privateFiles.root!, pending!.file_keys[0]!))).toBe(true);
  });

  it('fills every field of a listing and gives tenants full roommate profiles', async () => {
    const rows = await queryRows<Record<string, unknown>>(
      t.ctx.database.db,
      sql`select * from properties`,
    );
    for (const row of rows) {
      for (const [key, value] of Object.entries(row)) {
        // Set only by a soft delete, while the owner has marked the listing let agreed, while it
        // is held for review, while an "Is it still available?" waits for an answer, or while
        // the owner is suspended; the verification columns only on a listing an admin verified.
        const whileSo = [
          'deleted_at',
          'let_agreed_at',
          'review_reason',
          'freshness_asked_at',
          'owner_suspended_until',
        ];
        if (whileSo.includes(key)) continue;
        if (VERIFICATION_COLUMNS.includes(key) && row.verified === false) continue;
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

  it('shows at least 40 roommates, five or more in each of the seven cities', async () => {
    const rows = await queryRows<{ city: string; n: number }>(
      t.ctx.database.db,
      sql`select p.city, count(*)::int as n from users u join profiles p on p.user_id = u.id
          where u.role = 'TENANT' and p.room_preference in ('LOOKING_FOR_ROOM', 'LOOKING_FOR_ROOMMATE')
          group by p.city`,
    );
    expect(rows.map((r) => r.city).sort()).toEqual([...CITY_VALUES].sort());
    for (const r of rows) expect(Number(r.n), r.city).toBeGreaterThanOrEqual(5);
    expect(rows.reduce((s, r) => s + Number(r.n), 0)).toBeGreaterThanOrEqual(40);
    const listed = await request(t.app).get('/api/users-public/roommates?limit=100');
    expect(listed.status).toBe(200);
    expect(listed.body.pagination.total).toBeGreaterThanOrEqual(40);
  });

  it("gives 60 or more roommates varied matching answers, budgets inside their city's rents", async () => {
    const rows = await queryRows<Record<string, unknown>>(
      t.ctx.database.db,
      sql`select p.* from users u join profiles p on p.user_id = u.id
          where u.role = 'TENANT' and p.room_preference in ('LOOKING_FOR_ROOM', 'LOOKING_FOR_ROOMMATE')`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const r of rows) {
      const [low, high] = String(r.budget).split('-').map(Number) as [number, number];
      if (r.budget_min !== null) {
        expect(Number(r.budget_min)).toBeGreaterThanOrEqual(low);
        expect(Number(r.budget_max)).toBeLessThanOrEqual(high);
        expect(Number(r.budget_min)).toBeLessThan(Number(r.budget_max));
      }
    }
    const answered = (key: string) => rows.filter((r) => r[key] !== null).length;
    expect(answered('cleanliness_level')).toBe(rows.length);
    expect(answered('preferred_age_max')).toBeLessThan(rows.length);
    expect(answered('preferred_age_max')).toBeGreaterThan(rows.length / 2);
    const distinct = (key: string) => new Set(rows.map((r) => JSON.stringify(r[key]))).size;
    for (const key of [
      'budget_min',
      'move_in_date',
      'preferred_localities',
      'languages',
      'guests',
    ]) {
      expect(distinct(key), key).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every seeded person a gender that matches their first name', async () => {
    const people = await queryRows<{ first_name: string; last_name: string; gender: string }>(
      t.ctx.database.db,
      sql`select u.first_name, u.last_name, p.gender from users u join profiles p on p.user_id = u.id
          where u.role in ('TENANT', 'LANDLORD')`,
    );
    expect(people.length).toBeGreaterThanOrEqual(47);
    for (const person of people) {
      const name = `${person.first_name} ${person.last_name} · ${person.gender}`;
      const known = FEMALE_NAMES.has(person.first_name)
        ? 'FEMALE'
        : MALE_NAMES.has(person.first_name)
          ? 'MALE'
          : 'unknown first name';
      expect(known, name).toBe(person.gender);
    }
    expect(people.filter((p) => p.gender === 'FEMALE').length).toBeGreaterThanOrEqual(20);
    expect(people.filter((p) => p.gender === 'MALE').length).toBeGreaterThanOrEqual(20);
  });

  it('varies budgets, habits and preferences among roommates', async () => {
    const rows = await queryRows<Record<string, unknown>>(
      t.ctx.database.db,
      sql`select p.*, (select count(*)::int from user_interests ui where ui.user_id = p.user_id) as interests
          from profiles p join users u on u.id = p.user_id where u.role = 'TENANT'`,
    );
    const distinct = (key: string) => new Set(rows.map((r) => String(r[key]))).size;
    expect(distinct('budget')).toBeGreaterThanOrEqual(5);
    expect(distinct('age')).toBeGreaterThanOrEqual(8);
    expect(distinct('occupation')).toBeGreaterThanOrEqual(8);
    expect(distinct('food_preference')).toBeGreaterThanOrEqual(4);
    expect(distinct('lifestyle')).toBe(4);
    expect(distinct('cleanliness')).toBe(3);
    expect(distinct('preferred_roommate_gender')).toBe(3);
    expect(distinct('room_preference')).toBe(2);
    for (const habit of ['smoking', 'drinking', 'pets']) expect(distinct(habit), habit).toBe(2);
    // Nobody asks for a roommate of the other gender only.
    for (const r of rows) expect(['ANY', r.gender]).toContain(r.preferred_roommate_gender);
    for (const r of rows) expect(Number(r.interests)).toBeGreaterThanOrEqual(2);
    // Budgets follow the city: Mumbai's typical budget is above Jaipur's.
    const median = (city: string) => {
      const mins = rows
        .filter((r) => r.city === city)
        .map((r) => Number(String(r.budget).split('-')[0]))
        .sort((a, b) => a - b);
      return mins[Math.floor(mins.length / 2)]!;
    };
    expect(median('mumbai')).toBeGreaterThan(median('jaipur'));
  });

  it('keeps the README demo accounts: admin, landlord, tenant and roommate seeker', async () => {
    for (const [email, password] of [
      ['admin@roomsetu.in', 'Admin@1234'],
      ['priya.landlord@roomsetu.in', 'Demo@1234'],
      ['rahul.tenant@roomsetu.in', 'Demo@1234'],
      ['sneha.kulkarni@roomsetu.in', 'Demo@1234'],
    ]) {
      const res = await request(t.app).post('/api/auth/login').send({ email, password });
      expect(res.status, email).toBe(200);
    }
    const [sneha] = await queryRows<{ room_preference: string; gender: string }>(
      t.ctx.database.db,
      sql`select p.room_preference, p.gender from profiles p join users u on u.id = p.user_id
          where u.email = 'sneha.kulkarni@roomsetu.in'`,
    );
    expect(sneha).toEqual({ room_preference: 'LOOKING_FOR_ROOMMATE', gender: 'FEMALE' });
  });

  it('has an admin, favorites and conversations with messages', async () => {
    const count = async (q: ReturnType<typeof sql>) =>
      Number((await queryRows<{ n: number }>(t.ctx.database.db, q))[0]!.n);
    expect(await count(sql`select count(*)::int as n from users where role = 'ADMIN'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from favorites`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from messages`)).toBeGreaterThan(0);
  });

  it('ties every conversation only to listings of the landlord in it, the latest inquired current', async () => {
    const foreign = await queryRows<{ id: number }>(
      t.ctx.database.db,
      sql`select m.id from messages m join properties p on p.id = m.property_id
          where not exists (select 1 from conversation_participants cp
            where cp.conversation_id = m.conversation_id and cp.user_id = p.owner_id)
          union all
          select c.id from conversations c join properties p on p.id = c.property_id
          where not exists (select 1 from conversation_participants cp
            where cp.conversation_id = c.id and cp.user_id = p.owner_id)`,
    );
    expect(foreign).toEqual([]);
    const current = await queryRows<{ current: number | null; latest: number | null }>(
      t.ctx.database.db,
      sql`select c.property_id as current,
            (select m.property_id from messages m where m.conversation_id = c.id
              and m.property_id is not null order by m.id desc limit 1) as latest
          from conversations c`,
    );
    for (const row of current) expect(row.current).toBe(row.latest);
    // One conversation carries inquiries about two listings of the same owner.
    const [several] = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from (select conversation_id from messages
          where property_id is not null group by 1 having count(distinct property_id) > 1) x`,
    );
    expect(several!.n).toBe(1);
  });

  it('dates everything before the day of seeding: nobody is a member since the future', async () => {
    const now = t.ctx.now().toISOString();
    const [future] = await queryRows<Record<string, number>>(
      t.ctx.database.db,
      sql`select
          (select count(*)::int from users where created_at > ${now}::timestamptz) as users,
          (select count(*)::int from properties where created_at > ${now}::timestamptz
            or verified_at > ${now}::timestamptz or confirmed_at > ${now}::timestamptz) as properties,
          (select count(*)::int from properties where verified_at < created_at) as verified_before_listed,
          (select count(*)::int from conversations where created_at > ${now}::timestamptz
            or last_message_at > ${now}::timestamptz) as conversations,
          (select count(*)::int from messages where created_at > ${now}::timestamptz) as messages,
          (select count(*)::int from favorites where created_at > ${now}::timestamptz) as favorites,
          (select count(*)::int from conversations c where last_message_at <>
            (select max(created_at) from messages m where m.conversation_id = c.id)) as last_message,
          (select count(*)::int from id_verifications where created_at > ${now}::timestamptz
            or decided_at > ${now}::timestamptz) as id_verifications`,
    );
    expect(future).toEqual({
      users: 0,
      properties: 0,
      verified_before_listed: 0,
      conversations: 0,
      messages: 0,
      favorites: 0,
      last_message: 0,
      id_verifications: 0,
    });
    const [oldest] = await queryRows<{ days: number }>(
      t.ctx.database.db,
      sql`select floor(extract(epoch from (${now}::timestamptz - min(created_at))) / 86400)::int as days
          from users where role <> 'ADMIN'`,
    );
    // Relative to the day of seeding, spread over the past year or so.
    expect(Number(oldest!.days)).toBeGreaterThan(300);
  });

  it('does not seed twice', async () => {
    const count = sql`select count(*)::int as n from properties`;
    const before = await queryRows<{ n: number }>(t.ctx.database.db, count);
    expect(await seedDemo(t.ctx)).toBe(false);
    const after = await queryRows<{ n: number }>(t.ctx.database.db, count);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
