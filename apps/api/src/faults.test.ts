import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './db/client';
import { LOCK_FILE } from './db/data-dir-lock';
import { signAccessToken, type AuthUser } from './lib/tokens';
import { createConversation, createUser } from './test/factories';
import { startApi, spawnApi, stopApi, TEST_SECRET, type ApiProcess } from './test/process';
import { client, closeClients, type TestSocket } from './test/realtime';

/**
 * Faults a real deployment meets: a process killed mid-write, an operator starting a second copy
 * on the same data, a stop signal during traffic. Every case runs real API processes.
 */

const dirs: string[] = [];
const running: ApiProcess[] = [];

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'roomsetu-faults-'));
  dirs.push(dir);
  return dir;
}

async function start(env: Record<string, string>): Promise<ApiProcess> {
  const api = await startApi(env);
  running.push(api);
  return api;
}

/**
 * Creating an embedded database (initdb in WebAssembly) is the slow part: it is done once, with the
 * users and conversations the cases need, and each case works on a copy.
 */
let template: string;
let templateChats: Chat[];
beforeAll(async () => {
  template = dataDir();
  const setup = await openDatabase({ dataDir: template });
  templateChats = await prepareChats(setup);
  await setup.close();
}, 120_000);

function copyOfTemplate(): string {
  const dir = dataDir();
  cpSync(template, dir, { recursive: true });
  return dir;
}

afterEach(async () => {
  closeClients();
  await Promise.all(running.splice(0).map(stopApi));
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Chat {
  conversationId: number;
  tokens: [string, string];
}

/** Two conversations between four users, written before the server starts. */
async function prepareChats(database: Database): Promise<Chat[]> {
  await database.migrate();
  const db = database.db;
  const chats: Chat[] = [];
  for (let i = 0; i < 2; i++) {
    const a = await createUser(db);
    const b = await createUser(db);
    const { id } = await createConversation(db, a.id, b.id);
    const token = (u: AuthUser) => signAccessToken(u, TEST_SECRET, '15m', new Date());
    chats.push({ conversationId: id, tokens: [token(a), token(b)] });
  }
  return chats;
}

/**
 * Four users send at once; the process is killed with SIGKILL as soon as `killAfter` messages are
 * acknowledged. Returns the texts that were acknowledged (each only after its commit).
 */
async function burstThenKill(api: ApiProcess, chats: Chat[], killAfter: number): Promise<string[]> {
  const acked: string[] = [];
  const sockets: { socket: TestSocket; conversationId: number; who: string }[] = [];
  for (const [c, chat] of chats.entries()) {
    for (const [u, token] of chat.tokens.entries()) {
      sockets.push({
        socket: await client(api.url, token),
        conversationId: chat.conversationId,
        who: `${c}-${u}`,
      });
    }
  }
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    api.proc.kill('SIGKILL');
  };
  // Within the chat flood limit (per user): each user sends at most 25 messages.
  await Promise.all(
    sockets.map(async ({ socket, conversationId, who }) => {
      for (let i = 0; i < 25 && !killed; i++) {
        const body = `burst ${who} ${i} ${randomBytes(3).toString('hex')}`;
        const ack = await new Promise<{ ok: boolean } | null>((resolve) => {
          socket.emit('send_message', { conversationId, body }, resolve);
          socket.once('disconnect', () => resolve(null));
        });
        if (ack?.ok) {
          acked.push(body);
          if (acked.length >= killAfter) kill();
        }
      }
    }),
  );
  kill();
  await api.exited;
  closeClients();
  return acked;
}

async function storedBodies(database: Database): Promise<Set<string>> {
  const rows = await queryRows<{ content: string }>(
    database.db,
    sql`select content from messages where content like 'burst %'`,
  );
  return new Set(rows.map((r) => r.content));
}

describe('kill -9 during an acknowledged chat burst', () => {
  it('keeps every acknowledged message in the embedded database across the restart', async () => {
    const dir = copyOfTemplate();
    const first = await start({ DATA_DIR: dir });
    const acked = await burstThenKill(first, templateChats, 30);
    expect(acked.length).toBeGreaterThanOrEqual(30);
    // The killed process left its lock behind; its pid is gone, so the restart recovers it.
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);

    const second = await start({ DATA_DIR: dir });
    const stored = new Set<string>();
    for (const chat of templateChats) {
      const res = await fetch(
        `${second.url}/api/messages/conversations/${chat.conversationId}?limit=100`,
        { headers: { authorization: `Bearer ${chat.tokens[0]}` } },
      );
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { messages: { content: string }[] } };
      for (const m of data.messages) stored.add(m.content);
    }
    for (const body of acked) expect(stored.has(body), body).toBe(true);
  }, 90_000);

  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    console.warn(
      '\n!!! SKIPPED: kill -9 on PostgreSQL needs a server (set TEST_DATABASE_URL) !!!\n',
    );
  }
  it.skipIf(!base)(
    'keeps every acknowledged message in PostgreSQL across the restart',
    async () => {
      const name = `roomsetu_faults_${Date.now()}_${randomBytes(3).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(base!);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();
      try {
        const setup = await openDatabase({ databaseUrl, dataDir: dataDir() });
        const chats = await prepareChats(setup);
        await setup.close();

        const first = await start({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir() });
        const acked = await burstThenKill(first, chats, 30);
        expect(acked.length).toBeGreaterThanOrEqual(30);
        const second = await start({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir() });
        await stopApi(second);

        const after = await openDatabase({ databaseUrl, dataDir: dataDir() });
        try {
          const stored = await storedBodies(after);
          for (const body of acked) expect(stored.has(body), body).toBe(true);
        } finally {
          await after.close();
        }
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
    90_000,
  );
});

describe('a second process on the same embedded data directory', () => {
  it('refuses to start, naming the directory and the pid that holds it; so does admin:create', async () => {
    const dir = copyOfTemplate();
    const first = await start({ DATA_DIR: dir });
    const [holder] = readFileSync(path.join(dir, LOCK_FILE), 'utf8').split('\n');
    expect(holder).toBe(String(first.proc.pid));

    const second = spawnApi({ DATA_DIR: dir, PORT: '0' });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(path.resolve(dir));
    expect(second.output()).toContain(`pid ${first.proc.pid}`);

    const cli = spawnApi({ DATA_DIR: dir }, 'src/cli/admin-create.ts', ['someone@example.com']);
    expect(await cli.exited).not.toBe(0);
    expect(cli.output()).toContain(`pid ${first.proc.pid}`);

    // The first one was never disturbed.
    expect(await fetch(`${first.url}/api/ready`).then((r) => r.status)).toBe(200);
  }, 90_000);
});

describe('SIGTERM', () => {
  it('finishes the request in flight, tells sockets to reconnect, releases the lock and exits within 10 s', async () => {
    const dir = copyOfTemplate();
    const [chat] = templateChats;
    const api = await start({ DATA_DIR: dir });

    const socket = await client(api.url, chat!.tokens[0]);
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // A sign-in whose body is still arriving when the signal comes.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong@1234' });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${api.url}/api/auth/login`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        const signalled = Date.now();
        api.proc.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
        void api.exited.then(() => exitTimes.push(Date.now() - signalled));
      }, 300);
    });
    const exitTimes: number[] = [];

    const answer = await response;
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    // 'transport close' is the reason on which socket.io clients reconnect by themselves.
    expect(await socketClosed).toBe('transport close');

    expect(await api.exited).toBe(0);
    expect(exitTimes[0]).toBeLessThan(10_000);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 90_000);
});
