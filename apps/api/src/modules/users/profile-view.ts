import { MESSAGES } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { LRUCache } from 'lru-cache';
import { consume } from '../../lib/rate-limit';
import type { AuthUser } from '../../lib/tokens';
import { isEmailVerified } from './repository';

/**
 * Who reads full roommate profiles: signed-in accounts whose e-mail is verified. Guests and
 * unverified accounts get the preview (presentRoommatePreview).
 */
export async function seesFullProfiles(db: Db, viewer: AuthUser | null): Promise<boolean> {
  return viewer !== null && (await isEmailVerified(db, viewer.id));
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The profiles each viewer read in the last hour, per database (so per app): reading one again
 * costs nothing. Kept in this instance's memory; on another instance a repeat counts again,
 * which errs on the side of the allowance.
 */
const seen = new WeakMap<object, LRUCache<string, true>>();

function seenOn(ctx: AppContext): LRUCache<string, true> {
  let cache = seen.get(ctx.database);
  if (!cache) {
    cache = new LRUCache<string, true>({ max: 200_000, ttl: HOUR_MS, ttlAutopurge: false });
    seen.set(ctx.database, cache);
  }
  return cache;
}

/**
 * Counts the full profiles the viewer reads for the first time this hour against the hourly
 * allowance; a 429 with its Retry-After once it is spent, before anything is answered. Paging back
 * and forth, or opening a card read in the list, spends nothing more.
 */
export async function countFullProfiles(
  ctx: AppContext,
  viewer: AuthUser,
  profileIds: readonly number[],
): Promise<void> {
  const cache = seenOn(ctx);
  const fresh = [...new Set(profileIds)].filter((id) => !cache.has(`${viewer.id}:${id}`));
  if (!fresh.length) return;
  await consume(
    ctx,
    'roommateProfilesPerAccount',
    `user:${viewer.id}`,
    MESSAGES.roommateProfilesLimit,
    fresh.length,
  );
  for (const id of fresh) cache.set(`${viewer.id}:${id}`, true);
}
