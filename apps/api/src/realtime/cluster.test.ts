import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../test/auth';
import { createConversation, createUser } from '../test/factories';
import { createTestEnv, usingPostgres, type TestEnv } from '../test/harness';
import { client, closeClients, next } from '../test/realtime';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A real API process, as `pnpm start` runs it, on the shared PostgreSQL database. */
async function startInstance(
  databaseUrl: string,
  secret: string,
): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, proc };
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill();
  throw new Error('API instance did not start');
}

if (!usingPostgres) {
  console.warn(
    '\n!!! SKIPPED: the two-instance socket test needs PostgreSQL (set TEST_DATABASE_URL) !!!\n',
  );
}

describe.skipIf(!usingPostgres)('two API instances on one PostgreSQL', () => {
  let t: TestEnv;
  const procs: ChildProcess[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    t = await createTestEnv();
    for (let i = 0; i < 2; i++) {
      const instance = await startInstance(t.databaseUrl!, t.ctx.env.JWT_SECRET);
      procs.push(instance.proc);
      urls.push(instance.url);
    }
  }, 60_000);
  afterAll(async () => {
    closeClients();
    for (const p of procs) p.kill('SIGTERM');
    await Promise.all(
      procs.map((p) => new Promise((r) => (p.exitCode !== null ? r(null) : p.once('exit', r)))),
    );
    await t.close();
  });

  it('delivers a message sent through one instance to a client connected to the other', async () => {
    const db = t.ctx.database.db;
    const a = await createUser(db);
    const b = await createUser(db);
    const { id: conversationId } = await createConversation(db, a.id, b.id);
    const sender = await client(urls[0]!, tokenFor(t, a));
    const receiver = await client(urls[1]!, tokenFor(t, b));
    const arrival = next(receiver, 'message:new', 5000);
    const ack = await new Promise<{ ok: boolean; message?: { id: number } }>((resolve) =>
      sender.emit('send_message', { conversationId, body: 'across instances' }, resolve),
    );
    expect(ack.ok).toBe(true);
    const { message } = await arrival;
    expect(message).toMatchObject({
      id: ack.message!.id,
      content: 'across instances',
      senderId: a.id,
    });
  });

  it('a suspension made through one instance holds on the other at once: its tabs, tokens and events', async () => {
    const db = t.ctx.database.db;
    const admin = await createUser(db, { role: 'ADMIN' });
    const a = await createUser(db);
    const b = await createUser(db);
    const { id: conversationId } = await createConversation(db, a.id, b.id);
    const token = tokenFor(t, b);
    const self = () =>
      fetch(`${urls[1]}/api/users/self`, { headers: { Authorization: `Bearer ${token}` } });
    // The other instance has just read its list of suspended accounts: b is not on it.
    expect((await self()).status).toBe(200);
    const socket = await client(urls[1]!, token);
    const told = next(socket, 'account:suspended', 5000);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const res = await fetch(`${urls[0]}/api/admin/reports/USER/${b.id}/action`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${tokenFor(t, admin)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ action: 'SUSPEND_USER', reason: 'Advance-payment scam', days: 7 }),
    });
    expect(res.status).toBe(200);

    // The tab on the other instance is told why, then closed, as one on the acting instance is.
    expect(await told).toMatchObject({ reason: 'Advance-payment scam' });
    expect(await dropped).toBe('io server disconnect');
    // Long before that instance would read its list again (every 10 s), it refuses b's still-valid
    // token, for reads and writes alike, and a new socket.
    const refused = await self();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /Reason: Advance-payment scam$/,
    );
    const write = await fetch(`${urls[1]}/api/messages/conversations/${conversationId}/read`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(write.status).toBe(403);
    await expect(client(urls[1]!, token)).rejects.toMatchObject({
      message: expect.stringMatching(/Reason: Advance-payment scam$/),
    });
  });
});
