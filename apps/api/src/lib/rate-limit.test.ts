import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Request } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openPostgres, type Database } from '../db/client';
import { parseEnv } from '../env';
import { tokenFor } from '../test/auth';
import { createConversation, createUser } from '../test/factories';
import { createTestEnv, migratedPglite, usingPostgres, type TestEnv } from '../test/harness';
import { client, closeClients, listen, type TestSocket } from '../test/realtime';
import { createContext } from '../context';
import { createLogger } from './logger';
import { ipKey } from './rate-limit';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) {
  console.warn(
    '\n!!! SKIPPED: the shared-limit test on Redis needs redis-server on the PATH !!!\n',
  );
}
if (!usingPostgres) {
  console.warn(
    '\n!!! SKIPPED: the shared-limit test of two instances needs PostgreSQL (set TEST_DATABASE_URL) !!!\n',
  );
}

describe('client address keys', () => {
  const key = (ip: string) => ipKey({ ip } as Request);
  it('count an IPv6 client per /64 network, and IPv4 (also when mapped) per address', () => {
    expect(key('2001:db8:1:2:aaaa::1')).toBe(key('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(key('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:3::1'));
    expect(key('::ffff:10.0.0.1')).toBe(key('10.0.0.1'));
    expect(key('10.0.0.1')).not.toBe(key('10.0.0.2'));
  });
});

describe.skipIf(!usingPostgres)('two instances on one PostgreSQL database', () => {
  let t: TestEnv;
  let second: Database;
  let other: TestEnv;
  beforeAll(async () => {
    t = await createTestEnv();
    // A second instance: its own pool, context and app, on the same database.
    second = await openPostgres(t.databaseUrl!, 5);
    const ctx = createContext({
      env: t.ctx.env,
      database: second,
      logger: createLogger('silent'),
      now: t.clock.now,
      geocoderIntervalMs: 0,
    });
    other = { ...t, ...createApp(ctx), ctx };
  });
  afterAll(async () => {
    closeClients();
    other.ctx.mailer.close();
    await second.close();
    await t.close();
  });

  it('share the contact form limit: the 6th message is refused whichever instance gets it', async () => {
    const send = (app: typeof t.app) =>
      request(app)
        .post('/api/users-public/send-message')
        .set('X-Forwarded-For', '10.9.0.1')
        .send({ firstName: 'Spam', email: 'spam@example.in', message: 'again' });
    for (let i = 0; i < 5; i++) expect((await send(i % 2 ? other.app : t.app)).status).toBe(201);
    const refused = await send(other.app);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(t.app)).status).toBe(429);
  });

  it('share the chat limit of a user with sockets on both instances', async () => {
    const [serverA, serverB] = await Promise.all([listen(t), listen(other)]);
    try {
      const db = t.ctx.database.db;
      const sender = { id: (await createUser(db)).id, role: 'TENANT' as const };
      const peer = await createUser(db);
      const { id } = await createConversation(db, sender.id, peer.id);
      const a = await client(serverA.url, tokenFor(t, sender));
      const b = await client(serverB.url, tokenFor(t, sender));
      const send = (socket: TestSocket, body: string) =>
        new Promise<{ ok: boolean }>((resolve) =>
          socket.emit('send_message', { conversationId: id, body }, resolve),
        );
      for (let i = 0; i < 30; i++) expect((await send(i % 2 ? b : a, `m${i}`)).ok).toBe(true);
      expect((await send(a, 'over')).ok).toBe(false);
      expect((await send(b, 'over')).ok).toBe(false);
    } finally {
      // Let the disconnect handlers (presence queries) finish while both instances still answer.
      closeClients();
      while ((await serverA.io.fetchSockets()).length) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300));
      await Promise.all([serverA.close(), serverB.close()]);
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

describe.skipIf(!hasRedis)('two instances with REDIS_URL and embedded databases', () => {
  let redis: ChildProcess;
  let database: Database;
  let url: string;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    url = `redis://127.0.0.1:${port}`;
    database = await migratedPglite();
  }, 60_000);
  afterAll(async () => {
    await database.close();
    redis.kill();
  });

  /**
   * An app as a separate instance sees it: a database object of its own (counters in memory
   * would not be shared between the two), here over one embedded database to start fast.
   */
  function instance() {
    const ctx = createContext({
      env: parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', REDIS_URL: url }),
      database: { ...database },
      logger: createLogger('silent'),
      geocoderIntervalMs: 0,
    });
    return createApp(ctx).app;
  }

  it('share the contact form limit through Redis', async () => {
    const [a, b] = [instance(), instance()];
    const send = (app: typeof a) =>
      request(app)
        .post('/api/users-public/send-message')
        .set('X-Forwarded-For', '10.9.1.1')
        .send({ firstName: 'Spam', email: 'spam@example.in', message: 'again' });
    for (let i = 0; i < 5; i++) expect((await send(i % 2 ? b : a)).status).toBe(201);
    const refused = await send(b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
