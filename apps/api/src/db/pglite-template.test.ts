import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, openPglite, queryRows, resolveMigrations } from './client';
import { pgliteTemplateFile, pgliteTemplateKey } from './pglite-template';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'roomsetu-template-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const tables = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
  (
    await queryRows<{ name: string }>(
      db.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    )
  ).map((r) => r.name);

/** Each case creates and migrates embedded clusters on disk: seconds each, more on a busy machine. */
const CLUSTER_TIMEOUT = 120_000;

describe("the build's migrated embedded database", () => {
  it(
    'starts an empty data directory, which then migrates and keeps its own data',
    async () => {
      // A template with a mark of its own, so the start is seen to come from it.
      const made = await openPglite();
      await made.migrate();
      await made.db.execute(sql`create table template_mark (id int)`);
      const file = path.join(tempDir(), 'pglite-test.tar.gz');
      writeFileSync(file, Buffer.from(await (await made.snapshot!('gzip')).arrayBuffer()));
      await made.close();

      const dataDir = tempDir();
      const first = await openDatabase({ dataDir, template: file });
      await first.migrate();
      expect(await tables(first)).toEqual(expect.arrayContaining(['template_mark', 'users']));
      await first.db.execute(sql`insert into template_mark values (7)`);
      await first.close();

      // A data directory that holds a database is never replaced by the template.
      const again = await openDatabase({ dataDir, template: file });
      const [mark] = await queryRows<{ id: number }>(again.db, sql`select id from template_mark`);
      expect(mark?.id).toBe(7);
      await again.close();
    },
    CLUSTER_TIMEOUT,
  );

  it(
    'is not used where there is none for these migrations: the cluster is made as before',
    async () => {
      const dataDir = tempDir();
      const database = await openDatabase({
        dataDir,
        template: path.join(dataDir, 'absent.tar.gz'),
      });
      await database.migrate();
      expect(await tables(database)).toContain('users');
      expect(await tables(database)).not.toContain('template_mark');
      await database.close();
    },
    CLUSTER_TIMEOUT,
  );

  it('is named by the migrations and the PGlite version, and kept beside the build', () => {
    const migrations = resolveMigrations();
    const key = pgliteTemplateKey(migrations);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(pgliteTemplateKey(migrations)).toBe(key);
    expect(pgliteTemplateFile(migrations, key)).toBe(
      path.resolve(migrations, '../dist', `pglite-${key}.tar.gz`),
    );
  });
});
