import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './client';

const base = process.env.TEST_DATABASE_URL;
if (!base) {
  console.warn(
    '\n!!! SKIPPED: concurrent migrations need PostgreSQL (set TEST_DATABASE_URL) !!!\n',
  );
}

const journal = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle/meta/_journal.json',
);

describe.skipIf(!base)('migrations on PostgreSQL', () => {
  it('lets instances that start together on a fresh database all come up', async () => {
    const name = `roomsetu_migrate_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const instances = await Promise.all([1, 2, 3].map(() => openPostgres(url.toString(), 2)));
    try {
      const results = await Promise.allSettled(instances.map((d) => d.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
      const applied = await instances[0]!.pool!.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const entries = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries;
      expect(applied.rows[0]!.n).toBe(entries.length);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
