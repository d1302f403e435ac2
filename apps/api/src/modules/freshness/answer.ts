import { API_ERRORS } from '@roomsetu/shared';
import type { ListingFreshnessLink, ListingFreshnessResult } from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, conflict, gone, notFound } from '../../lib/errors';
import { findProperty, moveListing } from '../properties';
import { askStillOpen, confirmAvailable, confirmedAtOf, notConfirmedSince } from './repository';
import { verifyFreshnessToken } from './tokens';

const INVALID = API_ERRORS.freshnessLinkInvalid;

/** The token's claim and its listing, or the 4xx a person reads. */
async function readClaim(ctx: AppContext, token: string) {
  const claim = verifyFreshnessToken(token, ctx.env.JWT_SECRET);
  if (!claim) throw badRequest(INVALID);
  if (claim.expiresAt <= ctx.now()) {
    throw gone(API_ERRORS.freshnessLinkExpired);
  }
  const p = await findProperty(ctx.database.db, claim.propertyId);
  if (!p) throw notFound(API_ERRORS.freshnessListingGone);
  return { claim, p };
}

/**
 * What a link is about, changing nothing (mail scanners open links): its listing, and whether
 * its question is closed, by this link or the other answer's, as the POST would find it.
 */
export async function readFreshnessLink(
  ctx: AppContext,
  token: string,
): Promise<ListingFreshnessLink> {
  const { claim, p } = await readClaim(ctx, token);
  const open =
    claim.answer === 'REACTIVATE'
      ? p.status === 'PAUSED' && p.confirmedAt <= claim.askedAt
      : p.status === 'ACTIVE' && p.freshnessAskedAt?.getTime() === claim.askedAt.getTime();
  return { id: p.id, title: p.title, answer: claim.answer, answered: !open };
}
const SPENT = API_ERRORS.freshnessAlreadyAnswered;

/**
 * A one-click answer from a freshness mail; the signed token is the only credential. Each token
 * answers its own ask once: after the answer the ask is closed and the token refused (409).
 */
export async function answerFreshness(
  ctx: AppContext,
  token: string,
): Promise<ListingFreshnessResult> {
  const { claim, p } = await readClaim(ctx, token);
  const askedAt = claim.askedAt;
  const result = (confirmedAt: Date, status: ListingFreshnessResult['status']) => ({
    id: p.id,
    title: p.title,
    answer: claim.answer,
    status,
    confirmedAt: confirmedAt.toISOString(),
  });

  if (claim.answer === 'REACTIVATE') {
    // Good until the listing has been confirmed again (by this link or any other way).
    if (p.status !== 'PAUSED' || p.confirmedAt > askedAt) throw conflict(SPENT);
    const moved = await moveListing(ctx, p, 'ACTIVE', {
      where: notConfirmedSince(askedAt),
    }).catch(spentOn409);
    return result((await confirmedAtOf(ctx.database.db, p.id))!, moved.status);
  }

  const open = p.status === 'ACTIVE' && p.freshnessAskedAt?.getTime() === askedAt.getTime();
  if (!open) {
    throw conflict(
      p.status === 'PAUSED' && p.confirmedAt <= askedAt && claim.answer === 'AVAILABLE'
        ? API_ERRORS.freshnessPausedMeanwhile
        : SPENT,
    );
  }
  if (claim.answer === 'RENTED') {
    await moveListing(ctx, p, 'PAUSED', {
      where: askStillOpen(askedAt),
      favouritersHear: 'LET_AGREED',
    }).catch(spentOn409);
    return result(p.confirmedAt, 'PAUSED');
  }
  const confirmedAt = await confirmAvailable(ctx.database.db, p.id, askedAt, ctx.now());
  if (!confirmedAt) throw conflict(SPENT);
  return result(confirmedAt, 'ACTIVE');
}

/** A race lost to another answer on the same ask reads as the link already used. */
function spentOn409(err: unknown): never {
  if (err instanceof AppError && err.status === 409) throw conflict(SPENT);
  throw err;
}
