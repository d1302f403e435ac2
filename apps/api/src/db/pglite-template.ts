import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The engine's version: a data directory made by one PGlite is for that PGlite only. */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** Names what a migrated embedded database depends on: the migrations and the engine's version. */
export function pgliteTemplateKey(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

/** Where the build keeps a migrated embedded database for `key` (apps/api/dist). */
export function pgliteTemplateFile(migrationsFolder: string, key: string): string {
  return path.resolve(migrationsFolder, '../dist', `pglite-${key}.tar.gz`);
}

/** Writes `data` to `file` aside and renames it, so a reader never meets half a file. */
export function writeWhole(file: string, data: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}
