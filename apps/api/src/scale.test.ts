import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client';
import { listingFields, withFields } from './modules/properties/listing-fixture';
import { bearer } from './test/auth';
import { createUser } from './test/factories';
import { startGeocoderStub, type GeocoderStub } from './test/geocoder-stub';
import { createTestEnv, usingPostgres, type TestEnv } from './test/harness';
import { jpeg, png } from './test/images';
import { freePort, startApi, stopApi, type ApiProcess } from './test/process';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { startS3Server, testBucket, type S3Server } from './test/s3';
import { startTestSmtp, type TestSmtp } from './test/smtp';

/**
 * RoomSetu beyond one host, on one machine: two API processes and a worker as separate processes,
 * sharing one PostgreSQL database and one S3-protocol bucket, with nothing else in common (no
 * data directory, no volume). What one process stores, the others serve; jobs that the API
 * processes queue, only the worker runs.
 */

if (!usingPostgres) {
  console.warn(
    '\n!!! SKIPPED: the several-process test needs PostgreSQL (set TEST_DATABASE_URL) !!!\n',
  );
}

type User = Awaited<ReturnType<typeof createUser>>;

describe.skipIf(!usingPostgres)('two API processes and a worker on one database and bucket', () => {
  let t: TestEnv;
  let s3: S3Server;
  let smtp: TestSmtp;
  let geocoder: GeocoderStub;
  let api1: ApiProcess;
  let api2: ApiProcess;
  let worker: ApiProcess;
  const metricsPorts = new Map<ApiProcess, number>();
  let landlord: User;
  let admin: User;

  async function start(role: 'api' | 'worker'): Promise<ApiProcess> {
    const metricsPort = await freePort();
    const proc = await startApi({
      ROLE: role,
      DATABASE_URL: t.databaseUrl!,
      JWT_SECRET: t.ctx.env.JWT_SECRET,
      SMTP_URL: smtp.url,
      GEOCODER_URL: geocoder.url,
      METRICS_PORT: String(metricsPort),
      ...s3.env,
    });
    metricsPorts.set(proc, metricsPort);
    return proc;
  }

  /** The keys under `prefix` in the shared bucket. */
  async function keysIn(prefix: string): Promise<string[]> {
    const { client, location } = testBucket(s3);
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: location.bucket, Prefix: prefix }),
    );
    return (listed.Contents ?? []).map((o) => o.Key!);
  }

  // Opened by the mail test to hold senders at MAIL FROM; open otherwise.
  let gate: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    [s3, smtp, geocoder] = await Promise.all([
      startS3Server(),
      startTestSmtp(0, { holdSenders: () => gate }),
      startGeocoderStub(),
    ]);
    t = await createTestEnv();
    landlord = await createUser(t.ctx.database.db, { role: 'LANDLORD' });
    admin = await createUser(t.ctx.database.db, { role: 'ADMIN' });
    // One after the other: the first runs the migrations (already run here) and the rest find none.
    api1 = await start('api');
    api2 = await start('api');
    worker = await start('worker');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([api1, api2, worker].filter(Boolean).map((p) => stopApi(p)));
    await t?.close();
    await Promise.all([s3?.stop(), smtp?.close(), geocoder?.close()]);
  });

  it('serves through one API process the photo uploaded through the other', async () => {
    const res = await withFields(
      request(api1.url)
        .post('/api/properties')
        .set(...bearer(t, landlord)),
      listingFields(),
    ).attach('photos', await jpeg(), 'front.jpg');
    expect(res.status).toBe(201);
    const detail = await request(api2.url).get(`/api/properties/${res.body.data.id}`);
    expect(detail.status).toBe(200);
    const photoPath = new URL(detail.body.data.photos[0].url as string).pathname;
    const [one, two] = await Promise.all([
      fetch(`${api1.url}${photoPath}`),
      fetch(`${api2.url}${photoPath}`),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await two.arrayBuffer())).toEqual(Buffer.from(await one.arrayBuffer()));
    // The bytes sit in the bucket's public prefix, not on either process's disk.
    expect(await keysIn('public/')).toContain(`public/${photoPath.replace(/^\/uploads\//, '')}`);
  });

  it('lets an admin on one process open an identity document uploaded through the other, and the worker delete it after retention', async () => {
    const user = await createUser(t.ctx.database.db);
    const submitted = await request(api1.url)
      .post('/api/verification/id')
      .set(...bearer(t, user))
      .field('documentType', 'AADHAAR')
      .field('last4', '4321')
      .attach('images', await jpeg(), 'front.jpg')
      .attach('images', await png(), 'back.jpg');
    expect(submitted.status).toBe(201);
    const [row] = await queryRows<{ id: number; fileKeys: string[] }>(
      t.ctx.database.db,
      sql`select id, file_keys as "fileKeys" from id_verifications where user_id = ${user.id}`,
    );
    const stored = row!.fileKeys.map((k) => `private/${k}`);
    expect(await keysIn('private/')).toEqual(expect.arrayContaining(stored));

    const document = await request(api2.url)
      .get(`/api/admin/verifications/${row!.id}/document/1`)
      .set(...bearer(t, admin));
    expect(document.status).toBe(200);
    expect(document.headers['content-type']).toMatch(/^image\//);
    // Nobody else, on either process.
    for (const api of [api1, api2]) {
      const other = await request(api.url)
        .get(`/api/admin/verifications/${row!.id}/document/1`)
        .set(...bearer(t, user));
      expect(other.status).toBe(403);
    }

    await request(api2.url)
      .post(`/api/admin/verifications/${row!.id}/approve`)
      .set(...bearer(t, admin))
      .expect(200);
    // The worker's clock cannot be moved: the decision is dated past the retention period.
    await queryRows(
      t.ctx.database.db,
      sql`update id_verifications set decided_at = now() - interval '40 days' where id = ${row!.id}`,
    );
    await t.ctx.jobs.send('verification.delete-documents');
    await until(async () => !(await keysIn('private/')).some((k) => stored.includes(k)));
  });

  it('mails a saved-search alert for a listing made on API 1 once, from the worker', async () => {
    const tenant = await createUser(t.ctx.database.db, { role: 'TENANT' });
    const saved = await request(api2.url)
      .post('/api/saved-searches')
      .set(...bearer(t, tenant))
      .send({ name: 'Pune flats', filters: { city: 'pune' }, frequency: 'INSTANT' });
    expect(saved.status).toBe(201);
    const listed = await withFields(
      request(api1.url)
        .post('/api/properties')
        .set(...bearer(t, landlord)),
      listingFields({
        title: 'Bright 1BHK in Aundh',
        address: JSON.stringify({ line1: '3 Aundh Road', city: 'pune', postalCode: '411007' }),
      }),
    ).attach('photos', await jpeg(), 'a.jpg');
    expect(listed.status).toBe(201);
    // INSTANT mails wait for the end of their minute; the worker's clock cannot be moved, so the
    // job's due time is.
    await until(async () => {
      const due = await queryRows<{ id: number }>(
        t.ctx.database.db,
        sql`update jobs set run_at = now() where name = 'saved-search.instant-mail'
              and state = 'queued' returning id::int as id`,
      );
      return due.length > 0;
    });
    const mail = await smtp.waitForMail((m) => m.to.includes(tenant.email), 30_000);
    expect(mail.text).toContain('Bright 1BHK in Aundh');
    await new Promise((r) => setTimeout(r, 2_000));
    expect(smtp.mails.filter((m) => m.to.includes(tenant.email))).toHaveLength(1);
  });

  it('loses no mail and sends none twice when the worker is killed mid-batch', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `batch-${i}@example.com`);
    const received = () => smtp.mails.filter((m) => recipients.includes(m.to[0]!));
    const marked = async () =>
      (
        await queryRows<{ n: number }>(
          t.ctx.database.db,
          sql`select count(*)::int as n from jobs where name = 'mail.send'
                and payload->>'to' like 'batch-%' and payload ? 'mailedAt'`,
        )
      )[0]!.n;
    await t.ctx.jobs.sendMany(
      'mail.send',
      recipients.map((to) => ({ payload: { to, subject: `For ${to}`, text: 'One of a batch.' } })),
    );
    await until(async () => received().length >= 4);
    // From now on every sender waits at MAIL FROM: it has delivered nothing there.
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    // Kill the worker while senders wait there and every mail SMTP accepted is marked sent (the
    // moment between the two is the one crash that sends a mail twice, and docs/jobs.md says so).
    let settled = 0;
    await until(async () => {
      const clean = smtp.holding() > 0 && (await marked()) === received().length;
      settled = clean ? settled + 1 : 0;
      return settled >= 3;
    });
    expect(received().length).toBeLessThan(recipients.length);
    worker.proc.kill('SIGKILL');
    await worker.exited;
    // Its leases would run out within a minute; the test moves them on instead of waiting.
    await queryRows(
      t.ctx.database.db,
      sql`update jobs set locked_until = now() - interval '1 second' where state = 'active'`,
    );
    open();
    gate = Promise.resolve();
    worker = await start('worker');
    await until(async () => new Set(received().map((m) => m.to[0])).size === recipients.length);
    await new Promise((r) => setTimeout(r, 2_000));
    for (const to of recipients) {
      expect(
        received().filter((m) => m.to[0] === to),
        to,
      ).toHaveLength(1);
    }
  });

  it('answers /metrics on each process, on its metrics port only, with the series of its role', async () => {
    const scrape = async (proc: ApiProcess) => {
      const res = await fetch(`http://127.0.0.1:${metricsPorts.get(proc)!}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      // Never on the public port.
      expect((await fetch(`${proc.url}/metrics`)).status).toBe(404);
      return res.text();
    };
    const every = [
      'roomsetu_http_request_duration_seconds',
      'roomsetu_socket_connections',
      'roomsetu_chat_messages_delivered_total',
      'roomsetu_jobs_queued',
      'roomsetu_jobs_oldest_queued_age_seconds',
      'roomsetu_job_failures_total',
      'roomsetu_job_retries_total',
      'roomsetu_db_pool_connections_in_use',
      'roomsetu_db_pool_waiting_clients',
      'roomsetu_rate_limit_refusals_total',
      'roomsetu_mails_sent_total',
      'roomsetu_mail_failures_total',
      'roomsetu_process_cpu_seconds_total',
      'roomsetu_nodejs_eventloop_lag_seconds',
    ];
    const texts = await Promise.all([api1, api2, worker].map(scrape));
    for (const text of texts) {
      for (const name of every) expect(text).toContain(`# TYPE ${name} `);
    }
    const [one, two, work] = texts as [string, string, string];
    // Each API process timed the requests it answered, by route template.
    expect(one).toMatch(
      /roomsetu_http_request_duration_seconds_count\{[^}]*route="\/api\/properties"[^}]*\} [1-9]/,
    );
    expect(two).toMatch(
      /roomsetu_http_request_duration_seconds_count\{[^}]*route="\/api\/properties\/:id"[^}]*\} [1-9]/,
    );
    // Only the worker sends mail.
    expect(work).toMatch(/roomsetu_mails_sent_total\{transport="smtp"\} [1-9]/);
    for (const api of [one, two])
      expect(api).not.toMatch(/roomsetu_mails_sent_total\{[^}]*\} [1-9]/);
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}
