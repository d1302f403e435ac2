import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness';
import { jobsTable, withJobsTable } from './jobs-doc';

const docFile = path.resolve(import.meta.dirname, '../../../../docs/jobs.md');

let t: TestEnv;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(async () => {
  await t?.close();
});

// docs/jobs.md lists what the app registers, so it cannot drift from the code. After adding or
// changing a job: `pnpm --filter @roomsetu/api docs:jobs` writes the table.
describe('docs/jobs.md', () => {
  it('lists every registered job with its schedule, description and why a repeat is harmless', () => {
    const registrations = t.ctx.jobs.registrations();
    expect(registrations.length).toBeGreaterThan(0);
    expect(registrations.filter((r) => !r.description).map((r) => r.name)).toEqual([]);
    // Runs are at least once: every handler says what makes a second run of a job harmless.
    expect(registrations.filter((r) => !r.idempotent.trim()).map((r) => r.name)).toEqual([]);
    const doc = readFileSync(docFile, 'utf8');
    const expected = withJobsTable(doc, jobsTable(registrations));
    if (process.env.UPDATE_JOBS_DOC && expected !== doc) writeFileSync(docFile, expected);
    else expect(doc).toBe(expected);
  });
});
