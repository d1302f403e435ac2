import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
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

/**
 * The ETag Express would give the same body (weak, its UTF-8 length and SHA-1), so caches keep
 * matching; hashed from the text, with no copy of it in bytes.
 */
function etagOf(text: string, length: number): string {
  const hash = createHash('sha1').update(text, 'utf8').digest('base64').substring(0, 27);
  return `W/"${length.toString(16)}-${hash}"`;
}

/** How many compressed answers are kept (emptied oldest first); a page of cards is under 1 KB so. */
const COMPRESSED_KEPT = 64;
const compressedAnswers = new LRUCache<string, Buffer>({ max: COMPRESSED_KEPT });

/**
 * The body in `encoding`, compressed once per ETag: the same answer asked again (a city's first
 * page, while its listings stay as they are) is not compressed again. The ETag names the bytes
 * (their length and SHA-1), and the same bytes compress to the same bytes.
 */
function compress(body: string, encoding: 'br' | 'gzip', etag: string): Buffer {
  const key = encoding + etag;
  // `peek`, not `get`: a hit does not make an answer younger, so the oldest stored goes first.
  let sent = compressedAnswers.peek(key);
  if (!sent) {
    sent = encoding === 'br' ? brotliCompressSync(body, brotli) : gzipSync(body);
    compressedAnswers.set(key, sent);
  }
  return sent;
}

/**
 * Sends a JSON text as one write: its ETag (a matching `If-None-Match` answers 304 with no
 * body), compressed in one call when it is large enough and the client accepts brotli or gzip,
 * with its length. What Express's `res.json` and the compression middleware did, without a
 * stream per answer.
 */
export function sendJson(req: Request, res: Response, status: number, text: string): void {
  const length = Buffer.byteLength(text);
  const etag = etagOf(text, length);
  res.statusCode = status;
  res.setHeader('ETag', etag);
  res.vary('Accept-Encoding');
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const encoding =
    length >= COMPRESS_THRESHOLD && req.method !== 'HEAD'
      ? pickEncoding(req.headers['accept-encoding'])
      : 'identity';
  if (encoding === 'identity') {
    // Written as text: Node sends it in one piece with the headers.
    res.setHeader('Content-Length', length);
    res.end(text);
    return;
  }
  const sent = compress(text, encoding, etag);
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', sent.length);
  res.end(sent);
}
