/**
 * Load: 200 virtual users for 60 s against one API process on a fresh PostgreSQL database, each
 * mixing search, listing details, sign-in, favourites, inquiries and chat (a real socket.io
 * client per user). Every user comes from an address of its own (X-Forwarded-For, trusted from
 * loopback), as real users do, so per-address limits see what they would see in production; no
 * limit is raised. It prints requests/s and p50/p99 per kind, the 5xx count (must be 0) and lost
 * writes: acknowledged favourites, inquiries and chat messages missing from the database after
 * the server has stopped (must be 0).
 *
 *   pnpm --filter @roomsetu/api bench:load
 *   LOAD_USERS=200 LOAD_SECONDS=60 LOAD_THINK_MS=200 LOAD_LISTINGS=5000
 *   (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CITY_VALUES,
  PROPERTY_TYPES,
  type ClientToServerEvents,
  type SendMessageAck,
  type ServerToClientEvents,
} from '@roomsetu/shared';
import bcrypt from 'bcrypt';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { openPostgres, queryRows } from '../src/db/client';
import { freePort, pct, sleep } from './support';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** Each user waits a random 0..THINK ms between actions. */
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 200);
const LISTINGS = Number(process.env.LOAD_LISTINGS ?? 5000);
const LANDLORDS = 50;
const PASSWORD = 'Bench@1234';
/** A person sends at most this many messages (chat and inquiries) per 10 s (the server allows 30). */
const CHAT_PER_10S = 20;
const base =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const secret = 'bench-secret-bench-secret-bench-secret!!';
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Kind = 'search' | 'details' | 'sign-in' | 'favourite' | 'inquiry' | 'chat';
const KINDS: Kind[] = ['search', 'details', 'sign-in', 'favourite', 'inquiry', 'chat'];
/** Share of each kind in the mix (browsing dominates, as on the site). */
const WEIGHTS: [Kind, number][] = [
  ['search', 30],
  ['details', 25],
  ['favourite', 12],
  ['chat', 20],
  ['inquiry', 8],
  ['sign-in', 5],
];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function pickKind(): Kind {
  const total = WEIGHTS.reduce((n, [, w]) => n + w, 0);
  let r = Math.random() * total;
  for (const [kind, w] of WEIGHTS) if ((r -= w) < 0) return kind;
  return 'search';
}

interface Stats {
  latencies: Record<Kind, number[]>;
  status: Record<Kind, Map<string, number>>;
  serverErrors: number;
}

const stats: Stats = {
  latencies: Object.fromEntries(KINDS.map((k) => [k, []])) as unknown as Record<Kind, number[]>,
  status: Object.fromEntries(KINDS.map((k) => [k, new Map()])) as unknown as Record<
    Kind,
    Map<string, number>
  >,
  serverErrors: 0,
};

function record(kind: Kind, started: number, status: string): void {
  stats.latencies[kind].push(performance.now() - started);
  stats.status[kind].set(status, (stats.status[kind].get(status) ?? 0) + 1);
  if (/^5\d\d$/.test(status)) stats.serverErrors++;
}

/** What the database must hold at the end. */
const acknowledged = {
  favourites: [] as { userId: number; propertyId: number }[],
  messages: [] as number[],
};

interface Listing {
  id: number;
  ownerId: number;
}

class VirtualUser {
  token = '';
  socket?: Client;
  conversations: number[] = [];
  chats: number[] = [];
  readonly ip: string;
  readonly favourites = new Set<number>();
  /** The few listings this user asks about, so new conversations stay within what a person starts. */
  readonly interests: Listing[];

  constructor(
    readonly n: number,
    readonly id: number,
    readonly email: string,
    readonly origin: string,
    listings: Listing[],
    pairConversation: number | undefined,
  ) {
    this.ip = `10.${(n >> 8) & 255}.${n & 255}.${1 + (n % 250)}`;
    this.interests = Array.from({ length: 4 }, () => pick(listings));
    if (pairConversation) this.conversations.push(pairConversation);
  }

  private async http(
    kind: Kind,
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    const started = performance.now();
    try {
      const res = await fetch(`${this.origin}${url}`, {
        method,
        headers: {
          'X-Forwarded-For': this.ip,
          ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}),
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json: unknown = await res.json().catch(() => null);
      record(kind, started, String(res.status));
      return { status: res.status, json };
    } catch {
      record(kind, started, 'network');
      return { status: 0, json: null };
    }
  }

  async signIn(): Promise<void> {
    const { status, json } = await this.http('sign-in', 'POST', '/api/auth/login', {
      email: this.email,
      password: PASSWORD,
    });
    if (status === 200) this.token = (json as { data: { accessToken: string } }).data.accessToken;
  }

  async connect(): Promise<void> {
    this.socket?.disconnect();
    const socket: Client = io(this.origin, {
      auth: { token: this.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    this.socket = socket;
  }

  async act(kind: Kind, listings: Listing[]): Promise<void> {
    switch (kind) {
      case 'search': {
        const q = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 5)) });
        if (Math.random() < 0.7) q.set('city', pick(CITY_VALUES));
        if (Math.random() < 0.3) q.set('propertyType', pick(PROPERTY_TYPES));
        if (Math.random() < 0.4) {
          q.set('minRent', '5000');
          q.set('maxRent', String(10_000 + Math.floor(Math.random() * 40) * 1000));
        }
        await this.http('search', 'GET', `/api/properties?${q}`);
        return;
      }
      case 'details':
        await this.http('details', 'GET', `/api/properties/${pick(listings).id}`);
        return;
      case 'sign-in':
        await this.signIn();
        return;
      case 'favourite': {
        const listing = pick(listings);
        const { status } = await this.http('favourite', 'POST', '/api/favorite', {
          type: 'PROPERTY',
          propertyId: listing.id,
        });
        if (status === 200 || status === 201) {
          acknowledged.favourites.push({ userId: this.id, propertyId: listing.id });
        }
        return;
      }
      case 'inquiry': {
        // An inquiry is a message too: it counts against the same chat limit as the socket's.
        const now = performance.now();
        this.chats = this.chats.filter((t) => now - t < 10_000);
        if (this.chats.length >= CHAT_PER_10S) return this.act('search', listings);
        this.chats.push(now);
        const listing = pick(this.interests);
        const { status, json } = await this.http(
          'inquiry',
          'POST',
          '/api/messages/conversations-inquiry',
          {
            receiverId: listing.ownerId,
            propertyId: listing.id,
            text: `Is listing ${listing.id} still available?`,
          },
        );
        if (status === 201) {
          const data = (json as { data: { conversation: { id: number }; message: { id: number } } })
            .data;
          acknowledged.messages.push(data.message.id);
          if (!this.conversations.includes(data.conversation.id)) {
            this.conversations.push(data.conversation.id);
          }
        }
        return;
      }
      case 'chat': {
        const now = performance.now();
        this.chats = this.chats.filter((t) => now - t < 10_000);
        if (this.chats.length >= CHAT_PER_10S || !this.socket || !this.conversations.length) {
          return this.act('search', listings);
        }
        this.chats.push(now);
        const started = performance.now();
        const ack = await new Promise<SendMessageAck | null>((resolve) =>
          this.socket!.timeout(10_000).emit(
            'send_message',
            { conversationId: pick(this.conversations), body: 'hello', clientId: randomUUID() },
            (err, res) => resolve(err ? null : res),
          ),
        );
        if (!ack) record('chat', started, 'timeout');
        else if (ack.ok) {
          record('chat', started, 'ack');
          acknowledged.messages.push(ack.message.id);
        } else record('chat', started, `refused: ${ack.error}`);
        return;
      }
    }
  }
}

async function seed(database: Awaited<ReturnType<typeof openPostgres>>): Promise<void> {
  const { db } = database;
  // One real hash (production cost) shared by every account: sign-in costs what it costs live.
  const hash = await bcrypt.hash(PASSWORD, 10);
  await db.execute(sql`insert into users (first_name, last_name, email, phone, password_hash, role, is_email_verified)
    select 'Owner', g::text, 'owner' || g || '@bench.test', (8000000000 + g)::text, ${hash}, 'LANDLORD', true
    from generate_series(1, ${LANDLORDS}) g`);
  await db.execute(sql`insert into users (first_name, last_name, email, phone, password_hash, role, is_email_verified)
    select 'User', g::text, 'user' || g || '@bench.test', (9000000000 + g)::text, ${hash}, 'TENANT', true
    from generate_series(1, ${USERS}) g`);
  const cities = `array[${CITY_VALUES.map((c) => `'${c}'`).join(',')}]::city[]`;
  const types = `array[${PROPERTY_TYPES.map((c) => `'${c}'`).join(',')}]::property_type[]`;
  await db.execute(
    sql.raw(`insert into properties (owner_id, title, description, property_type, rent, security_deposit, bedrooms, bathrooms,
      area_sq_ft, furnished, facing, available_from, hospital_distance, property_contact_name, property_contact_email,
      address_line1, area, city, postal_code, state, country, latitude, longitude, status, created_at)
    select 1 + g % ${LANDLORDS}, 'Listing ' || g, 'Load listing', (${types})[1 + (g * 7) % 5], 2000 + (g * 7919) % 48000, 20000,
      1 + g % 4, 1 + g % 3, 500, 'SEMI', 'EAST', date '2026-01-01', 1.5, 'Owner', 'o@example.com', g || ' Main Road',
      'Centre', (${cities})[1 + (g * 13) % 7], '302001', 'State', 'India', 26.9, 75.8, 'ACTIVE', now() - (g || ' minutes')::interval
    from generate_series(1, ${LISTINGS}) g`),
  );
  await db.execute(sql`insert into property_photos (property_id, storage_key, card_key, is_primary)
    select id, 'properties/' || id || '/a.webp', 'properties/' || id || '/a-card.webp', true from properties`);
  await db.execute(sql`insert into property_amenities (property_id, amenity_id)
    select p.id, a.id from properties p join amenities a on a.id <= 3`);
  // Users 2k-1 and 2k of the tenants already talk to each other: chat has somewhere to go.
  await db.execute(
    sql.raw(`insert into conversations (pair_key)
      select (${LANDLORDS} + 2*g-1) || ':' || (${LANDLORDS} + 2*g) from generate_series(1, ${Math.floor(USERS / 2)}) g`),
  );
  await db.execute(
    sql.raw(`insert into conversation_participants (conversation_id, user_id)
      select c.id, u from conversations c, lateral (values (split_part(c.pair_key, ':', 1)::int), (split_part(c.pair_key, ':', 2)::int)) v(u)`),
  );
  await db.execute(sql`vacuum analyze`);
}

async function startServer(url: string): Promise<{ origin: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      JWT_SECRET: secret,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // No mail is sent in this mix; production wants a mail server configured all the same.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${origin}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, proc };
    if (proc.exitCode !== null) break;
    await sleep(200);
  }
  proc.kill();
  throw new Error('the API did not start');
}

async function main(): Promise<void> {
  const name = `roomsetu_loadbench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 2);
  let server: { origin: string; proc: ChildProcess } | undefined;
  const users: VirtualUser[] = [];
  try {
    await database.migrate();
    console.log(`seeding ${LISTINGS} listings, ${LANDLORDS} owners, ${USERS} users…`);
    await seed(database);
    const listings = (
      await queryRows<{ id: number; owner_id: number }>(
        database.db,
        sql`select id, owner_id from properties order by id`,
      )
    ).map((r) => ({ id: Number(r.id), ownerId: Number(r.owner_id) }));
    const pairs = await queryRows<{ id: number; pair_key: string }>(
      database.db,
      sql`select id, pair_key from conversations order by id`,
    );
    const pairOf = new Map<number, number>();
    for (const p of pairs)
      for (const u of p.pair_key.split(':')) pairOf.set(Number(u), Number(p.id));

    server = await startServer(url.toString());
    const { origin } = server;
    for (let n = 1; n <= USERS; n++) {
      const id = LANDLORDS + n;
      users.push(new VirtualUser(n, id, `user${n}@bench.test`, origin, listings, pairOf.get(id)));
    }

    console.log(`signing in ${USERS} users and opening their sockets…`);
    for (let i = 0; i < users.length; i += 20) {
      await Promise.all(
        users.slice(i, i + 20).map(async (u) => {
          await u.signIn();
          if (!u.token) throw new Error(`user ${u.n} could not sign in`);
          await u.connect();
        }),
      );
    }
    for (const k of KINDS) {
      stats.latencies[k] = [];
      stats.status[k] = new Map();
    }
    stats.serverErrors = 0;

    console.log(`${USERS} users for ${SECONDS} s (think time 0–${THINK_MS} ms)…`);
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      users.map(async (u) => {
        await sleep(Math.random() * 1000); // do not start in lockstep
        while (performance.now() < deadline) {
          await u.act(pickKind(), listings);
          await sleep(Math.random() * THINK_MS);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;

    for (const u of users) u.socket?.disconnect();
    // Stop the server first: what was acknowledged must be in the database without it.
    const exited = new Promise((r) => server!.proc.once('exit', r));
    server.proc.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);

    const favourites = await queryRows<{ user_id: number; property_id: number }>(
      database.db,
      sql`select user_id, property_id from favorites where type = 'PROPERTY'`,
    );
    const favSet = new Set(favourites.map((f) => `${f.user_id}:${f.property_id}`));
    const lostFavourites = acknowledged.favourites.filter(
      (f) => !favSet.has(`${f.userId}:${f.propertyId}`),
    ).length;
    const ids = [...new Set(acknowledged.messages)];
    const found = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from messages where id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    const lostMessages = ids.length - Number(found[0]!.n);

    const total = KINDS.reduce((n, k) => n + stats.latencies[k].length, 0);
    console.log(
      `\n${USERS} users, ${elapsed.toFixed(1)} s, ${total} requests (HTTP + chat messages): ${(total / elapsed).toFixed(0)} requests/s`,
    );
    console.log(
      `  ${'kind'.padEnd(10)} ${'count'.padStart(7)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}  answers`,
    );
    for (const k of KINDS) {
      const s = [...stats.latencies[k]].sort((a, b) => a - b);
      const answers = [...stats.status[k]].map(([status, n]) => `${status}×${n}`).join(' ');
      console.log(
        `  ${k.padEnd(10)} ${String(s.length).padStart(7)} ${(s.length / elapsed).toFixed(0).padStart(7)} ${`${pct(s, 50).toFixed(1)} ms`.padStart(9)} ${`${pct(s, 99).toFixed(1)} ms`.padStart(9)}  ${answers}`,
      );
    }
    console.log(`  5xx: ${stats.serverErrors}`);
    console.log(
      `  lost writes: ${lostFavourites + lostMessages} (of ${acknowledged.favourites.length} acknowledged favourites and ${ids.length} acknowledged inquiry and chat messages)`,
    );
    if (stats.serverErrors || lostFavourites || lostMessages) process.exitCode = 1;
  } finally {
    for (const u of users) u.socket?.disconnect();
    if (server && server.proc.exitCode === null) server.proc.kill('SIGKILL');
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
