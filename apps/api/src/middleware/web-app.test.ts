import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness';
import { pickEncoding } from '../lib/encoding';
import { webApp } from './web-app';

const html = `<!doctype html><html><head><title>RoomSetu</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
/** A font's bytes: binary, and repetitive enough to be worth compressing (as glyph tables are). */
const font = Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7) % 64));

/** The installable app's files as the web build writes them (vite-plugin-pwa). */
const worker = `self.addEventListener('fetch', () => {});${'// padding\n'.repeat(200)}`;
const manifest = JSON.stringify({
  name: 'RoomSetu',
  start_url: '/',
  display: 'standalone',
});

let t: TestEnv;
let server: Server;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'roomsetu-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'assets', 'NotoSans-Regular-Ef56Gh78.ttf'), font);
  writeFileSync(path.join(dist, 'sw.js'), worker);
  writeFileSync(path.join(dist, 'manifest.webmanifest'), manifest);
  t = await createTestEnv({ WEB_DIST: dist });
  // As deployed: the web app's files answered before Express, everything else by Express.
  server = createServer(t.listener).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** One request without any decoding, so the test sees the bytes as they travel. */
function raw(
  pathname: string,
  headers: Record<string, string> = {},
  to: Server = server,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = to.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('the web app served from memory', () => {
  it('answers brotli when the browser accepts it, gzip otherwise, plain bytes to anyone else', async () => {
    const br = await raw('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    // The page depends on the language cookie too (the pages in each language).
    expect(br.headers.vary).toBe('Accept-Encoding, Cookie');

    const gz = await raw('/', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);

    const plain = await raw('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('does not pick an encoding the browser refuses with q=0', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('*')).toBe('gzip');
  });

  it('answers 304 to a matching If-None-Match, and the page again when it does not match', async () => {
    const first = await raw('/find-rooms', { 'accept-encoding': 'br' });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await raw('/find-rooms', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const other = await raw('/find-rooms', { 'accept-encoding': 'br', 'if-none-match': '"old"' });
    expect(other.status).toBe(200);
  });

  it('caches hashed assets for a year as immutable, compressed like the page', async () => {
    const res = await raw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(gunzipSync(res.body).toString()).toBe(script);

    // Too small to gain from compression: sent as is, revalidated (its name has no hash).
    const icon = await raw('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');

    // The PDF fonts: typed as fonts, and compressed (unlike woff2, a TTF shrinks by half).
    const ttf = await raw('/assets/NotoSans-Regular-Ef56Gh78.ttf', { 'accept-encoding': 'gzip' });
    expect(ttf.headers['content-type']).toBe('font/ttf');
    expect(ttf.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(ttf.body)).toEqual(font);
  });

  it('serves the service worker revalidated on every check and the manifest with its own type', async () => {
    // A browser looks for a new worker on navigations: it must always reach this server's copy.
    const sw = await raw('/sw.js', { 'accept-encoding': 'br' });
    expect(sw.status).toBe(200);
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(sw.body).toString()).toBe(worker);
    const again = await raw('/sw.js', {
      'accept-encoding': 'br',
      'if-none-match': sw.headers.etag!,
    });
    expect(again.status).toBe(304);

    const app = await raw('/manifest.webmanifest');
    expect(app.status).toBe(200);
    expect(app.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(app.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(app.body.toString())).toMatchObject({ start_url: '/' });
  });

  it('sends the security headers with the page and the worker, only a subresource’s with assets', async () => {
    for (const document of ['/', '/sw.js']) {
      const res = await raw(document);
      expect(res.headers['content-security-policy'], document).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], document).toBe('nosniff');
      expect(res.headers['x-frame-options'], document).toBeDefined();
    }
    const asset = await raw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-site');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    const again = await raw('/assets/index-Ab12Cd34.js', {
      'accept-encoding': 'br',
      'if-none-match': asset.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('answers 404 with the page for a path the web app has no page for', async () => {
    const res = await raw('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe(html);
    expect((await raw('/Find-Rooms/')).status).toBe(200);
    expect((await raw('/assets/missing.js')).status).toBe(404);
    // The API keeps its own JSON 404.
    const api = await raw('/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });

  it('serves the same through Express (the middleware), as tests and other hosts mount it', async () => {
    const viaExpress = await request(t.app).get('/no/such/page');
    expect(viaExpress.status).toBe(404);
    expect(viaExpress.text).toBe(html);
    expect((await request(t.app).get('/find-rooms')).status).toBe(200);
  });
});

describe('the public pages prerendered by the build', () => {
  const page = (name: string) =>
    `<!doctype html><html><body><div id="root"><h1>${name}</h1></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
  let pagesDist: string;
  let pagesServer: Server;

  beforeAll(async () => {
    pagesDist = mkdtempSync(path.join(tmpdir(), 'roomsetu-web-pages-'));
    mkdirSync(path.join(pagesDist, '_pages'));
    writeFileSync(path.join(pagesDist, 'index.html'), html);
    for (const name of ['index', 'find-rooms', 'room-details', 'find-roommates'])
      writeFileSync(path.join(pagesDist, '_pages', `${name}.html`), page(name));
    mkdirSync(path.join(pagesDist, '_pages', 'hi'));
    for (const name of ['index', 'find-rooms', '_shell'])
      writeFileSync(path.join(pagesDist, '_pages', 'hi', `${name}.html`), page(`hi ${name}`));
    const web = webApp(pagesDist, { 'X-Content-Type-Options': 'nosniff' });
    pagesServer = createServer((req, res) => {
      if (!web.serve?.(req, res, () => res.writeHead(500).end())) res.writeHead(418).end();
    }).listen(0, '127.0.0.1');
    await new Promise((r) => pagesServer.once('listening', r));
  });

  afterAll(async () => {
    await new Promise((r) => pagesServer.close(r));
    rmSync(pagesDist, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    raw(pathname, headers, pagesServer);

  it("answers each public page's own HTML for its path, index.html for every other path", async () => {
    expect(
      brotliDecompressSync((await get('/', { 'accept-encoding': 'br' })).body).toString(),
    ).toBe(page('index'));
    expect((await get('/find-rooms?location=pune')).body.toString()).toBe(page('find-rooms'));
    expect((await get('/Find-Rooms/')).body.toString()).toBe(page('find-rooms'));
    expect((await get('/room-details?id=7')).body.toString()).toBe(page('room-details'));
    expect((await get('/find-roommates')).body.toString()).toBe(page('find-roommates'));
    // A page with no prerendered HTML, and a path that is no page, get the app's plain shell.
    const signIn = await get('/sign-in');
    expect([signIn.status, signIn.body.toString()]).toEqual([200, html]);
    const missing = await get('/no/such/page');
    expect([missing.status, missing.body.toString()]).toEqual([404, html]);
    // The prerendered files are no URLs of their own.
    expect((await get('/_pages/find-rooms.html')).status).toBe(404);
  });

  it('answers the page in the language its cookie names, English for none or one we lack', async () => {
    const hindi = { cookie: 'theme=dark; roomsetu_lang=hi' };
    expect((await get('/find-rooms', hindi)).body.toString()).toBe(page('hi find-rooms'));
    expect((await get('/', hindi)).body.toString()).toBe(page('hi index'));
    // A page prerendered in English only, and every other page: the shell in that language.
    expect((await get('/sign-in', hindi)).body.toString()).toBe(page('hi _shell'));
    expect((await get('/room-details?id=7', hindi)).body.toString()).toBe(page('hi _shell'));
    for (const cookie of [
      'roomsetu_lang=fr',
      'roomsetu_lang=',
      'roomsetu_lang=hi-IN',
      'x'.repeat(9000),
    ]) {
      expect((await get('/find-rooms', { cookie })).body.toString(), cookie).toBe(
        page('find-rooms'),
      );
    }
    const en = await get('/find-rooms', { 'accept-encoding': 'br' });
    const hi = await get('/find-rooms', { 'accept-encoding': 'br', ...hindi });
    expect(hi.headers.etag).not.toBe(en.headers.etag);
    expect(hi.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('keeps one ETag per page and encoding, and answers 304 to it', async () => {
    const rooms = await get('/find-rooms', { 'accept-encoding': 'br' });
    const mates = await get('/find-roommates', { 'accept-encoding': 'br' });
    expect(rooms.headers['content-encoding']).toBe('br');
    expect(rooms.headers.etag).not.toBe(mates.headers.etag);
    const again = await get('/find-rooms', {
      'accept-encoding': 'br',
      'if-none-match': rooms.headers.etag!,
    });
    expect(again.status).toBe(304);
    // Another page's ETag is not this page's.
    const other = await get('/find-rooms', {
      'accept-encoding': 'br',
      'if-none-match': mates.headers.etag!,
    });
    expect(other.status).toBe(200);
  });
});
