import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '@roomsetu/shared';

export interface AccessClaims {
  sub: string;
  role: Role;
}

export interface AuthUser {
  id: number;
  role: Role;
}

export function signAccessToken(
  user: AuthUser,
  secret: string,
  expiresIn: string,
  now: Date,
): string {
  return jwt.sign({ role: user.role, iat: Math.floor(now.getTime() / 1000) }, secret, {
    algorithm: 'HS256',
    subject: String(user.id),
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

const keys = new Map<string, KeyObject>();
/**
 * The secret as a key object, made once: given a string, jsonwebtoken first tries it as a public
 * key (a failed parse and an exception on every verification: 9 % of the CPU while 10,000
 * sockets connect).
 */
function secretKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

/**
 * Verifies signature, algorithm (HS256 only: never 'none') and expiry; null when any fails.
 * A token without `exp` is refused even when validly signed: it would never expire.
 */
export function verifyAccessToken(token: string, secret: string, now: Date): AuthUser | null {
  try {
    const payload = jwt.verify(token, secretKey(secret), {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    if (typeof payload !== 'object' || !payload.sub || typeof payload.exp !== 'number') return null;
    const id = Number(payload.sub);
    const role = (payload as Partial<AccessClaims>).role;
    if (!Number.isInteger(id) || !role) return null;
    return { id, role };
  } catch {
    return null;
  }
}
