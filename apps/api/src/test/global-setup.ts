import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, resolveMigrations } from '../db/client';
import { pgliteTemplateKey, writeWhole } from '../db/pglite-template';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's data directory (a tarball) that each test file copies. */
    pgliteTemplate?: string;
    /** A migrated database on TEST_DATABASE_URL's server that each test file's database copies. */
    postgresTemplate?: string;
  }
}

async function onServer(base: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The migrated embedded database as a tarball, kept under node_modules/.cache between runs so
 * that running one module's tests does not pay for creating it again.
 */
async function pgliteTemplate(): Promise<string> {
  const dir = path.join(apiRoot, 'node_modules/.cache/roomsetu-test');
  const file = path.join(dir, `pglite-${pgliteTemplateKey(resolveMigrations())}.tar`);
  if (existsSync(file)) return file;
  const database = await openPglite();
  let snapshot: Blob;
  try {
    await database.migrate();
    snapshot = await database.snapshot!();
  } finally {
    await database.close();
  }
  // Written aside and renamed, so a run started meanwhile never reads half a file.
  writeWhole(file, Buffer.from(await snapshot.arrayBuffer()));
  return file;
}

/**
 * Migrates one database before any test file runs; each file then starts from a copy of it
 * (creating an embedded cluster and running every migration cost each file seconds).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `roomsetu_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await onServer(base, `create database "${name}"`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 1);
    try {
      await database.migrate();
    } finally {
      // A database with a session open cannot be copied.
      await database.close();
    }
    project.provide('postgresTemplate', name);
    return () => onServer(base, `drop database if exists "${name}" with (force)`);
  }
  project.provide('pgliteTemplate', await pgliteTemplate());
  return async () => {};
}
