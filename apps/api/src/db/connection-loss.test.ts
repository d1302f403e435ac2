import { MESSAGES } from '@roomsetu/shared';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../lib/tokens';
import { createConversation, createProperty, createUser } from '../test/factories';
import { createTestEnv, usingPostgres, type TestEnv } from '../test/harness';
import { startApi, stopApi, TEST_SECRET, type ApiProcess } from '../test/process';
import { client, closeClients, type TestSocket } from '../test/realtime';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

/**
 * What a database restart or failover does to a running API: its connections are terminated, and
 * for a while new ones are refused. The process must stay up, say 503 meanwhile, and recover.
 */

if (!usingPostgres) {
  console.warn(
    '\n!!! SKIPPED: the dropped-connection suite needs PostgreSQL (set TEST_DATABASE_URL) !!!\n',
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds; the last answer is returned for the assertion. */
async function eventually<T>(probe: () => Promise<T>, check: (v: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  let value = await probe();
  while (!check(value) && Date.now() < deadline) {
    await sleep(250);
    value = await probe();
  }
  return value;
}

describe.skipIf(!usingPostgres)('the database connection drops under a running API', () => {
  let t: TestEnv;
  let proxy: TcpProxy;
  let api: ApiProcess;
  let token: string;
  let conversationId: number;
  const statuses: number[] = [];

  const status = async (path: string) => {
    const res = await fetch(`${api.url}${path}`);
    statuses.push(res.status);
    return {
      status: res.status,
      body: (await res.json()) as { success?: boolean; error?: string },
    };
  };
  const send = (socket: TestSocket, body: string) =>
    new Promise<{ ok: boolean; error?: string }>((resolve) =>
      socket.emit('send_message', { conversationId, body }, resolve),
    );

  beforeAll(async () => {
    t = await createTestEnv();
    const db = t.ctx.database.db;
    const a = await createUser(db);
    const b = await createUser(db);
    await createProperty(db, b.id);
    conversationId = (await createConversation(db, a.id, b.id)).id;
    token = signAccessToken(a, TEST_SECRET, '15m', new Date());
    const url = new URL(t.databaseUrl!);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    api = await startApi({ DATABASE_URL: url.toString() });
  }, 90_000);
  afterEach(() => closeClients());
  afterAll(async () => {
    if (api) await stopApi(api);
    await proxy?.close();
    await t?.close();
  });

  it('survives pg_terminate_backend of all its connections and answers afterwards', async () => {
    // A socket keeps the adapter's LISTEN connection busy; a search warms the pool.
    const socket = await client(api.url, token);
    expect((await status('/api/properties')).status).toBe(200);
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    try {
      for (let round = 0; round < 3; round++) {
        const { rows } = await admin.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        );
        expect(rows[0]!.n).toBeGreaterThan(0);
        await sleep(500);
        expect(api.proc.exitCode, api.output()).toBeNull();
        expect((await status('/api/health')).status).toBe(200);
        expect(
          (
            await eventually(
              () => status('/api/ready'),
              (r) => r.status === 200,
            )
          ).status,
        ).toBe(200);
        expect(
          (
            await eventually(
              () => status('/api/properties'),
              (r) => r.status === 200,
            )
          ).status,
        ).toBe(200);
      }
    } finally {
      await admin.end();
    }
    const ack = await eventually(
      () => send(socket, 'after the failover'),
      (r) => r.ok,
    );
    expect(ack.ok).toBe(true);
    expect(api.proc.exitCode).toBeNull();
    // Meanwhile some requests may have been refused with 503; none crashed with 500.
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
  }, 90_000);

  it('answers 503 in the error envelope while the database cannot be reached, and recovers', async () => {
    const socket = await client(api.url, token);
    await proxy.cut();
    try {
      expect(
        (
          await eventually(
            () => status('/api/ready'),
            (r) => r.status === 503,
          )
        ).status,
      ).toBe(503);
      const search = await status('/api/properties');
      expect(search.status).toBe(503);
      expect(search.body).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        error: MESSAGES.serviceUnavailable,
      });
      expect((await status('/api/health')).status).toBe(200);
      const ack = await send(socket, 'while the database is away');
      expect(ack).toEqual({
        ok: false,
        code: 'SERVICE_UNAVAILABLE',
        error: MESSAGES.serviceUnavailable,
      });
      expect(api.proc.exitCode).toBeNull();
    } finally {
      await proxy.restore();
    }
    expect(
      (
        await eventually(
          () => status('/api/ready'),
          (r) => r.status === 200,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await eventually(
          () => status('/api/properties'),
          (r) => r.status === 200,
        )
      ).status,
    ).toBe(200);
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
  }, 90_000);
});
