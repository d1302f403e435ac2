import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { signAccessToken } from '../lib/tokens';
import { createConversation, createUser } from '../test/factories';
import { startApi, stopApi, TEST_SECRET, type ApiProcess } from '../test/process';
import { client, closeClients, next } from '../test/realtime';

/** A Redis restart (or a proxy cutting idle connections) must not take the API down. */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const probe = createClient({ url: REDIS_URL, socket: { reconnectStrategy: false } });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.close();
    return true;
  } catch {
    return false;
  }
}

const available = await redisAvailable();
if (!available) {
  console.warn(`\n!!! SKIPPED: the Redis resilience test needs Redis at ${REDIS_URL} !!!\n`);
}

describe.skipIf(!available)('the API with the Redis adapter', () => {
  let dir: string;
  let api: ApiProcess;
  let tokens: [string, string];
  let conversationId: number;
  const admin = createClient({ url: REDIS_URL });
  admin.on('error', () => {});

  /** The ids of this API process's Redis connections (it names them after its pid). */
  async function apiConnections(): Promise<string[]> {
    const list = (await admin.sendCommand(['CLIENT', 'LIST'])) as string;
    return list
      .split('\n')
      .filter((line) => line.includes(` name=roomsetu-api-${api.proc.pid} `))
      .map((line) => /(?:^|\s)id=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => Boolean(id));
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'roomsetu-redis-'));
    const setup = await openDatabase({ dataDir: dir });
    await setup.migrate();
    const a = await createUser(setup.db);
    const b = await createUser(setup.db);
    conversationId = (await createConversation(setup.db, a.id, b.id)).id;
    await setup.close();
    tokens = [a, b].map((u) => signAccessToken(u, TEST_SECRET, '15m', new Date())) as [
      string,
      string,
    ];
    await admin.connect();
    api = await startApi({ DATA_DIR: dir, REDIS_URL });
  }, 120_000);
  afterAll(async () => {
    closeClients();
    if (api) await stopApi(api);
    if (admin.isOpen) await admin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('survives CLIENT KILL of its publisher and subscriber, reconnects and keeps delivering', async () => {
    const before = await apiConnections();
    expect(before.length).toBe(2);
    const sender = await client(api.url, tokens[0]);
    const receiver = await client(api.url, tokens[1]);

    await admin.sendCommand([
      'CLIENT',
      'KILL',
      'TYPE',
      'pubsub',
      'SKIPME',
      'yes',
      'ID',
      before[0]!,
    ]);
    await admin.sendCommand([
      'CLIENT',
      'KILL',
      'TYPE',
      'pubsub',
      'SKIPME',
      'yes',
      'ID',
      before[1]!,
    ]);
    for (const id of before) await admin.sendCommand(['CLIENT', 'KILL', 'ID', id]);

    // Both come back (node-redis reconnects with backoff), and the process never went down.
    let after: string[] = [];
    for (let i = 0; i < 80 && after.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 250));
      after = (await apiConnections()).filter((id) => !before.includes(id));
    }
    expect(api.proc.exitCode, api.output()).toBeNull();
    expect(after.length).toBe(2);
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);

    const arrival = next(receiver, 'message:new', 10_000);
    const ack = await new Promise<{ ok: boolean }>((resolve) =>
      sender.emit('send_message', { conversationId, body: 'after redis blinked' }, resolve),
    );
    expect(ack.ok).toBe(true);
    expect((await arrival).message.content).toBe('after redis blinked');
  }, 60_000);
});
