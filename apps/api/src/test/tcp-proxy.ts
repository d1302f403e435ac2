import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every connection and refuses new ones: the database has gone away. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port: the database is back. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A loopback TCP relay to a real server, so a test can take the network between them away. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((inbound) => {
        const outbound = connect(targetPort, targetHost);
        open.add(inbound).add(outbound);
        const end = () => {
          inbound.destroy();
          outbound.destroy();
          open.delete(inbound);
          open.delete(outbound);
        };
        inbound.on('error', end).on('close', end);
        outbound.on('error', end).on('close', end);
        inbound.pipe(outbound).pipe(inbound);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });

  const cut = async () => {
    const s = server;
    server = undefined;
    for (const socket of open) socket.destroy();
    open.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: listen,
    close: cut,
  };
}
