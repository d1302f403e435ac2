import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { pickEncoding } from './encoding';

/**
 * Below this a JSON answer is sent as is: it fits one packet either way, and compressing it costs
 * more CPU than the bytes it saves.
 */
export const COMPRESS_THRESHOLD = 1400;

/**
 * Brotli at quality 1: a page of 10 cards (9.4 KB) is about 690 bytes instead of 630 at quality 4,
 * for a third of the CPU. gzip for clients without brotli.
 */
const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };

/** The ETag Express would give the same body (weak, length and SHA-1), so caches keep matching. */
function etagOf(body: Buffer): string {
  const hash = createHash('sha1').update(body).digest('base64').substring(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

/**
 * Sends a JSON text as one write: its ETag (a matching `If-None-Match` answers 304 with no
 * body), compressed in one call when it is large enough and the client accepts brotli or gzip,
 * with its length. What Express's `res.json` and the compression middleware did, without a
 * stream per answer.
 */
export function sendJson(req: Request, res: Response, status: number, text: string): void {
  const body = Buffer.from(text);
  res.statusCode = status;
  res.setHeader('ETag', etagOf(body));
  res.vary('Accept-Encoding');
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const encoding =
    body.length >= COMPRESS_THRESHOLD && req.method !== 'HEAD'
      ? pickEncoding(req.headers['accept-encoding'])
      : 'identity';
  const sent =
    encoding === 'br'
      ? brotliCompressSync(body, brotli)
      : encoding === 'gzip'
        ? gzipSync(body)
        : body;
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', sent.length);
  res.end(sent);
}
