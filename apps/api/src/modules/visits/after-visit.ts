import {
  REPLY_STATS_DAYS,
  REPLY_STATS_MIN_CONVERSATIONS,
  REVIEW_HIDDEN_DAYS,
  TURN_UP_MIN_VISITS,
  indiaInstant,
  todayInIndia,
  type ReviewsQuery,
  type SharedVisit,
  type UserReviews,
  type VisitReview,
  type VisitReviewInput,
  type VisitShare,
  API_ERRORS,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { conflict, gone, notFound } from '../../lib/errors';
import { readClaims, signClaims } from '../../lib/signed-tokens';
import type { AuthUser } from '../../lib/tokens';
import type { VisitPorts } from './ports';
import { presentReplies, presentReview, presentShared } from './presenter';
import * as repo from './repository';
import { VISIT_NOT_FOUND, otherOf, partyOf } from './service';

const DAY_MS = 86_400_000;
const REVIEWS_PAGE = 20;
const SHARE_PURPOSE = 'visit-share';

/** Reviews written before this are shown even when the other side never wrote theirs. */
const hiddenUntil = (now: Date) => new Date(now.getTime() - REVIEW_HIDDEN_DAYS * DAY_MS);

/** One review per side, only after a visit both (or, uncontested, one) said took place. */
export async function review(
  ctx: AppContext,
  user: AuthUser,
  visitId: number,
  input: VisitReviewInput,
): Promise<VisitReview> {
  const { db } = ctx.database;
  const v = await repo.findVisit(db, visitId);
  const role = v && partyOf(v, user.id);
  if (!v || !role) throw notFound(VISIT_NOT_FOUND);
  if (v.status !== 'DONE') throw conflict(API_ERRORS.visitReviewNotYet);
  const row = await repo.insertReview(db, {
    visitId,
    authorId: user.id,
    subjectId: otherOf(v, role),
    rating: input.rating,
    text: input.text,
    createdAt: ctx.now(),
  });
  if (!row) throw conflict(API_ERRORS.visitAlreadyReviewed);
  const [me] = await repo.peopleByIds(db, [user.id]);
  return presentReview(row, { id: me!.id, firstName: me!.firstName, avatar: me!.avatar });
}

export async function userReviews(
  ctx: AppContext,
  ports: Pick<VisitPorts, 'replyRecord'>,
  userId: number,
  q: ReviewsQuery,
): Promise<UserReviews> {
  const { db } = ctx.database;
  const [person] = await repo.peopleByIds(db, [userId]);
  if (!person) throw notFound(API_ERRORS.userNotExists);
  const now = ctx.now();
  const before = hiddenUntil(now);
  const since = new Date(now.getTime() - REPLY_STATS_DAYS * DAY_MS);
  const [rows, summary, record, replies] = await Promise.all([
    repo.visibleReviewPage(db, userId, before, q.cursor, REVIEWS_PAGE + 1),
    repo.reviewSummary(db, userId, before),
    repo.turnUpRecord(db, userId),
    ports.replyRecord(db, userId, since, now),
  ]);
  const page = rows.slice(0, REVIEWS_PAGE);
  return {
    ...summary,
    turnedUp: record.total >= TURN_UP_MIN_VISITS ? record : null,
    replies: replies.total >= REPLY_STATS_MIN_CONVERSATIONS ? presentReplies(replies) : null,
    items: page.map((r) => presentReview(r.review, r.author)),
    nextCursor: rows.length > REVIEWS_PAGE ? String(page.at(-1)!.review.id) : null,
  };
}

interface ShareClaims {
  v: number;
  u: number;
  exp: number;
}

/** A link for a friend, signed, that stops working at the end of the visit's day (IST). */
export async function share(ctx: AppContext, user: AuthUser, visitId: number): Promise<VisitShare> {
  const v = await repo.findVisit(ctx.database.db, visitId);
  if (!v || !partyOf(v, user.id)) throw notFound(VISIT_NOT_FOUND);
  if (v.status !== 'CONFIRMED' || !v.startsAt) throw conflict(API_ERRORS.visitShareOnlyConfirmed);
  const expiresAt = indiaInstant(todayInIndia(v.startsAt), 24 * 60);
  const claims: ShareClaims = { v: v.id, u: user.id, exp: expiresAt.getTime() };
  const token = signClaims(SHARE_PURPOSE, claims, ctx.env.JWT_SECRET);
  const origin = ctx.env.PUBLIC_URL.replace(/\/$/, '');
  return { url: `${origin}/shared-visit?token=${token}`, expiresAt: expiresAt.toISOString() };
}

const isShareClaims = (c: unknown): c is ShareClaims =>
  !!c &&
  typeof c === 'object' &&
  ['v', 'u', 'exp'].every((k) => typeof (c as Record<string, unknown>)[k] === 'number');

export async function sharedVisit(ctx: AppContext, token: string): Promise<SharedVisit> {
  const claims = readClaims(SHARE_PURPOSE, token, ctx.env.JWT_SECRET);
  if (!isShareClaims(claims)) throw notFound(API_ERRORS.visitShareLinkInvalid);
  if (ctx.now().getTime() >= claims.exp) throw gone(API_ERRORS.visitShareLinkExpired);
  const { db } = ctx.database;
  const v = await repo.findVisit(db, claims.v);
  const role = v && partyOf(v, claims.u);
  if (!v || !role || !v.startsAt) throw notFound(VISIT_NOT_FOUND);
  const [[listing], [other]] = await Promise.all([
    repo.listingsByIds(db, [v.propertyId]),
    repo.peopleByIds(db, [otherOf(v, role)]),
  ]);
  return presentShared(v, listing!, other!);
}
