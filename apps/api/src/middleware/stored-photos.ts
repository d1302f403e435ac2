import { pipeline } from 'node:stream/promises';
import type { RequestHandler, Response } from 'express';
import type { Logger } from '../lib/logger';
import { assertPhotoKey, type Storage } from '../lib/storage';

/** As the data directory's photos are served: they never change under their key. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StoredPhotosOptions {
  storage: Storage;
  /** A CDN in front of the bucket's public/ prefix: public photos are redirected there. */
  mediaUrl?: string;
  logger: Logger;
}

function isSafe(key: string): boolean {
  try {
    assertPhotoKey(key);
    return true;
  } catch {
    return false;
  }
}

function notFound(res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}

/**
 * The photos of a store that is not this machine's disk (a bucket), under /uploads as before, so
 * stored URLs and the web app stay the same. Mounted behind `withheldPhotos`, which has already
 * answered 404 for a withheld photo without its grant and marked a granted one.
 */
export function storedPhotos({ storage, mediaUrl, logger }: StoredPhotosOptions): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = req.path.replace(/^\//, '');
    if (!isSafe(key)) return notFound(res);
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    const granted = res.locals.granted === true;
    if (mediaUrl && !granted) {
      // 302, not 301/308: whether a photo may be shown changes (a listing withheld), so the
      // redirect must not be remembered by browsers and caches; the CDN's copy is what lasts.
      res.setHeader('Cache-Control', 'no-cache');
      res.redirect(302, `${mediaUrl}/${key}`);
      return;
    }
    const ifNoneMatch = req.get('if-none-match') || undefined;
    storage.open(key, ifNoneMatch).then(
      async (found) => {
        if (!found) return notFound(res);
        res.setHeader(
          'Cache-Control',
          // A withheld listing's photo, shown to its owner or an admin: this browser's copy only.
          granted ? 'private, max-age=3600' : IMMUTABLE,
        );
        if (found.etag) res.setHeader('ETag', found.etag);
        if (found.lastModified) res.setHeader('Last-Modified', found.lastModified.toUTCString());
        if (!found.body) {
          res.status(304).end();
          return;
        }
        res.status(200);
        res.setHeader('Content-Type', found.contentType);
        if (found.size !== undefined) res.setHeader('Content-Length', String(found.size));
        if (req.method === 'HEAD') {
          found.body.destroy();
          res.end();
          return;
        }
        try {
          await pipeline(found.body, res);
        } catch (err) {
          if (!res.destroyed) logger.warn({ err, key }, 'photo stream failed');
        }
      },
      (err: unknown) => next(err),
    );
  };
}
