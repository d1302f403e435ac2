/**
 * 10,000 authenticated sockets on one API process (PostgreSQL), 200 conversations sending at
 * once: delivery latency from send_message to message:new at the other participant, and a
 * check that every acknowledged message reached its receiver exactly once.
 *
 * The clients run in forked processes (bench/chat-clients.ts), not in this one: the 400 active
 * participants over BENCH_WORKERS processes, each conversation's sender and receiver in different
 * ones, and the idle sockets over BENCH_IDLE_WORKERS others. Sends and deliveries are timed with
 * process.hrtime (CLOCK_MONOTONIC, one clock for every process of the machine).
 *
 *   pnpm --filter @roomsetu/api bench:chat   (BENCH_DATABASE_URL or TEST_DATABASE_URL;
 *     BENCH_SOCKETS=10000, BENCH_CONVERSATIONS=200, BENCH_MESSAGES=20, BENCH_INTERVAL_MS=1000,
 *     BENCH_WORKERS=4, BENCH_IDLE_WORKERS=2; BENCH_SERVER_ENTRY=<file> runs another copy of the server;
 *     BENCH_CPU_PROF=<dir> writes the server's CPU profile there)
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, queryRows } from '../src/db/client';
import type { Conversation, FromClients, ToClients } from './chat-clients';
import { freePort, pct, sleep } from './support';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const ACTIVE = Number(process.env.BENCH_CONVERSATIONS ?? 200);
const PER_CONVERSATION = Number(process.env.BENCH_MESSAGES ?? 20);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 1000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 4);
const IDLE_WORKERS = Number(process.env.BENCH_IDLE_WORKERS ?? 2);
const base =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const secret = 'bench-secret-bench-secret-bench-secret!!';
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(benchDir, '..');

/** User + system CPU time of a process so far (Linux), in seconds: a cost the machine's load does not inflate as much as latency. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

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
  const children: { child: ChildProcess; userIds: number[]; conversations: Conversation[] }[] = [];
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
    // BENCH_SERVER_ENTRY: another copy of the server (a baseline) to run side by side.
    const entry = process.env.BENCH_SERVER_ENTRY ?? 'src/index.ts';
    server = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
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

    // The clients live in processes of their own, so that what is timed is the server, not the
    // benchmark's event loop: the 2×ACTIVE participants spread over WORKERS processes (a sender and
    // its receiver in different ones), the idle sockets in IDLE_WORKERS others.
    const actives = convos.map((c, i) => {
      const [sender, receiver] = c.pair_key.split(':').map(Number) as [number, number];
      return { id: c.id, sender, receiver, slot: i };
    });
    const activeIds = new Set(actives.flatMap((c) => [c.sender, c.receiver]));
    const idleIds = Array.from({ length: SOCKETS }, (_, i) => i + 1).filter(
      (id) => !activeIds.has(id),
    );
    const plans: { userIds: number[]; conversations: Conversation[] }[] = [
      ...Array.from({ length: WORKERS }, (_, w) => ({
        userIds: actives.flatMap((c, i) => [
          ...(i % WORKERS === w ? [c.sender] : []),
          ...((i + 1) % WORKERS === w ? [c.receiver] : []),
        ]),
        conversations: actives.filter((_, i) => i % WORKERS === w),
      })),
      ...Array.from({ length: IDLE_WORKERS }, (_, w) => ({
        userIds: idleIds.filter((_, i) => i % IDLE_WORKERS === w),
        conversations: [],
      })),
    ].filter((p) => p.userIds.length);
    for (const plan of plans) {
      const child = fork(path.join(benchDir, 'chat-clients.ts'), {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push({ child, ...plan });
    }
    // Started (tsx has compiled them) before the connection clock starts.
    await Promise.all(
      children.map(({ child }) => new Promise((resolve) => child.once('message', resolve))),
    );
    const ask = (child: ChildProcess, m: ToClients) =>
      new Promise<FromClients>((resolve, reject) => {
        child.once('message', (r) => resolve(r as FromClients));
        child.once('exit', (code) => reject(new Error(`client process exited with ${code}`)));
        child.send(m);
      });

    const load = () =>
      os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ');
    const loadBefore = load();
    console.log(
      `connecting ${SOCKETS} sockets from ${children.length} client processes (load average ${loadBefore})…`,
    );
    const t0 = performance.now();
    await Promise.all(
      children.map(({ child, userIds }) =>
        ask(child, { kind: 'connect', origin, secret, userIds }),
      ),
    );
    const connectedIn = (performance.now() - t0) / 1000;
    console.log(`connected in ${connectedIn.toFixed(1)} s`);

    console.log(
      `${ACTIVE} conversations × ${PER_CONVERSATION} messages, one every ${INTERVAL_MS} ms each…`,
    );
    const cpuBefore = await cpuSeconds(server.pid!);
    const sent = (await Promise.all(
      children.map(({ child, conversations }) =>
        ask(child, {
          kind: 'send',
          conversations,
          senders: ACTIVE,
          perConversation: PER_CONVERSATION,
          intervalMs: INTERVAL_MS,
        }),
      ),
    )) as Extract<FromClients, { kind: 'sent' }>[];
    const loadAfter = load();
    const serverCpu = (await cpuSeconds(server.pid!)) - cpuBefore;
    await sleep(1000);
    const reports = (await Promise.all(
      children.map(({ child }) => ask(child, { kind: 'report' })),
    )) as Extract<FromClients, { kind: 'report' }>[];

    const acked = sent.flatMap((s) => s.acked);
    const refused = sent.reduce((n, s) => n + s.refused, 0);
    const arrivals = new Map<number, { receiver: number; count: number; at: number }>();
    for (const r of reports) {
      for (const [id, receiver, count, at] of r.arrivals) {
        const seen = arrivals.get(id);
        // The same id at two processes would be a delivery to the wrong user: count it twice.
        if (seen) seen.count += count;
        else arrivals.set(id, { receiver, count, at });
      }
    }
    const sentAt = new Map(reports.flatMap((r) => r.sends.map(([id, at]) => [id, at])));
    const acks = reports
      .flatMap((r) => r.sends.map(([, at, ackedAt]) => ackedAt - at))
      .sort((a, b) => a - b);
    let lost = 0;
    let duplicated = 0;
    const latencies: number[] = [];
    const timeline: [sentAt: number, latency: number][] = [];
    for (const { receiver, id } of acked) {
      const a = arrivals.get(id);
      if (!a || a.receiver !== receiver) {
        lost++;
        continue;
      }
      if (a.count > 1) duplicated++;
      latencies.push(a.at - sentAt.get(id)!);
      timeline.push([sentAt.get(id)!, a.at - sentAt.get(id)!]);
    }
    const stored = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from messages`,
    );
    const s = latencies.sort((a, b) => a - b);
    console.log(
      `\n${SOCKETS} sockets (${children.length} client processes), connected in ${connectedIn.toFixed(1)} s; ${ACTIVE} active conversations, ${acked.length} messages acknowledged, ${refused} refused`,
    );
    console.log(
      `  delivery latency: median ${pct(s, 50).toFixed(2)} ms  p95 ${pct(s, 95).toFixed(2)} ms  p99 ${pct(s, 99).toFixed(2)} ms  max ${(s.at(-1) ?? 0).toFixed(2)} ms`,
    );
    console.log(
      `  ack latency:      median ${pct(acks, 50).toFixed(2)} ms  p95 ${pct(acks, 95).toFixed(2)} ms  p99 ${pct(acks, 99).toFixed(2)} ms  max ${(acks.at(-1) ?? 0).toFixed(2)} ms`,
    );
    // Where the tail falls: p99 for each 5 s of the sending (a tail only at the start is the
    // server still settling the connections; a tail all along is the delivery path).
    const first = Math.min(...timeline.map(([at]) => at));
    const windows = new Map<number, number[]>();
    for (const [at, ms] of timeline) {
      const w = Math.floor((at - first) / 5000);
      windows.set(w, [...(windows.get(w) ?? []), ms]);
    }
    console.log(
      `  p99 by 5 s of sending: ${[...windows.entries()]
        .sort(([a], [b]) => a - b)
        .map(([, ms]) =>
          pct(
            ms.sort((a, b) => a - b),
            99,
          ).toFixed(0),
        )
        .join(' · ')} ms`,
    );
    console.log(`  lost: ${lost}  duplicated: ${duplicated}  rows stored: ${stored[0]!.n}`);
    console.log(
      `  server CPU while sending: ${serverCpu.toFixed(1)} s, ${((serverCpu * 1000) / Math.max(1, acked.length)).toFixed(2)} ms per message`,
    );
    console.log(`  load average: ${loadBefore} before connecting, ${loadAfter} after sending`);
  } finally {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || !child.connected) return resolve(undefined);
            child.once('exit', resolve);
            child.send({ kind: 'close' } satisfies ToClients);
            setTimeout(() => {
              child.kill();
              resolve(undefined);
            }, 5000).unref();
          }),
      ),
    );
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
