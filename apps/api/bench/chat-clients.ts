/**
 * One client process of the chat benchmark (bench/chat.ts forks several): it opens the sockets it
 * is given, and for its conversations sends (as the first participant) or listens (as the second).
 * Every instant is `process.hrtime` (CLOCK_MONOTONIC), which all processes of one machine share,
 * so a send timed here and a delivery timed in another process subtract.
 */
import { randomUUID } from 'node:crypto';
import type { ClientToServerEvents, ServerToClientEvents, SendMessageAck } from '@roomsetu/shared';
import { io, type Socket } from 'socket.io-client';
import { signAccessToken } from '../src/lib/tokens';
import { sleep } from './support';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Conversation {
  id: number;
  sender: number;
  receiver: number;
  /** Its place among all senders: the first send waits slot × interval / senders. */
  slot: number;
}

export type ToClients =
  | { kind: 'connect'; origin: string; secret: string; userIds: number[] }
  | {
      kind: 'send';
      conversations: Conversation[];
      senders: number;
      perConversation: number;
      intervalMs: number;
    }
  | { kind: 'report' }
  | { kind: 'close' };

export type FromClients =
  | { kind: 'ready' }
  | { kind: 'connected' }
  | { kind: 'sent'; acked: { receiver: number; id: number }[]; refused: number }
  | {
      kind: 'report';
      /** Per message id: how often it arrived, and when it first did (ms on the shared clock). */
      arrivals: [id: number, receiver: number, count: number, at: number][];
      /** Per acknowledged message: when it was sent and when its ack came back. */
      sends: [id: number, at: number, ackedAt: number][];
    };

const now = () => Number(process.hrtime.bigint()) / 1e6;
const reply = (m: FromClients) => process.send!(m);
const sockets = new Map<number, Client>();
const arrivals = new Map<number, { receiver: number; count: number; at: number }>();
const sends: [number, number, number][] = [];

async function connect(origin: string, secret: string, userIds: number[]): Promise<void> {
  for (let batch = 0; batch < userIds.length; batch += 100) {
    await Promise.all(
      userIds.slice(batch, batch + 100).map((userId) => {
        const token = signAccessToken({ id: userId, role: 'TENANT' }, secret, '1h', new Date());
        const socket: Client = io(origin, {
          auth: { token },
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        });
        sockets.set(userId, socket);
        socket.on('message:new', ({ message }) => {
          const at = now();
          const seen = arrivals.get(message.id);
          if (seen) seen.count++;
          else arrivals.set(message.id, { receiver: userId, count: 1, at });
        });
        return new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
      }),
    );
  }
}

async function send(m: Extract<ToClients, { kind: 'send' }>): Promise<void> {
  const acked: { receiver: number; id: number }[] = [];
  let refused = 0;
  await Promise.all(
    m.conversations.map(async (c) => {
      await sleep((c.slot * m.intervalMs) / m.senders); // spread the senders over the interval
      for (let n = 0; n < m.perConversation; n++) {
        const at = now();
        const ack = await new Promise<SendMessageAck>((resolve) =>
          sockets
            .get(c.sender)!
            .timeout(10_000)
            .emit(
              'send_message',
              { conversationId: c.id, body: `m${n}`, clientId: randomUUID() },
              (err, res) => resolve(err ? { ok: false, error: 'timeout' } : res),
            ),
        );
        if (ack.ok) {
          acked.push({ receiver: c.receiver, id: ack.message.id });
          sends.push([ack.message.id, at, now()]);
        } else refused++;
        await sleep(m.intervalMs);
      }
    }),
  );
  reply({ kind: 'sent', acked, refused });
}

process.on('message', (m: ToClients) => {
  if (m.kind === 'connect') {
    connect(m.origin, m.secret, m.userIds).then(
      () => reply({ kind: 'connected' }),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  } else if (m.kind === 'send') {
    void send(m);
  } else if (m.kind === 'report') {
    reply({
      kind: 'report',
      arrivals: [...arrivals].map(([id, a]) => [id, a.receiver, a.count, a.at]),
      sends,
    });
  } else {
    for (const s of sockets.values()) s.disconnect();
    process.disconnect();
  }
});
reply({ kind: 'ready' });
