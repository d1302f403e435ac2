import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@roomsetu/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { startRealtime } from '../app';
import type { RealtimeServer } from '../realtime/server';
import type { TestEnv } from './harness';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface RunningServer {
  url: string;
  io: RealtimeServer;
  close(): Promise<void>;
}

/** The API with socket.io, listening on a free loopback port, as index.ts runs it. */
export async function listen(t: TestEnv): Promise<RunningServer> {
  const server = createServer(t.app);
  const io = await startRealtime(server, t.ctx);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    io,
    close: async () => {
      await io.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const opened: TestSocket[] = [];

/** A real socket.io client; resolves once connected, rejects with the server's refusal. */
export function client(url: string, token?: string): Promise<TestSocket> {
  const socket: TestSocket = connect(url, {
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

export function closeClients(): void {
  for (const s of opened.splice(0)) s.disconnect();
}

/** The next event of that name, or a rejection after `ms`. */
export function next<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  ms = 3000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${ms} ms`)), ms);
    socket.once(
      event as 'message:new',
      ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
        clearTimeout(timer);
        resolve(payload);
      }) as never,
    );
  });
}

/** Resolves false if the event does not come within `ms`. */
export function nothing(
  socket: TestSocket,
  event: keyof ServerToClientEvents,
  ms = 400,
): Promise<boolean> {
  return new Promise((resolve) => {
    const handler = () => resolve(false);
    socket.once(event as 'message:new', handler as never);
    setTimeout(() => {
      socket.off(event as 'message:new', handler as never);
      resolve(true);
    }, ms);
  });
}
