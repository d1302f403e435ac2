/**
 * Run by the build (`pnpm --filter @roomsetu/api build`, after tsup): migrates an embedded database
 * in memory and keeps it as dist/pglite-<key>.tar.gz, the key naming the migrations and the
 * PGlite it was made with. A first start on an empty data directory starts from it
 * (db/client.ts), sparing the creation of the cluster and every migration.
 */
import { openPglite, resolveMigrations } from '../db/client';
import { pgliteTemplateFile, pgliteTemplateKey, writeWhole } from '../db/pglite-template';

const migrations = resolveMigrations();
const file = pgliteTemplateFile(migrations, pgliteTemplateKey(migrations));
const database = await openPglite();
try {
  await database.migrate();
  writeWhole(file, Buffer.from(await (await database.snapshot!('gzip')).arrayBuffer()));
} finally {
  await database.close();
}
console.log(`migrated embedded database kept in ${file}`);
