import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRealtime } from './app';
import { ConfigError, parseEnv } from './env';
import { countedMailer, createMailer } from './lib/mailer';
import { startMetricsServer } from './lib/metrics-http';
import { tokenFor } from './test/auth';
import { createConversation, createProperty, createUser } from './test/factories';
import { createTestEnv, usingPostgres, type TestEnv } from './test/harness';
import { freePort, spawnApi } from './test/process';
import { parseMetrics, samplesOf, valueOf, type Sample } from './test/prometheus-text';
import { client, closeClients, next } from './test/realtime';
import { startTestSmtp, type TestSmtp } from './test/smtp';

const TOKEN = 'metrics-token-0123456789abcdef';
const DURATION = 'roomsetu_http_request_duration_seconds_count';

const closers: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  closeClients();
  for (const close of closers.splice(0).reverse()) await close();
});

async function env(overrides: Record<string, string> = {}): Promise<TestEnv> {
  const t = await createTestEnv(overrides);
  closers.push(() => t.close());
  return t;
}

/** The listener on a loopback port, with socket.io, as index.ts serves it. */
async function serve(t: TestEnv): Promise<string> {
  const server = createServer(t.listener);
  const io = await startRealtime(server, t.ctx);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => io.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function scrape(t: TestEnv): Promise<Sample[]> {
  const res = await request(t.listener).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  return parseMetrics(res.text);
}

const routeLabels = (samples: Sample[]) =>
  new Set(samplesOf(samples, DURATION).map((s) => s.labels.route));

describe('who may read /metrics', () => {
  it('answers 404 when neither METRICS_PORT nor METRICS_TOKEN is set', async () => {
    const t = await env();
    const res = await request(t.listener).get('/metrics');
    expect(res.status).toBe(404);
    const guess = await request(t.listener).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(guess.status).toBe(404);
    expect(guess.text).not.toContain('roomsetu_');
  });

  it('answers 401 without the token or with a wrong one, 200 with METRICS_TOKEN', async () => {
    const t = await env({ METRICS_TOKEN: TOKEN });
    const none = await request(t.listener).get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.body).toEqual({ success: false, error: expect.stringContaining('token') });
    for (const header of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, 'Bearer ', TOKEN]) {
      const wrong = await request(t.listener).get('/metrics').set('Authorization', header);
      expect(wrong.status).toBe(401);
      expect(wrong.text).not.toContain('roomsetu_');
    }
    const ok = await request(t.listener).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
    const samples = parseMetrics(ok.text);
    // The process collectors are on where something scrapes.
    expect(valueOf(samples, 'roomsetu_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'roomsetu_process_resident_memory_bytes')).toBeGreaterThan(0);
    const post = await request(t.listener).post('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(post.status).toBe(405);
  });

  it('with METRICS_PORT: the main port answers 404 (token or not), the metrics server 200', async () => {
    const t = await env({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN });
    const main = await request(t.listener).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(main.status).toBe(404);
    expect(main.text).not.toContain('roomsetu_');

    const server: Server = await startMetricsServer(t.ctx, { port: 0, host: '127.0.0.1' });
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    const samples = parseMetrics(await res.text());
    // The main port's 404 above was counted, under the scrape's own label.
    expect(valueOf(samples, DURATION, { route: '/metrics', status: '404' })).toBe(1);
    expect((await fetch(`${url}/`)).status).toBe(404);
    expect((await fetch(`${url}/metrics/x`)).status).toBe(404);
  });

  it('refuses a bad METRICS_PORT or a short METRICS_TOKEN at start, naming the setting', () => {
    const bad = [
      [{ METRICS_PORT: 'ninety' }, 'METRICS_PORT'],
      [{ METRICS_PORT: '70000' }, 'METRICS_PORT'],
      [{ METRICS_PORT: '3000', PORT: '3000' }, 'METRICS_PORT'],
      [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    ] as const;
    for (const [settings, name] of bad) {
      expect(() => parseEnv({ NODE_ENV: 'test', ...settings })).toThrow(ConfigError);
      expect(() => parseEnv({ NODE_ENV: 'test', ...settings })).toThrow(name);
    }
    const empty = parseEnv({ NODE_ENV: 'test', METRICS_PORT: '', METRICS_TOKEN: '' });
    expect([empty.METRICS_PORT, empty.METRICS_TOKEN]).toEqual([undefined, undefined]);
  });
});

describe('the API process', () => {
  // Real processes on their metrics port: src/scale.test.ts (PostgreSQL).
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'roomsetu-metrics-'));
    dirs.push(dir);
    return dir;
  };

  it('exits non-zero naming METRICS_TOKEN when it is too short', async () => {
    const started = spawnApi({ DATA_DIR: dataDir(), PORT: '0', METRICS_TOKEN: 'short' });
    expect(await started.exited).not.toBe(0);
    expect(started.output()).toContain('METRICS_TOKEN');
  }, 30_000);
});

describe('the series', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());

  it('labels a request by its route template, never by its id', async () => {
    const t = await env({ METRICS_TOKEN: TOKEN });
    await request(t.listener).get('/api/properties/123');
    const owner = await createUser(t.ctx.database.db);
    const property = await createProperty(t.ctx.database.db, owner.id);
    expect((await request(t.listener).get(`/api/properties/${property.id}`)).status).toBe(200);
    await request(t.listener).get('/api/properties/abc');
    await request(t.listener).get('/uploads/no-such-photo.webp');
    const samples = await scrape(t);
    const template = { method: 'GET', route: '/api/properties/:id' };
    expect(valueOf(samples, DURATION, { ...template, status: '200' })).toBe(1);
    expect(
      samplesOf(samples, DURATION, template).reduce((sum, s) => sum + s.value, 0),
    ).toBeGreaterThanOrEqual(3);
    expect(valueOf(samples, DURATION, { route: '/uploads', status: '404' })).toBe(1);
    for (const route of routeLabels(samples)) {
      expect(route).not.toMatch(/123|abc|no-such|\/\d+/);
    }
    // Buckets and sum go with every count.
    expect(
      valueOf(samples, 'roomsetu_http_request_duration_seconds_bucket', {
        ...template,
        status: '200',
        le: '+Inf',
      }),
    ).toBe(1);
  });

  it('groups the web app under one label', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'roomsetu-web-'));
    closers.push(() => rmSync(dist, { recursive: true, force: true }));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>RoomSetu</title>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    const t = await env({ METRICS_TOKEN: TOKEN, WEB_DIST: dist });
    for (const url of [
      '/',
      '/assets/app.js',
      '/find-rooms',
      `/${randomBytes(6).toString('hex')}`,
    ]) {
      await request(t.listener).get(url);
    }
    const samples = await scrape(t);
    expect(
      samplesOf(samples, DURATION, { route: 'web' }).reduce((sum, s) => sum + s.value, 0),
    ).toBe(4);
    expect(routeLabels(samples)).toEqual(new Set(['web']));
  });

  it('adds no label value for 1,000 requests to distinct random URLs beyond unmatched', async () => {
    // No web build (whether apps/web/dist was built or not): every one of them is unmatched.
    const t = await env({ METRICS_TOKEN: TOKEN, WEB_DIST: path.join(tmpdir(), 'no-web-build') });
    const url = await serve(t);
    await fetch(`${url}/api/health`);
    await scrape(t);
    // The labels so far: the health check's and the scrape's own.
    const before = routeLabels(await scrape(t));
    expect(before).toEqual(new Set(['/api/health', '/metrics']));
    const random = () => randomBytes(8).toString('hex');
    const paths = Array.from({ length: 1000 }, (_, i) =>
      i % 3 === 0
        ? `/api/${random()}/${random()}`
        : i % 3 === 1
          ? `/${random()}?id=${random()}`
          : `/api/v${i}/properties/${random()}`,
    );
    for (let i = 0; i < paths.length; i += 50) {
      await Promise.all(
        paths
          .slice(i, i + 50)
          .map((p, j) =>
            fetch(`${url}${p}`, { method: j % 2 ? 'GET' : 'POST' }).then((r) => r.arrayBuffer()),
          ),
      );
    }
    const samples = await scrape(t);
    const after = routeLabels(samples);
    expect([...after].filter((r) => !before.has(r))).toEqual(['unmatched']);
    expect(
      samplesOf(samples, DURATION, { route: 'unmatched' }).reduce((sum, s) => sum + s.value, 0),
    ).toBe(1000);
    expect(new Set(samplesOf(samples, DURATION).map((s) => s.labels.method))).toEqual(
      new Set(['GET', 'POST']),
    );
  });

  it('counts jobs queued, retried and failed, by name', async () => {
    const t = await env({ METRICS_TOKEN: TOKEN });
    const { jobs } = t.ctx;
    let runs = 0;
    jobs.register('metrics.ok', async () => {
      runs++;
    });
    jobs.register(
      'metrics.broken',
      async () => {
        throw new Error('always fails');
      },
      { maxAttempts: 2, backoffMs: 1000 },
    );
    await jobs.send('metrics.ok', {});
    await jobs.send('metrics.ok', {});
    await jobs.send('metrics.ok', {}, { delayMs: 60 * 60_000 });
    await jobs.send('metrics.broken', {});
    t.clock.advance(90_000);

    let samples = await scrape(t);
    expect(valueOf(samples, 'roomsetu_jobs_queued', { name: 'metrics.ok' })).toBe(2);
    expect(valueOf(samples, 'roomsetu_jobs_queued', { name: 'metrics.broken' })).toBe(1);
    const age = valueOf(samples, 'roomsetu_jobs_oldest_queued_age_seconds', {
      name: 'metrics.ok',
    });
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(100);

    await jobs.drain();
    expect(runs).toBe(2);
    samples = await scrape(t);
    expect(valueOf(samples, 'roomsetu_jobs_queued', { name: 'metrics.ok' })).toBe(0);
    // The failed run waits for its retry: not due, so not counted as queued.
    expect(valueOf(samples, 'roomsetu_jobs_queued', { name: 'metrics.broken' })).toBe(0);
    expect(valueOf(samples, 'roomsetu_job_retries_total', { name: 'metrics.broken' })).toBe(1);
    expect(valueOf(samples, 'roomsetu_job_failures_total', { name: 'metrics.broken' })).toBe(
      undefined,
    );

    t.clock.advance(5000);
    await jobs.drain();
    samples = await scrape(t);
    expect(valueOf(samples, 'roomsetu_job_retries_total', { name: 'metrics.broken' })).toBe(1);
    expect(valueOf(samples, 'roomsetu_job_failures_total', { name: 'metrics.broken' })).toBe(1);
    expect(samplesOf(samples, 'roomsetu_job_failures_total', { name: 'metrics.ok' })).toEqual([]);
  });

  it('counts rate-limit refusals by limit name', async () => {
    const t = await env({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });
    t.ctx.rateLimits = { contactPerIp: { limit: 1, windowMs: 60_000 } };
    const message = { firstName: 'Meera', email: 'meera@example.in', message: 'Hello there' };
    const send = () => request(t.listener).post('/api/users-public/send-message').send(message);
    expect((await send()).status).toBeLessThan(300);
    expect((await send()).status).toBe(429);
    expect((await send()).status).toBe(429);
    const samples = await scrape(t);
    expect(valueOf(samples, 'roomsetu_rate_limit_refusals_total', { limit: 'contactPerIp' })).toBe(
      2,
    );
    expect(
      valueOf(samples, DURATION, {
        method: 'POST',
        route: '/api/users-public/send-message',
        status: '429',
      }),
    ).toBe(2);
  });

  it('counts sign-in refusals only when they are given', async () => {
    const t = await env({ METRICS_TOKEN: TOKEN });
    t.ctx.rateLimits = { loginPerIp: { limit: 1, windowMs: 60_000 } };
    const user = await createUser(t.ctx.database.db);
    const signIn = (password: string) =>
      request(t.listener).post('/api/auth/login').send({ email: user.email, password });
    expect((await signIn('wrong-password-1')).status).toBe(401);
    // Past the address's limit the right password still signs in: nothing was refused.
    expect((await signIn('Secret@123')).status).toBe(200);
    expect(
      valueOf(await scrape(t), 'roomsetu_rate_limit_refusals_total', { limit: 'loginPerIp' }),
    ).toBe(undefined);
    expect((await signIn('wrong-password-2')).status).toBe(429);
    expect(
      valueOf(await scrape(t), 'roomsetu_rate_limit_refusals_total', { limit: 'loginPerIp' }),
    ).toBe(1);
  });

  it('counts mails sent and failed', async () => {
    const t = await env({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });
    await t.ctx.mailer.send({ to: 'someone@example.in', subject: 'Counted', text: 'Hello' });
    await smtp.waitForMail((m) => m.subject === 'Counted');
    // A transport that cannot connect, counted in the same context's series.
    const closed = await freePort();
    const unreachable = countedMailer(
      createMailer({
        smtpUrl: `smtp://127.0.0.1:${closed}`,
        from: 'RoomSetu <no-reply@roomsetu.in>',
        logger: t.ctx.logger,
      }),
      t.ctx.metrics,
    );
    await expect(
      unreachable.send({ to: 'someone@example.in', subject: 'Lost', text: 'Hello' }),
    ).rejects.toThrow();
    unreachable.close();
    const samples = await scrape(t);
    expect(valueOf(samples, 'roomsetu_mails_sent_total', { transport: 'smtp' })).toBe(1);
    expect(valueOf(samples, 'roomsetu_mail_failures_total', { transport: 'smtp' })).toBe(1);
  });

  it('counts open sockets and chat messages delivered', async () => {
    const t = await env({ METRICS_TOKEN: TOKEN });
    const url = await serve(t);
    const db = t.ctx.database.db;
    const a = { id: (await createUser(db)).id, role: 'TENANT' as const };
    const b = { id: (await createUser(db)).id, role: 'TENANT' as const };
    const conversationId = (await createConversation(db, a.id, b.id, ['hello'])).id;
    let samples = await scrape(t);
    expect(valueOf(samples, 'roomsetu_socket_connections')).toBe(0);

    const sender = await client(url, tokenFor(t, a));
    const receiver = await client(url, tokenFor(t, b));
    await expect(client(url)).rejects.toThrow();
    samples = await scrape(t);
    expect(valueOf(samples, 'roomsetu_socket_connections')).toBe(2);

    const arrival = next(receiver, 'message:new');
    const ack = await new Promise<{ ok: boolean }>((resolve) =>
      sender.emit('send_message', { conversationId, body: 'Is it free?' }, resolve),
    );
    expect(ack.ok).toBe(true);
    await arrival;
    samples = await scrape(t);
    expect(valueOf(samples, 'roomsetu_chat_messages_delivered_total')).toBe(1);

    receiver.disconnect();
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      samples = await scrape(t);
      if (valueOf(samples, 'roomsetu_socket_connections') === 1) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(valueOf(samples, 'roomsetu_socket_connections')).toBe(1);
  });

  it.skipIf(usingPostgres)('reports the embedded database as its one connection', async () => {
    const t = await env({ METRICS_TOKEN: TOKEN });
    const samples = await scrape(t);
    expect(valueOf(samples, 'roomsetu_db_pool_connections_in_use')).toBe(1);
    expect(valueOf(samples, 'roomsetu_db_pool_waiting_clients')).toBe(0);
    expect(valueOf(samples, 'roomsetu_db_pool_max_connections')).toBe(1);
  });
});

if (!usingPostgres) {
  console.warn(
    '\n!!! SKIPPED: the connection-pool metrics need PostgreSQL (set TEST_DATABASE_URL) !!!\n',
  );
}

describe.skipIf(!usingPostgres)('the connection pool on PostgreSQL', () => {
  it('reports connections in use and queries waiting for one', async () => {
    const t = await env({ METRICS_TOKEN: TOKEN });
    const pool = t.ctx.database.pool!;
    const max = pool.options.max;
    let samples = await scrape(t);
    expect(valueOf(samples, 'roomsetu_db_pool_max_connections')).toBe(max);
    expect(valueOf(samples, 'roomsetu_db_pool_waiting_clients')).toBe(0);

    const held = await Promise.all(Array.from({ length: max }, () => pool.connect()));
    const waiting = [pool.query('select 1'), pool.query('select 2')];
    // Read before the scrape's own query for the queue joins the wait.
    samples = await scrape(t);
    expect(valueOf(samples, 'roomsetu_db_pool_connections_in_use')).toBe(max);
    expect(valueOf(samples, 'roomsetu_db_pool_waiting_clients')).toBe(2);
    // The queue could not be read in time: its series are left out, the scrape still answers.
    expect(samplesOf(samples, 'roomsetu_jobs_queued')).toEqual([]);
    for (const c of held) c.release();
    await Promise.all(waiting);
    await new Promise((r) => setTimeout(r, 100));
    samples = parseMetrics(await t.ctx.metrics.scrape());
    expect(valueOf(samples, 'roomsetu_db_pool_waiting_clients')).toBe(0);
    expect(valueOf(samples, 'roomsetu_db_pool_connections_in_use')).toBe(0);
  });
});
