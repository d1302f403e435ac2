/**
 * 10,000 authenticated sockets on one API process (PostgreSQL), 200 conversations sending at
 * once: delivery latency from send_message to message:new at the other participant, and a
 * check that every acknowledged message reached its receiver exactly once.
 *
 *   pnpm --filter @roomsetu/api bench:chat   (BENCH_DATABASE_URL or TEST_DATABASE_URL;
 *     BENCH_SOCKETS=10000, BENCH_CONVERSATIONS=200, BENCH_MESSAGES=20, BENCH_INTERVAL_MS=1000;
 *     BENCH_CPU_PROF=<dir> writes the server's CPU profile there)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientToServerEvents, ServerToClientEvents, SendMessageAck } from '@roomsetu/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { openPostgres, queryRows } from '../src/db/client';
import { signAccessToken } from '../src/lib/tokens';
import { freePort, pct, sleep } from './support';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const ACTIVE = Number(process.env.BENCH_CONVERSATIONS ?? 200);
const PER_CONVERSATION = Number(process.env.BENCH_MESSAGES ?? 20);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 1000);
const base =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const secret = 'bench-secret-bench-secret-bench-secret!!';
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

async function main(): Promise<void> {
  const name = `roomsetu_chatbench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  const port = await freePort();
  let server: ReturnType<typeof spawn> | undefined;
  const clients: Client[] = [];
  try {
    await database.migrate();
    await database.db.execute(
      sql.raw(`insert into users (first_name, last_name, email, phone, password_hash)
        select 'User', g::text, 'u' || g || '@bench.test', (9000000000 + g)::text, 'x' from generate_series(1, ${SOCKETS}) g`),
    );
    // Conversation i joins users 2i-1 and 2i; the remaining sockets stay connected and idle.
    await database.db.execute(
      sql.raw(
        `insert into conversations (pair_key) select (2*g-1) || ':' || (2*g) from generate_series(1, ${ACTIVE}) g`,
      ),
    );
    await database.db.execute(
      sql.raw(`insert into conversation_participants (conversation_id, user_id)
        select c.id, u from conversations c, lateral (values (split_part(c.pair_key, ':', 1)::int), (split_part(c.pair_key, ':', 2)::int)) v(u)`),
    );
    const convos = await queryRows<{ id: number; pair_key: string }>(
      database.db,
      sql`select id, pair_key from conversations order by id`,
    );

    const profile = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [];
    server = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/index.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        JWT_SECRET: secret,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: 'false',
        // Production needs a mail server; the chat bench sends no mail, so nothing listens here.
        SMTP_URL: 'smtp://127.0.0.1:9',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const origin = `http://127.0.0.1:${port}`;
    for (
      let i = 0;
      i < 150 &&
      !(await fetch(`${origin}/api/ready`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await sleep(200);

    console.log(`connecting ${SOCKETS} sockets…`);
    const t0 = Date.now();
    for (let batch = 0; batch < SOCKETS; batch += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, SOCKETS - batch) }, (_, k) => {
          const userId = batch + k + 1;
          const token = signAccessToken({ id: userId, role: 'TENANT' }, secret, '1h', new Date());
          const socket: Client = io(origin, {
            auth: { token },
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
          });
          clients[userId] = socket;
          return new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          });
        }),
      );
    }
    console.log(`connected in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const received = new Map<number, Map<number, number>>(); // receiver → message id → count
    const latencies: number[] = [];
    const sentAt = new Map<string, number>();
    for (const c of convos) {
      const receiver = Number(c.pair_key.split(':')[1]);
      const counts = new Map<number, number>();
      received.set(receiver, counts);
      clients[receiver]!.on('message:new', ({ message }) => {
        counts.set(message.id, (counts.get(message.id) ?? 0) + 1);
        const at = sentAt.get(message.clientId ?? '');
        if (at !== undefined && counts.get(message.id) === 1)
          latencies.push(performance.now() - at);
      });
    }

    const acked: { receiver: number; id: number }[] = [];
    let failed = 0;
    console.log(
      `${ACTIVE} conversations × ${PER_CONVERSATION} messages, one every ${INTERVAL_MS} ms each…`,
    );
    await Promise.all(
      convos.map(async (c, i) => {
        const [senderId, receiver] = c.pair_key.split(':').map(Number) as [number, number];
        await sleep((i * INTERVAL_MS) / ACTIVE); // spread the senders over the interval
        for (let n = 0; n < PER_CONVERSATION; n++) {
          const clientId = randomUUID();
          sentAt.set(clientId, performance.now());
          const ack = await new Promise<SendMessageAck>((resolve) =>
            clients[senderId]!.timeout(10_000).emit(
              'send_message',
              { conversationId: c.id, body: `m${n}`, clientId },
              (err, res) => resolve(err ? { ok: false, error: 'timeout' } : res),
            ),
          );
          if (ack.ok) acked.push({ receiver, id: ack.message.id });
          else failed++;
          await sleep(INTERVAL_MS);
        }
      }),
    );
    await sleep(1000);

    let lost = 0;
    let duplicated = 0;
    for (const { receiver, id } of acked) {
      const n = received.get(receiver)!.get(id) ?? 0;
      if (n === 0) lost++;
      if (n > 1) duplicated++;
    }
    const stored = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from messages`,
    );
    const s = [...latencies].sort((a, b) => a - b);
    console.log(
      `\n${SOCKETS} sockets, ${ACTIVE} active conversations, ${acked.length} messages acknowledged, ${failed} refused`,
    );
    console.log(
      `  delivery latency: median ${pct(s, 50).toFixed(2)} ms  p95 ${pct(s, 95).toFixed(2)} ms  p99 ${pct(s, 99).toFixed(2)} ms  max ${s.at(-1)!.toFixed(2)} ms`,
    );
    console.log(`  lost: ${lost}  duplicated: ${duplicated}  rows stored: ${stored[0]!.n}`);
  } finally {
    for (const c of clients) c?.disconnect();
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(8000)]);
    }
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
