import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import * as repo from './repository';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

/** Refresh tokens carry 256 random bits, so a plain SHA-256 is enough to store them. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueRefreshToken(
  ctx: AppContext,
  db: Db,
  userId: number,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ctx.env.REFRESH_TOKEN_DAYS * 86_400_000);
  await repo.insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt,
    now,
  });
  return { token, expiresAt };
}

export type Rotation =
  | { ok: true; userId: number; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'rotated' };

/**
 * Two tabs of one browser share the cookie and may refresh at the same moment: the loser presents
 * a token its twin exchanged a moment ago. Within this window that is refused without ending the
 * session (the browser already holds the new cookie and retries); after it, it counts as a copy.
 */
export const ROTATION_GRACE_MS = 10_000;

/**
 * Exchanges a live token for the next one of its family. A token that was already exchanged
 * (outside the grace window) or revoked means it was copied: the whole family, including the
 * newest token, is revoked.
 */
export async function rotateRefreshToken(ctx: AppContext, presented: string): Promise<Rotation> {
  const { db } = ctx.database;
  const now = ctx.now();
  const row = await repo.findRefreshToken(db, hashToken(presented));
  if (!row) return { ok: false, reason: 'unknown' };
  const justRotated =
    row.replacedAt &&
    !row.revokedAt &&
    now.getTime() - row.replacedAt.getTime() < ROTATION_GRACE_MS;
  if (justRotated) return { ok: false, reason: 'rotated' };
  if (row.replacedAt || row.revokedAt) {
    await repo.revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  const next = await db.transaction(async (tx) => {
    // Two requests racing with one token: only the first claims it.
    if (!(await repo.markReplaced(tx, row.id, now))) return null;
    return issueRefreshToken(ctx, tx, row.userId, row.familyId);
  });
  // Lost the race to a simultaneous refresh with the same token: the winner's cookie is the session now.
  if (!next) return { ok: false, reason: 'rotated' };
  return { ok: true, userId: row.userId, next };
}

/** Ends the session the token belongs to (its whole family). Unknown tokens are ignored. */
export async function revokeRefreshToken(ctx: AppContext, presented: string): Promise<void> {
  const { db } = ctx.database;
  const row = await repo.findRefreshToken(db, hashToken(presented));
  if (row) await repo.revokeFamily(db, row.familyId, ctx.now());
}
