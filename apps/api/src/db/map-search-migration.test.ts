import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, queryRows, type Database } from './client';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The committed migrations up to, not including, the map search one. */
function migrationsBeforeMapSearch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'roomsetu-migrations-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  cpSync(migrations, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith('_map_search'));
  expect(at).toBeGreaterThan(0);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

/** A fresh database with the migrations before map search applied, on the engine under test. */
async function databaseBeforeMapSearch(): Promise<Database> {
  const folder = migrationsBeforeMapSearch();
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openPglite();
    cleanups.push(() => database.close());
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return database;
  }
  const name = `roomsetu_mapmig_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 2);
  cleanups.push(async () => {
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  await migratePg(drizzlePg({ client: database.pool! }), { migrationsFolder: folder });
  return database;
}

describe('the map search migration', () => {
  it('counts the localities already listed and moves city-centre listings to their locality', async () => {
    const database = await databaseBeforeMapSearch();
    const { db } = database;
    // Raw SQL with the columns of that time: the factories write today's columns, which later
    // migrations add.
    const [owner] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (first_name, last_name, email, phone, password_hash, role)
          values ('Asha', 'Owner', 'owner@example.com', '9000000001', 'x', 'LANDLORD')
          returning id`,
    );
    const at = async (area: string, lat: number, lng: number, approximate: boolean) =>
      (
        await queryRows<{ id: number }>(
          db,
          sql`insert into properties (owner_id, title, description, property_type, rent,
              security_deposit, bedrooms, bathrooms, area_sq_ft, furnished, facing, available_from,
              hospital_distance, property_contact_name, property_contact_email, address_line1,
              area, city, postal_code, state, latitude, longitude, location_approximate)
            values (${owner!.id}, 'Flat', 'A flat', 'APARTMENT', 12000, 24000, 2, 1, 800, 'SEMI',
              'EAST', '2026-01-01', 2, 'Owner', 'owner@example.com', '12 MG Road', ${area}, 'pune',
              '411001', 'Maharashtra', ${lat}, ${lng}, ${approximate})
            returning id`,
        )
      )[0]!;
    await at('Aundh', 18.55, 73.8, false);
    await at(' aundh', 18.57, 73.82, false);
    const lost = await at('AUNDH', 18.5204, 73.8567, true);
    const nowhere = await at('Nowhere Nagar', 18.5204, 73.8567, true);

    await database.migrate();

    const point = async (id: number) =>
      (
        await queryRows<{ latitude: number; longitude: number; location_approximate: boolean }>(
          db,
          sql`select latitude, longitude, location_approximate from properties where id = ${id}`,
        )
      )[0]!;
    const moved = await point(lost.id);
    expect(moved.location_approximate).toBe(true);
    expect(moved.latitude).toBeCloseTo(18.56, 9);
    expect(moved.longitude).toBeCloseTo(73.81, 9);
    expect(await point(nowhere.id)).toEqual({
      latitude: 18.5204,
      longitude: 73.8567,
      location_approximate: true,
    });
    const [aundh] = await queryRows<{
      name: string;
      listings: number;
      precise: number;
      lat_sum: number;
    }>(db, sql`select name, listings, precise, lat_sum from localities where key = 'aundh'`);
    // Named by the title-cased spelling, whichever came first.
    expect(aundh).toMatchObject({ name: 'Aundh', listings: 3, precise: 2 });
    // The moved listing now counts at its new point: 18.55 + 18.57 + 18.56, each (since the
    // public pin migration) at its pin, within 300 m of it.
    const [pins] = await queryRows<{ sum: number }>(
      db,
      sql`select sum(public_latitude) as sum from properties where lower(btrim(area)) = 'aundh'`,
    );
    expect(aundh!.lat_sum).toBeCloseTo(Number(pins!.sum), 9);
    expect(aundh!.lat_sum).toBeCloseTo(55.68, 1);
  });
});
