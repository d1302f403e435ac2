import { MESSAGES } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
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

/**
 * Counts `count` full profiles read by the viewer against the hourly allowance; a 429 with its
 * Retry-After once it is spent, before anything is answered.
 */
export async function countFullProfiles(
  ctx: AppContext,
  viewer: AuthUser,
  count: number,
): Promise<void> {
  if (count <= 0) return;
  await consume(
    ctx,
    'roommateProfilesPerAccount',
    `user:${viewer.id}`,
    MESSAGES.roommateProfilesLimit,
    count,
  );
}
