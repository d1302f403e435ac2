import { createHash } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, sendJson } from './json-answer';

const large = JSON.stringify({ items: 'x'.repeat(COMPRESS_THRESHOLD * 2) });
const app = express();
app.get('/large', (req, res) => sendJson(req, res, 200, large));
let changing = 0;
app.get('/changing', (req, res) =>
  sendJson(req, res, 200, JSON.stringify({ n: changing, items: 'y'.repeat(COMPRESS_THRESHOLD) })),
);
const unicode = JSON.stringify({ city: 'पुणे', note: 'naïve ✓' });
app.get('/unicode', (req, res) => sendJson(req, res, 200, unicode));
app.get('/small', (req, res) => sendJson(req, res, 200, '{"ok":true}'));

// supertest decodes brotli and gzip itself: the body read is the JSON, whatever the coding.
const text = (res: request.Response) => JSON.stringify(res.body);

describe('a JSON answer', () => {
  it('is brotli when the client accepts it, gzip when it prefers or only takes gzip', async () => {
    const br = await request(app).get('/large').set('Accept-Encoding', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(text(br)).toBe(large);

    const gz = await request(app).get('/large').set('Accept-Encoding', 'gzip;q=1, br;q=0.5');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(text(gz)).toBe(large);

    const refused = await request(app).get('/large').set('Accept-Encoding', 'br;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(text(refused)).toBe(large);
  });

  it('is sent as it is below the threshold, and 304 to a matching If-None-Match', async () => {
    const small = await request(app).get('/small').set('Accept-Encoding', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toEqual({ ok: true });
    const again = await request(app)
      .get('/small')
      .set('If-None-Match', small.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('compresses an answer asked again as the first time, and a changed answer anew', async () => {
    const get = (coding: string) => request(app).get('/changing').set('Accept-Encoding', coding);
    for (const coding of ['br', 'gzip']) {
      changing = 0;
      const first = await get(coding);
      const again = await get(coding);
      expect(again.headers['content-encoding']).toBe(coding);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['content-length']).toBe(first.headers['content-length']);
      expect(again.body).toEqual(first.body);
      expect(again.body).toMatchObject({ n: 0 });
      changing = 1;
      const changed = await get(coding);
      expect(changed.headers['content-encoding']).toBe(coding);
      expect(changed.headers.etag).not.toBe(first.headers.etag);
      expect(changed.body).toMatchObject({ n: 1 });
    }
  });

  it('keeps answering every answer right once more were asked than it keeps', async () => {
    for (let n = 0; n < 150; n++) {
      changing = n % 75;
      const res = await request(app).get('/changing').set('Accept-Encoding', 'br');
      expect(res.headers['content-encoding']).toBe('br');
      expect((res.body as { n: number }).n).toBe(changing);
    }
  });

  it('carries its UTF-8 length and the ETag Express gives the same bytes', async () => {
    const bytes = Buffer.from(unicode);
    const hash = createHash('sha1').update(bytes).digest('base64').substring(0, 27);
    for (const method of ['get', 'head'] as const) {
      const res = await request(app)[method]('/unicode');
      expect(res.headers['content-length']).toBe(String(bytes.length));
      expect(res.headers.etag).toBe(`W/"${bytes.length.toString(16)}-${hash}"`);
      if (method === 'get') expect(res.text).toBe(unicode);
    }
    const head = await request(app).head('/large').set('Accept-Encoding', 'br');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(large)));
  });
});
