import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  DEFAULT_UI_LANGUAGE,
  isWebRoute,
  LANGUAGE_COOKIE,
  parseUiLanguage,
  type UiLanguage,
} from '@roomsetu/shared';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { pickEncoding, type Encoding } from '../lib/encoding';
import type { LivePage, LivePages } from './live-pages';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  // The PDF fonts: fetched on demand, and sent compressed (a TTF shrinks by half).
  '.ttf': 'font/ttf',
};
/** Already compressed: brotli or gzip would only add CPU. */
const COMPRESSED = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.woff', '.woff2']);
/**
 * Of the security headers, what a script, stylesheet, font or image under assets/ needs: the
 * others (the content security policy, frame and referrer rules, HSTS) govern the documents and
 * the service worker that load them, and would add a kilobyte to each of the dozens of answers a
 * page's first load makes.
 */
const ASSET_SECURITY_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

/** Below this a compressed copy saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;
/** Pages drawn with their data kept at once (a few hot listings and the search, each ~50 KB). */
const LIVE_PAGES_KEPT = 100;
/** The pages `live` may draw with their data; it decides by the whole address. */
const LIVE_PATHS = new Set(['/', '/find-rooms', '/room-details']);

interface Variant {
  body: Buffer;
  headers: OutgoingHttpHeaders;
  etag: string;
}

interface WebFile {
  raw: Buffer;
  type: string;
  compressible: boolean;
  hash: string;
  /** Hashed build output under assets/: its name changes with its content. */
  immutable: boolean;
  /** Drawn at request time and replaced when its data changes: compressed fast, not to the last byte. */
  live: boolean;
  variants: Map<Encoding, Promise<Variant>>;
}

function listFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? listFiles(root, path.posix.join(dir, e.name))
      : [path.posix.join(dir, e.name)],
  );
}

const LANGUAGE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2,3})(?:;|$)`);

/**
 * The language a page is drawn in: the one the reader chose on this device (its cookie), else
 * English. (An API answer's language is its Accept-Language instead: lib/i18n.)
 */
function pageLanguage(req: IncomingMessage): UiLanguage {
  const cookie = req.headers.cookie;
  if (typeof cookie !== 'string' || cookie.length > 8192) return DEFAULT_UI_LANGUAGE;
  return parseUiLanguage(LANGUAGE_IN_COOKIE.exec(cookie)?.[1]) ?? DEFAULT_UI_LANGUAGE;
}

/** Whether `If-None-Match` names this ETag (weakly compared, or `*`). */
function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

function webFile(raw: Buffer, name: string, live = false): WebFile {
  const ext = path.extname(name).toLowerCase();
  return {
    raw,
    type: TYPES[ext] ?? 'application/octet-stream',
    compressible: !COMPRESSED.has(ext) && raw.length >= MIN_COMPRESS_BYTES,
    hash: createHash('sha256').update(raw).digest('base64url').slice(0, 22),
    immutable: name.startsWith('assets/'),
    live,
    variants: new Map(),
  };
}

/**
 * The built web app served from memory: every file of `dist` read once at start, its brotli and
 * gzip copies made once (in the background on first use) and chosen by Accept-Encoding, an ETag
 * per copy with 304 on If-None-Match, hashed assets cached for a year as immutable, everything
 * else revalidated. `securityHeaders` (computed once) go with every answer, hashed assets only the
 * two a subresource needs (ASSET_SECURITY_HEADERS). Known pages of the
 * web app answer their prerendered HTML when the build made one, else index.html; any other path
 * that is not a file answers 404 with index.html, whose router shows "Page not found". With
 * `live`, the landing page, /find-rooms and a room's details are drawn with their data at request time, kept by
 * that data (a new ETag when it changes), and the skeleton is sent whenever they cannot be.
 */
export function webApp(
  dist: string,
  securityHeaders: OutgoingHttpHeaders,
  live?: LivePages,
): WebAppHandler {
  const assetHeaders = Object.fromEntries(
    Object.entries(securityHeaders).filter(([name]) =>
      ASSET_SECURITY_HEADERS.has(name.toLowerCase()),
    ),
  );
  const securityOf = (file: WebFile) => (file.immutable ? assetHeaders : securityHeaders);
  const files = new Map<string, WebFile>();
  for (const name of listFiles(dist)) {
    files.set(`/${name}`, webFile(readFileSync(path.join(dist, name)), name));
  }
  const index = files.get('/index.html');
  if (!index) throw new Error(`${dist} has no index.html`);
  // The public pages' own HTML, their first screen prerendered at build time in each language
  // (apps/web/scripts/prerender.mjs): _pages/index.html for `/`, _pages/find-rooms.html for
  // /find-rooms, _pages/hi/find-rooms.html in Hindi, and _pages/hi/_shell.html, index.html in
  // Hindi, for every other page. Sent for their path only, never as files of their own.
  const pages = new Map<string, WebFile>();
  for (const [name, file] of files) {
    const match = /^\/_pages\/(?:([a-z]{2,3})\/)?(.+)\.html$/.exec(name);
    if (!match) continue;
    files.delete(name);
    const language = parseUiLanguage(match[1] ?? DEFAULT_UI_LANGUAGE);
    if (language) pages.set(`${language} ${match[2] === 'index' ? '/' : `/${match[2]}`}`, file);
  }

  function variant(file: WebFile, encoding: Encoding): Promise<Variant> {
    let v = file.variants.get(encoding);
    if (!v) {
      const body =
        encoding === 'br'
          ? brotli(file.raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: file.live ? 5 : constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: file.raw.length,
              },
            })
          : encoding === 'gzip'
            ? gzipAsync(file.raw, { level: file.live ? 6 : 9 })
            : Promise.resolve(file.raw);
      v = body.then((b) => {
        const etag = `"${file.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
        return {
          body: b,
          etag,
          headers: {
            ...securityOf(file),
            'Content-Type': file.type,
            'Content-Length': b.length,
            'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
            ETag: etag,
            ...(file.compressible && {
              Vary: file.type.startsWith('text/html')
                ? 'Accept-Encoding, Cookie'
                : 'Accept-Encoding',
            }),
            ...(encoding !== 'identity' && { 'Content-Encoding': encoding }),
          },
        };
      });
      file.variants.set(encoding, v);
    }
    return v;
  }

  const send = async (
    req: IncomingMessage,
    res: ServerResponse,
    file: WebFile,
    status: number,
  ): Promise<void> => {
    const v = await variant(
      file,
      file.compressible ? pickEncoding(req.headers['accept-encoding']) : 'identity',
    );
    if (status === 200 && notModified(req, v.etag)) {
      const { ETag, 'Cache-Control': cacheControl, Vary } = v.headers;
      res.writeHead(304, {
        ...securityOf(file),
        ETag,
        'Cache-Control': cacheControl,
        ...(Vary !== undefined && { Vary }),
      });
      res.end();
      return;
    }
    res.writeHead(status, v.headers);
    res.end(req.method === 'HEAD' ? undefined : v.body);
  };

  // Drawn pages by the data they show (LivePage.key), the least recently used dropped first; a
  // promise, so requests that arrive while one is drawn wait for it instead of drawing it again.
  const drawnPages = new LRUCache<string, Promise<WebFile>>({ max: LIVE_PAGES_KEPT });
  const drawnFile = (page: LivePage): Promise<WebFile> => {
    let file = drawnPages.get(page.key);
    if (!file) {
      file = page.html().then((html) => webFile(Buffer.from(html), 'page.html', true));
      file.catch(() => drawnPages.delete(page.key));
      drawnPages.set(page.key, file);
    }
    return file;
  };
  /** The page drawn with its data when `live` draws it, else the skeleton `fallback`. */
  const pageFor = async (
    drawLive: LivePages,
    url: string,
    language: UiLanguage,
    fallback: WebFile,
  ): Promise<WebFile> => {
    const page = await drawLive(url, language);
    return page ? drawnFile(page).catch(() => fallback) : fallback;
  };

  /** Answers `req` when it is the web app's (true), or leaves it alone (false). */
  const serve = (req: IncomingMessage, res: ServerResponse, fail: (err: unknown) => void) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    let pathname: string;
    try {
      pathname = decodeURIComponent(q === -1 ? url : url.slice(0, q));
    } catch {
      return false;
    }
    if (
      !pathname.startsWith('/') ||
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      pathname.startsWith('/uploads/') ||
      pathname.startsWith('/socket.io/')
    )
      return false;
    const file = files.get(pathname);
    if (file) {
      send(req, res, file, 200).catch(fail);
      return true;
    }
    const language = pageLanguage(req);
    const key = pathname.toLowerCase().replace(/\/+$/, '') || '/';
    // The page in the reader's language; else the shell in it; else the English page.
    const own = pages.get(`${language} ${key}`);
    const english = pages.get(`${DEFAULT_UI_LANGUAGE} ${key}`);
    const page = own ?? pages.get(`${language} /_shell`) ?? english ?? index;
    const status = isWebRoute(pathname) ? 200 : 404;
    if ((own ?? english) && live && LIVE_PATHS.has(pathname)) {
      pageFor(live, url, language, page)
        .then((target) => send(req, res, target, status))
        .catch(fail);
      return true;
    }
    send(req, res, page, status).catch(fail);
    return true;
  };
  const middleware: WebAppHandler = (req, res, next) => {
    if (!serve(req, res, next)) next();
  };
  middleware.serve = serve;
  return middleware;
}

/**
 * The middleware, and `serve` for a plain `node:http` server to call before Express: the web
 * app's files then skip Express's request setup altogether.
 */
export type WebAppHandler = RequestHandler & {
  serve?: (req: IncomingMessage, res: ServerResponse, fail: (err: unknown) => void) => boolean;
};
