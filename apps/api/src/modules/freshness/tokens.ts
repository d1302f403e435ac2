import { FRESHNESS_ANSWERS, type FreshnessAnswer } from '@roomsetu/shared';
import { readClaims, signClaims } from '../../lib/signed-tokens';

/**
 * A one-click answer from a freshness mail: which listing, which answer, and which ask it answers
 * (the time RoomSetu asked). Spent once the ask closes; refused after `expiresAt` regardless.
 */
export interface FreshnessClaim {
  propertyId: number;
  answer: FreshnessAnswer;
  askedAt: Date;
  expiresAt: Date;
}

interface Claims {
  p: number;
  a: FreshnessAnswer;
  k: number;
  e: number;
}

const PURPOSE = 'listing-freshness';

export function signFreshnessToken(claim: FreshnessClaim, secret: string): string {
  const claims: Claims = {
    p: claim.propertyId,
    a: claim.answer,
    k: claim.askedAt.getTime(),
    e: claim.expiresAt.getTime(),
  };
  return signClaims(PURPOSE, claims, secret);
}

/** The claim of a genuine token (expired or not); null for anything forged, altered or malformed. */
export function verifyFreshnessToken(token: string, secret: string): FreshnessClaim | null {
  const c = readClaims(PURPOSE, token, secret) as Partial<Claims> | null;
  if (!c || typeof c !== 'object') return null;
  if (!Number.isInteger(c.p) || !Number.isInteger(c.k) || !Number.isInteger(c.e)) return null;
  if (!FRESHNESS_ANSWERS.includes(c.a as FreshnessAnswer)) return null;
  return {
    propertyId: c.p!,
    answer: c.a!,
    askedAt: new Date(c.k!),
    expiresAt: new Date(c.e!),
  };
}
