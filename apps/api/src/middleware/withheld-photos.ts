import type { RequestHandler } from 'express';
import { grantAllows, listingOfPhotoPath } from '../lib/photo-grants';

/** How long an instance trusts its list of withheld listings (another instance's writes). */
export const WITHHELD_REFRESH_MS = 10_000;

export interface WithheldPhotosOptions {
  /** The ids of listings whose photos are withheld now (few: taken down, or owner suspended). */
  read: () => Promise<ReadonlySet<number>>;
  /** Called with a listener whenever this process writes listings: the list is read again. */
  onListingWrite?: (listener: () => void) => void;
  secret: string;
  now: () => Date;
}

/**
 * In front of the stored photos: a withheld listing's photos answer 404 unless the URL carries its
 * grant (its owner's and admins' views), and a granted copy is kept by that browser only.
 */
export function withheldPhotos({
  read,
  onListingWrite,
  secret,
  now,
}: WithheldPhotosOptions): RequestHandler {
  let ids: ReadonlySet<number> = new Set();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | undefined;
  onListingWrite?.(() => {
    loadedAt = Number.NEGATIVE_INFINITY;
  });
  const current = async (): Promise<ReadonlySet<number>> => {
    if (Date.now() - loadedAt > WITHHELD_REFRESH_MS) {
      const started = Date.now();
      loading ??= read()
        .then(
          (read) => {
            ids = read;
            loadedAt = started;
          },
          // A database hiccup keeps the last known list in force; the next request reads again.
          () => undefined,
        )
        .finally(() => {
          loading = undefined;
        });
      await loading;
    }
    return ids;
  };
  return (req, res, next) => {
    const listingId = listingOfPhotoPath(req.path);
    if (listingId === null) return next();
    void current().then((withheld) => {
      if (!withheld.has(listingId)) return next();
      if (!grantAllows(req.query.grant, listingId, secret, now())) {
        res.status(404).end();
        return;
      }
      res.locals.granted = true;
      next();
    });
  };
}
