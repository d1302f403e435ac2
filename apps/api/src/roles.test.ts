import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './db/client';
import { signUpBody } from './test/factories';
import { createTestEnv, usingPostgres, type TestEnv } from './test/harness';
import { startApi, stopApi, type ApiProcess } from './test/process';
import { codeFrom, startTestSmtp, type TestSmtp } from './test/smtp';
import { createWorkerApp } from './worker-app';

/**
 * ROLE=api serves the API and queues jobs without running them; ROLE=worker runs them and answers
 * only health checks. Real processes on one database: the embedded one (one process at a time,
 * as its data directory is locked) or, with TEST_DATABASE_URL, a PostgreSQL database of their own.
 */

let smtp: TestSmtp;
let t: TestEnv | undefined;
let dir: string | undefined;
const running: ApiProcess[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  if (usingPostgres) t = await createTestEnv();
  else {
    dir = mkdtempSync(path.join(tmpdir(), 'roomsetu-roles-'));
    const setup = await openDatabase({ dataDir: dir });
    await setup.migrate();
    await setup.close();
  }
}, 120_000);
afterEach(async () => {
  await Promise.all(running.splice(0).map(stopApi));
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const where = (): Record<string, string> =>
  t ? { DATABASE_URL: t.databaseUrl! } : { DATA_DIR: dir! };

async function start(role: 'api' | 'worker'): Promise<ApiProcess> {
  const proc = await startApi({ ...where(), ROLE: role, SMTP_URL: smtp.url });
  running.push(proc);
  return proc;
}

/** Reads the jobs table, from the test's connection or (embedded) once no process holds it. */
async function mailJobs(): Promise<{ state: string; maxAttempts: number; payload: unknown }[]> {
  const read = (db: Database['db']) =>
    queryRows<{ state: string; maxAttempts: number; payload: unknown }>(
      db,
      sql`select state, max_attempts as "maxAttempts", payload from jobs where name = 'mail.send'`,
    );
  if (t) return read(t.ctx.database.db);
  const db = await openDatabase({ dataDir: dir! });
  try {
    return await read(db.db);
  } finally {
    await db.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ROLE=api and ROLE=worker', () => {
  it('an API process queues the sign-up mail without sending it; a worker process sends it', async () => {
    const api = await start('api');
    const body = signUpBody();
    const email = String(body.email);
    const res = await fetch(`${api.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    // Well past the worker's poll and the nudge after commit: nothing runs the job here.
    await sleep(2500);
    expect(smtp.mails.filter((m) => m.to.includes(email))).toEqual([]);
    await stopApi(api);
    expect(await mailJobs()).toEqual([
      expect.objectContaining({ state: 'queued', payload: expect.objectContaining({ to: email }) }),
    ]);

    const worker = await start('worker');
    const mail = await smtp.waitForMail((m) => m.to.includes(email), 15_000);
    expect(mail.subject).toMatch(/verification code/);
    expect((await fetch(`${worker.url}/api/health`)).status).toBe(200);
    const elsewhere = await fetch(`${worker.url}/api/properties`);
    expect(elsewhere.status).toBe(404);
    expect((await fetch(`${worker.url}/`)).status).toBe(404);
    await stopApi(worker);
    const [job] = await mailJobs();
    // Completed, with the worker's attempts for mail.send, and the code gone from the table.
    expect(job).toMatchObject({ state: 'completed', maxAttempts: 5 });
    expect(Object.keys(job!.payload as object).sort()).toEqual(['mailedAt', 'subject', 'to']);
    expect(JSON.stringify(job!.payload)).not.toContain(codeFrom(mail));
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  }, 120_000);

  it('refuses an unknown ROLE at start, naming the setting', async () => {
    await expect(start('nobody' as 'api')).rejects.toThrow(/ROLE: must be all, api or worker/);
  }, 60_000);
});

describe('the worker’s HTTP server', () => {
  it('answers health and readiness as the API does, 404 to everything else', async () => {
    const env = t ?? (await createTestEnv());
    try {
      const { app } = createWorkerApp(env.ctx);
      expect((await request(app).get('/api/health')).body).toEqual({
        success: true,
        data: { status: 'ok' },
      });
      expect((await request(app).get('/api/ready')).status).toBe(200);
      for (const path of ['/api/properties', '/api/auth/login', '/', '/uploads/a.jpg']) {
        expect((await request(app).get(path)).status).toBe(404);
      }
      expect((await request(app).post('/api/auth/signup').send({})).status).toBe(404);
    } finally {
      if (env !== t) await env.close();
    }
  });
});
