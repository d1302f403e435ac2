import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
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

/**
 * The token that replaces `previous` is derived from it with a server key, so that a tab losing a
 * refresh race can be handed the very successor its twin received, by any instance, although the
 * database stores only hashes. Without the key the successor looks as random as a fresh token.
 */
function successorOf(ctx: AppContext, previous: string): string {
  return createHmac('sha256', ctx.env.JWT_SECRET)
    .update(`refresh-successor:${previous}`)
    .digest('base64url');
}

export async function issueRefreshToken(
  ctx: AppContext,
  db: Db,
  userId: number,
  familyId: string = randomUUID(),
  token: string = randomBytes(32).toString('base64url'),
): Promise<IssuedRefreshToken> {
  const now = ctx.now();
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
  | {
      ok: false;
      reason: 'unknown' | 'expired' | 'reused' | 'rotated';
      /** Whose session was ended (revoked, not exchanged): e.g. a suspension, told on refresh. */
      revokedUserId?: number;
    };

/**
 * Two tabs of one browser share the cookie and may refresh at the same moment: the loser presents
 * a token its twin exchanged a moment ago. Within this window it receives the same successor (the
 * session goes on in both tabs); after it, the old token counts as a copy.
 */
export const ROTATION_GRACE_MS = 10_000;

/**
 * The successor of a token exchanged within the grace window, while it is still the live head of
 * the family; otherwise the caller refuses without ending the session.
 */
async function successorWithinGrace(
  ctx: AppContext,
  presented: string,
  row: { userId: number; familyId: string },
  now: Date,
): Promise<Rotation> {
  const token = successorOf(ctx, presented);
  const next = await repo.findRefreshToken(ctx.database.db, hashToken(token));
  const live =
    next &&
    next.familyId === row.familyId &&
    next.userId === row.userId &&
    !next.revokedAt &&
    !next.replacedAt &&
    next.expiresAt.getTime() > now.getTime();
  if (!live) return { ok: false, reason: 'rotated' };
  return { ok: true, userId: row.userId, next: { token, expiresAt: next.expiresAt } };
}

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
  if (justRotated) return successorWithinGrace(ctx, presented, row, now);
  if (row.replacedAt || row.revokedAt) {
    await repo.revokeFamily(db, row.familyId, now);
    return {
      ok: false,
      reason: 'reused',
      ...(row.revokedAt && !row.replacedAt ? { revokedUserId: row.userId } : {}),
    };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  const next = await db.transaction(async (tx) => {
    // Two requests racing with one token: only the first claims it.
    if (!(await repo.markReplaced(tx, row.id, now))) return null;
    return issueRefreshToken(ctx, tx, row.userId, row.familyId, successorOf(ctx, presented));
  });
  // Lost the race to a simultaneous refresh with the same token: share the winner's successor.
  if (!next) return successorWithinGrace(ctx, presented, row, now);
  return { ok: true, userId: row.userId, next };
}

/** Ends the session the token belongs to (its whole family). Unknown tokens are ignored. */
export async function revokeRefreshToken(ctx: AppContext, presented: string): Promise<void> {
  const { db } = ctx.database;
  const row = await repo.findRefreshToken(db, hashToken(presented));
  if (row) await repo.revokeFamily(db, row.familyId, ctx.now());
}
