import type { Role } from '@roomsetu/shared';
import { signAccessToken } from '../lib/tokens';
import type { TestEnv } from './harness';

/** A valid access token for a user, signed the way login signs it. */
export function tokenFor(t: TestEnv, user: { id: number; role: Role }): string {
  return signAccessToken(user, t.ctx.env.JWT_SECRET, t.ctx.env.ACCESS_TOKEN_TTL, t.ctx.now());
}

export function bearer(t: TestEnv, user: { id: number; role: Role }): [string, string] {
  return ['Authorization', `Bearer ${tokenFor(t, user)}`];
}
