import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GeocoderStub {
  url: string;
  /** Every query string the stub received. */
  queries: string[];
  /** What the next answers are: a point, 'none' (no match) or 'fail' (HTTP 500). */
  respond: (q: string) => { lat: number; lon: number } | 'none' | 'fail';
  /** How long each answer takes (a slow or overloaded service). */
  delayMs: number;
  close(): Promise<void>;
}

/** A local stand-in for Nominatim's /search, so tests never reach the public service. */
export async function startGeocoderStub(): Promise<GeocoderStub> {
  const stub: GeocoderStub = {
    url: '',
    queries: [],
    respond: () => ({ lat: 26.85, lon: 75.8 }),
    delayMs: 0,
    close: async () => {},
  };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const q = url.searchParams.get('q') ?? '';
    stub.queries.push(q);
    if (stub.delayMs) await new Promise((r) => setTimeout(r, stub.delayMs));
    const answer = stub.respond(q);
    if (answer === 'fail') {
      res.writeHead(500).end('boom');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        answer === 'none' ? [] : [{ lat: String(answer.lat), lon: String(answer.lon) }],
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}
