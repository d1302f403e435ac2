import { readClaims, signClaims } from './signed-tokens';
import type { Storage } from './storage';

/**
 * Photos of a withheld listing (taken down by an admin, or its owner's account suspended) answer
 * 404 at their public URLs. Its owner and admins still see them through URLs carrying a grant: a
 * signed claim naming the listing, good until the end of the next UTC day (stable within a day,
 * so the browser caches them).
 */
const PURPOSE = 'listing-photos';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Grant {
  p: number;
  e: number;
}

export function photoGrant(listingId: number, secret: string, at: Date): string {
  const expires = (Math.floor(at.getTime() / DAY_MS) + 2) * DAY_MS;
  return signClaims(PURPOSE, { p: listingId, e: expires } satisfies Grant, secret);
}

export function grantAllows(grant: unknown, listingId: number, secret: string, at: Date): boolean {
  if (typeof grant !== 'string' || grant.length > 200) return false;
  const claims = readClaims(PURPOSE, grant, secret) as Partial<Grant> | null;
  return claims?.p === listingId && typeof claims.e === 'number' && claims.e > at.getTime();
}

/** `storage` whose URLs carry a grant for this listing's photos. */
export function grantedStorage(storage: Storage, grant: string): Storage {
  const query = `?grant=${encodeURIComponent(grant)}`;
  return Object.assign(Object.create(storage) as Storage, {
    url: (key: string) => storage.url(key) + query,
  });
}

/** The listing a stored photo key belongs to (`properties/<id>/…`), or null. */
export function listingOfPhotoPath(path: string): number | null {
  const match = /^\/?properties\/(\d{1,10})\//.exec(path);
  return match ? Number(match[1]) : null;
}
