import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyPhotos } from '../db/schema';
import { bearer } from '../test/auth';
import { createProperty, createUser } from '../test/factories';
import { createTestEnv, usingPostgres, type TestEnv } from '../test/harness';

const webDir = path.resolve(import.meta.dirname, '../../../web');
const shell = `<!doctype html><html><head><title>RoomSetu</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SKELETON = 'skeleton, drawn at build time';

let t: TestEnv;
let work: string;
let ownerId: number;
const owner = () => ({ id: ownerId, role: 'LANDLORD' as const });

/** The JSON the page carries for the browser, as the browser reads it. */
function seedOf(html: string): unknown {
  const m = /<script type="application\/json" id="page-seed">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as unknown) : undefined;
}

const page = (url: string, headers: Record<string, string> = {}) =>
  request(t.listener).get(url).set(headers);

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'roomsetu-live-'));
  // The web app's own renderer, built as `pnpm build` builds it (only the server bundle).
  execFileSync(
    path.join(webDir, 'node_modules/.bin/vite'),
    [
      'build',
      '--ssr',
      'src/app/prerender.tsx',
      '--outDir',
      path.join(work, 'server'),
      '--logLevel',
      'error',
    ],
    { cwd: webDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  const dist = path.join(work, 'dist');
  mkdirSync(path.join(dist, '_pages'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), shell);
  for (const name of ['index', 'find-rooms', 'room-details']) {
    writeFileSync(path.join(dist, '_pages', `${name}.html`), `<p>${SKELETON}</p>${shell}`);
  }
  t = await createTestEnv({ WEB_DIST: dist, WEB_RENDERER: path.join(work, 'server/prerender.js') });
  const { db } = t.ctx.database;
  ownerId = (await createUser(db, { role: 'LANDLORD' })).id;
  const older = await createProperty(db, ownerId, { title: 'Quiet flat by the lake' });
  const newest = await createProperty(db, ownerId, { title: 'Sunny room near the fort' });
  for (const { id } of [older, newest]) {
    await db.insert(propertyPhotos).values({
      propertyId: id,
      storageKey: `properties/${id}/a.webp`,
      cardKey: `properties/${id}/a-card.webp`,
      isPrimary: true,
    });
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('/find-rooms drawn with its data', () => {
  it('sends the first listing, its photo first of all, and the search it was drawn with', async () => {
    const res = await page('/find-rooms');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).not.toContain(SKELETON);
    expect(res.text).toContain('<div id="root" data-page="/find-rooms">');
    expect(res.text).toContain('Sunny room near the fort');
    const img = /<img [^>]*a-card\.webp[^>]*>/.exec(res.text)?.[0];
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="high"');
    // Asked for from the head, before anything in the body (the entry's scripts are there too).
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0];
    expect(preload).toContain('fetchPriority="high"');
    expect(preload).toContain(/src="([^"]+)"/.exec(img!)?.[1]);
    // The same answer the browser would have asked GET /api/properties for.
    const api = await request(t.app).get('/api/properties?sort=NEWEST&page=1&limit=10');
    const seed = seedOf(res.text) as { queries: { queries: { state: { data: unknown } }[] } };
    expect(seed.queries.queries[0]?.state.data).toMatchObject({
      pages: [{ rooms: api.body.data, total: 2 }],
    });
  });

  it('draws it in the language its cookie names, with the same listings and seed', async () => {
    const english = await page('/find-rooms');
    const hindi = await page('/find-rooms', { Cookie: 'roomsetu_lang=hi' });
    expect(hindi.status).toBe(200);
    expect(hindi.text).toContain('<html lang="hi">');
    expect(hindi.text).toContain('कमरा खोजें');
    expect(hindi.text).not.toContain('>Find Rooms<');
    expect(hindi.text).toContain('Sunny room near the fort');
    const data = (html: string) =>
      (seedOf(html) as { queries: { queries: { state: { data: unknown } }[] } }).queries.queries[0]
        ?.state.data;
    expect(data(hindi.text)).toEqual(data(english.text));
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    // English again right after: a page drawn in one language leaves the next one alone.
    expect((await page('/find-rooms')).text).not.toContain('कमरा खोजें');
  });

  it.skipIf(usingPostgres)(
    "shares one entry of the public cache with the API's own GET of the search",
    async () => {
      const db = t.ctx.database.db as unknown as { $client: PGlite };
      const drawn = await page('/find-rooms');
      expect(drawn.text).toContain('Sunny room near the fort');
      // Renamed behind the application's back: only an answer computed afresh would show it.
      await db.$client.query(
        `update properties set title = 'Renamed quietly' where title = 'Sunny room near the fort'`,
      );
      for (const url of [
        '/api/properties?sort=NEWEST&page=1&limit=10',
        '/api/properties?limit=10&page=1&sort=NEWEST&utm_source=mail',
      ]) {
        const api = await request(t.app).get(url);
        expect(JSON.stringify(api.body), url).toContain('Sunny room near the fort');
      }
      await db.$client.query(
        `update properties set title = 'Sunny room near the fort' where title = 'Renamed quietly'`,
      );
    },
  );

  it('answers 304 to a matching If-None-Match, and a new ETag once a listing changes', async () => {
    const first = await page('/find-rooms');
    const etag = first.headers.etag as string;
    expect((await page('/find-rooms', { 'If-None-Match': etag })).status).toBe(304);

    const listing = (await request(t.app).get('/api/properties')).body.data[0] as { id: number };
    const edit = await request(t.app)
      .put(`/api/properties/${listing.id}`)
      .set(...bearer(t, owner()))
      .send({ title: 'Sunny room by the fort walls' });
    expect(edit.status).toBe(200);
    const edited = await page('/find-rooms', { 'If-None-Match': etag });
    expect(edited.status).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
    expect(edited.text).toContain('Sunny room by the fort walls');

    await createProperty(t.ctx.database.db, ownerId, { title: 'Brand new studio' });
    // Written by this process: the pages' cache forgets its answers, on PostgreSQL too.
    const added = await page('/find-rooms', { 'If-None-Match': edited.headers.etag as string });
    expect(added.status).toBe(200);
    expect(added.text).toContain('Brand new studio');
  });

  it('keeps a title people wrote inside the seed: no </script> ends it early', async () => {
    const title = 'Room </script><script>alert(1)</script> nice';
    await createProperty(t.ctx.database.db, ownerId, { title });
    const res = await page('/find-rooms');
    expect(res.text).not.toContain('<script>alert(1)');
    const seed = JSON.stringify(seedOf(res.text));
    expect(seed).toContain(JSON.stringify(title).slice(1, -1));
  });

  it('sends the skeleton when the address has filters', async () => {
    const res = await page('/find-rooms?location=jaipur');
    expect(res.status).toBe(200);
    expect(res.text).toContain(SKELETON);
    expect(seedOf(res.text)).toBeUndefined();
  });
});

describe("a room's details drawn with its data", () => {
  it('sends the listing and its main photo', async () => {
    const listing = await createProperty(t.ctx.database.db, ownerId, {
      title: 'Garden flat with a view',
    });
    const res = await page(`/room-details?id=${listing.id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root" data-page="/room-details">');
    expect(res.text).toMatch(/<h1[^>]*>Garden flat with a view<\/h1>/);
    expect(seedOf(res.text)).toBeDefined();
    expect(
      (
        await page(`/room-details?id=${listing.id}`, {
          'If-None-Match': res.headers.etag as string,
        })
      ).status,
    ).toBe(304);
  });

  it('never draws a listing a guest may not see: the skeleton, without its data', async () => {
    const draft = await createProperty(t.ctx.database.db, ownerId, {
      title: 'Draft secret flat',
      status: 'DRAFT',
    });
    const suspended = await createProperty(t.ctx.database.db, ownerId, {
      title: 'Suspended secret flat',
      status: 'SUSPENDED',
    });
    // What GET /api/properties/:id says to a guest about them.
    for (const { id } of [draft, suspended]) {
      expect((await request(t.app).get(`/api/properties/${id}`)).status).toBe(404);
    }
    for (const url of [
      `/room-details?id=${draft.id}`,
      `/room-details?id=${suspended.id}`,
      '/room-details?id=999999',
      '/room-details?id=abc',
    ]) {
      // Signed in as the owner, too: the HTML is the same for everybody.
      const res = await page(url, { Authorization: bearer(t, owner())[1] });
      expect(res.status, url).toBe(200);
      expect(res.text, url).toContain(SKELETON);
      expect(res.text, url).not.toContain('secret flat');
      expect(seedOf(res.text)).toBeUndefined();
    }
  });
});

describe('the landing page drawn with its rooms', () => {
  type Seed = { queries: { queries: { queryKey: unknown; state: { data: unknown } }[] } };
  const showcaseOf = (html: string) =>
    (seedOf(html) as Seed).queries.queries.find(
      (q) => JSON.stringify(q.queryKey) === '["properties","showcase"]',
    )?.state.data;

  it("sends the showcase's rooms, with the answer GET /api/properties/all gives a guest", async () => {
    const res = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).not.toContain(SKELETON);
    expect(res.text).toContain('<div id="root" data-page="/">');
    // The showcase's own request, as the browser would send it.
    const api = await request(t.app).get('/api/properties/all?limit=4');
    const rooms = api.body.data as { id: number }[];
    expect(rooms.length).toBeGreaterThan(1);
    expect(showcaseOf(res.text)).toEqual(rooms);
    for (const { id } of rooms) expect(res.text).toContain(`href="/room-details?id=${id}"`);
    expect(res.text).not.toContain('aria-label="Loading listings"');
  });

  it('answers 304 to a matching If-None-Match, and draws a new listing once it is added', async () => {
    const first = await page('/');
    const etag = first.headers.etag as string;
    expect((await page('/', { 'If-None-Match': etag })).status).toBe(304);

    const added = await createProperty(t.ctx.database.db, ownerId, {
      title: 'Loft above the flower market',
    });
    const after = await page('/', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.text).toContain('Loft above the flower market');
    expect((showcaseOf(after.text) as { id: number }[]).map((r) => r.id)).toContain(added.id);
  });

  it('sends the skeleton for any other address of it', async () => {
    const res = await page('/?utm_source=mail');
    expect(res.text).toContain(SKELETON);
    expect(seedOf(res.text)).toBeUndefined();
  });
});
