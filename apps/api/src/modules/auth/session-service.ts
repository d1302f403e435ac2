import { randomBytes } from 'node:crypto';
import { MESSAGES, type Role } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { AppError, forbidden, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { signAccessToken } from '../../lib/tokens';
import { activeSuspension, suspendedError } from '../../lib/suspension';
import { presentSession } from './presenter';
import * as tokens from './refresh-tokens';
import type { IssuedRefreshToken } from './refresh-tokens';
import * as repo from './repository';

export interface Session {
  data: ReturnType<typeof presentSession>;
  refresh: IssuedRefreshToken;
}

let dummyHash: Promise<string> | undefined;
/** Compared against when the e-mail is unknown, so both failures cost one bcrypt comparison. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function accessTokenFor(ctx: AppContext, user: { id: number; role: Role }): string {
  return signAccessToken(
    { id: user.id, role: user.role },
    ctx.env.JWT_SECRET,
    ctx.env.ACCESS_TOKEN_TTL,
    ctx.now(),
  );
}

export async function login(
  ctx: AppContext,
  input: { email: string; password: string },
): Promise<Session> {
  const { db } = ctx.database;
  const user = await repo.findUserByEmail(db, normaliseEmail(input.email));
  const passwordOk = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!user || !passwordOk) throw unauthorized(MESSAGES.authInvalidCredentials);
  // Only someone who knows the password learns that the address is still unverified.
  if (!user.isEmailVerified) throw forbidden(MESSAGES.emailNotVerified);
  const suspension = activeSuspension(user, ctx.now());
  if (suspension) throw suspendedError(suspension.until, suspension.reason);
  const refresh = await tokens.issueRefreshToken(ctx, db, user.id);
  return { data: presentSession(accessTokenFor(ctx, user), user), refresh };
}

/**
 * A refused refresh. `keepCookie`: the token was exchanged by another tab a moment ago and the
 * session is alive, so the browser's cookie (maybe already the new one) must not be cleared.
 */
export class RefreshRefused extends AppError {
  constructor(readonly keepCookie: boolean) {
    super(401, MESSAGES.sessionExpired);
  }
}

export async function refresh(ctx: AppContext, presented: string | undefined): Promise<Session> {
  if (!presented) throw new RefreshRefused(false);
  const rotation = await tokens.rotateRefreshToken(ctx, presented);
  if (!rotation.ok) {
    // A session ended by a suspension is told why, as every other request of the tab is.
    if (rotation.revokedUserId) await refuseIfSuspended(ctx, rotation.revokedUserId);
    throw new RefreshRefused(rotation.reason === 'rotated');
  }
  const user = await repo.findUserById(ctx.database.db, rotation.userId);
  if (!user) throw new RefreshRefused(false);
  await refuseIfSuspended(ctx, user.id, user);
  return { data: presentSession(accessTokenFor(ctx, user), user), refresh: rotation.next };
}

/** Throws the suspension (403 with the reason and until when) if the account is suspended. */
async function refuseIfSuspended(
  ctx: AppContext,
  userId: number,
  row?: Parameters<typeof activeSuspension>[0],
): Promise<void> {
  const user = row ?? (await repo.findUserById(ctx.database.db, userId));
  const suspension = user && activeSuspension(user, ctx.now());
  if (suspension) throw suspendedError(suspension.until, suspension.reason);
}

export async function logout(ctx: AppContext, presented: string | undefined): Promise<void> {
  if (presented) await tokens.revokeRefreshToken(ctx, presented);
}
