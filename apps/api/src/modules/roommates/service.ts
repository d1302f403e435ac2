import {
  type HiddenRoommate,
  BLOCK_MESSAGES,
  COMPATIBILITY_FACTORS,
  compatibility,
  type CompatibilityResult,
  guestRoommateFilters,
  MESSAGES,
  type RoommateCard,
  type RoommateFilters,
  roommateFiltersInput,
  type RoommateInterestState,
  type RoommateListItem,
  type RoommateMatch,
  toCompatibilityProfile,
  topReasons,
  API_ERRORS,
} from '@roomsetu/shared';
import type { AppContext } from '../../lib/context';
import { phrase } from '../../lib/i18n';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors';
import { consume } from '../../lib/rate-limit';
import type { AuthUser } from '../../lib/tokens';
import { messagingRefusal } from '../blocks';
import { findOrCreateConversation, insertMessage, presentMessage } from '../messages';
import { notify } from '../notifications';
import {
  countFullProfiles,
  findUserWithProfile,
  type ProfileRow,
  presentPublicUser,
  presentRoommatePreview,
  roommateAnswers,
  seesFullProfiles,
} from '../users';
import * as repo from './repository';

export const BEST_MATCH_SIGN_IN = API_ERRORS.roommatesSignInForBestMatch;
export const MATCH_MESSAGE = 'You matched — say hello';
const NOT_A_SEEKER = API_ERRORS.roommatesNotSeeker;

/** The score's view of a stored profile. */
export function compatibilityProfileOf(p: ProfileRow | null) {
  return toCompatibilityProfile({
    city: p?.city ?? null,
    gender: p?.gender ?? null,
    age: p?.age ?? null,
    preferredRoommateGender: p?.preferredRoommateGender ?? null,
    budget: p?.budget ?? null,
    foodPreference: p?.foodPreference ?? null,
    lifestyle: p?.lifestyle ?? null,
    smoking: p?.smoking ?? null,
    drinking: p?.drinking ?? null,
    pets: p?.pets ?? null,
    ...roommateAnswers(p),
  });
}

type Row = Awaited<ReturnType<typeof repo.usersByIds>>[number];

async function present(
  ctx: AppContext,
  rows: Row[],
  viewerId: number | null,
  extra: (row: Row) => Partial<RoommateListItem> = () => ({}),
): Promise<RoommateListItem[]> {
  const { db } = ctx.database;
  const ids = rows.map((r) => r.user.id);
  const [interests, states] = await Promise.all([
    repo.interestsOf(db, ids),
    viewerId ? repo.interestStates(db, viewerId, ids) : null,
  ]);
  return rows.map((r) => ({
    view: 'FULL' as const,
    ...presentPublicUser(r.user, r.profile, interests.get(r.user.id) ?? []),
    ...(states && {
      interested: states.mine.has(r.user.id),
      matched: states.mine.has(r.user.id) && states.theirs.has(r.user.id),
    }),
    ...extra(r),
  }));
}

/** The search a guest may make: the filters on personal attributes dropped, as if not given. */
function asGuestSearch(f: RoommateFilters): RoommateFilters {
  return { ...roommateFiltersInput.parse({}), ...guestRoommateFilters(f) };
}

/**
 * The directory. Verified accounts get full cards (each counted against their hourly allowance)
 * and may rank by best match; guests and unverified accounts get previews, searched by city,
 * budget and first name only.
 */
export async function searchRoommates(
  ctx: AppContext,
  f: RoommateFilters,
  viewer: AuthUser | null,
): Promise<{ data: RoommateCard[]; total: number }> {
  const { db } = ctx.database;
  if (!viewer || !(await seesFullProfiles(db, viewer))) {
    if (f.sort === 'BEST_MATCH') {
      throw viewer ? forbidden(MESSAGES.verifyForBestMatch) : unauthorized(BEST_MATCH_SIGN_IN);
    }
    const { rows, total } = await repo.searchRoommates(
      db,
      asGuestSearch(f),
      viewer?.id ?? null,
      true,
    );
    return { data: rows.map((r) => presentRoommatePreview(r.user, r.profile)), total };
  }
  if (f.sort !== 'BEST_MATCH') {
    const { rows, total } = await repo.searchRoommates(db, f, viewer.id);
    await countFullProfiles(
      ctx,
      viewer,
      rows.map((r) => r.user.id),
    );
    return { data: await present(ctx, rows, viewer.id), total };
  }
  const me = await findUserWithProfile(db, viewer.id);
  if (!me) throw unauthorized(BEST_MATCH_SIGN_IN);
  const mine = compatibilityProfileOf(me.profile);
  const { page, total } = await repo.bestMatchPage(db, f, viewer.id, mine);
  const rows = await repo.usersByIds(
    db,
    page.map((p) => p.id),
  );
  await countFullProfiles(
    ctx,
    viewer,
    rows.map((r) => r.user.id),
  );
  const data = await present(ctx, rows, viewer.id, (r) => {
    const result = compatibility(mine, compatibilityProfileOf(r.profile));
    return { matchScore: result.score, matchReasons: topReasons(result) };
  });
  return { data, total };
}

async function seekerOrThrow(ctx: AppContext, caller: AuthUser, targetId: number) {
  if (targetId === caller.id) throw badRequest(API_ERRORS.roommatesSelf);
  const { db } = ctx.database;
  const [me, them] = await Promise.all([
    findUserWithProfile(db, caller.id),
    findUserWithProfile(db, targetId),
  ]);
  if (!them) throw notFound(API_ERRORS.userNotExists);
  if (!me) throw unauthorized();
  const seeking = (u: NonNullable<typeof me>) =>
    u.user.role === 'TENANT' &&
    (u.profile?.roomPreference === 'LOOKING_FOR_ROOM' ||
      u.profile?.roomPreference === 'LOOKING_FOR_ROOMMATE');
  if (!seeking(me)) throw badRequest(NOT_A_SEEKER);
  if (!seeking(them)) throw badRequest(NOT_A_SEEKER);
  return { me, them };
}

async function stateWith(ctx: AppContext, userId: number, otherId: number) {
  const { db } = ctx.database;
  const { mine, theirs } = await repo.interestStates(db, userId, [otherId]);
  const matched = mine.has(otherId) && theirs.has(otherId);
  return {
    interested: mine.has(otherId),
    matched,
    conversationId: matched ? await repo.conversationIdBetween(db, userId, otherId) : null,
  };
}

export async function getCompatibility(
  ctx: AppContext,
  caller: AuthUser,
  targetId: number,
): Promise<CompatibilityResult> {
  if (targetId === caller.id) throw badRequest(API_ERRORS.roommatesSelf);
  const { db } = ctx.database;
  // Its reasons tell someone's habits and food: full-profile readers only.
  if (!(await seesFullProfiles(db, caller))) throw forbidden(MESSAGES.verifyForFullProfiles);
  const [me, them] = await Promise.all([
    findUserWithProfile(db, caller.id),
    findUserWithProfile(db, targetId),
  ]);
  if (!them) throw notFound(API_ERRORS.userNotExists);
  const result = compatibility(
    compatibilityProfileOf(me?.profile ?? null),
    compatibilityProfileOf(them.profile),
  );
  return {
    ...result,
    total: COMPATIBILITY_FACTORS.length,
    ...(await stateWith(ctx, caller.id, targetId)),
  };
}

/**
 * Interested. When the other person already is, it is a match: the pair's conversation is
 * created (or reused) with a note from RoomSetu, and both are notified once.
 */
export async function markInterest(
  ctx: AppContext,
  caller: AuthUser,
  targetId: number,
): Promise<RoommateInterestState> {
  const { me, them } = await seekerOrThrow(ctx, caller, targetId);
  const { db } = ctx.database;
  // A block either way: no interest, so no match and no conversation between them.
  const blocked = await messagingRefusal(db, caller.id, targetId, {
    youBlocked: BLOCK_MESSAGES.youBlockedInterest,
    theyBlocked: BLOCK_MESSAGES.notAvailable,
  });
  if (blocked) throw blocked;
  const already = await repo.interestStates(db, caller.id, [targetId]);
  if (already.mine.has(targetId)) return stateWith(ctx, caller.id, targetId);
  await consume(ctx, 'roommateInterestsPerAccount', `user:${caller.id}`);
  const at = ctx.now();
  const match = await db.transaction(async (tx) => {
    // Both people's rows, in id order: two people marking each other at once take turns, so the
    // second always sees the first's interest and the match is made exactly once.
    await repo.lockPair(tx, caller.id, targetId);
    await repo.insertInterest(tx, caller.id, targetId, at);
    if (!(await repo.isInterested(tx, targetId, caller.id))) return null;
    // Blocked since the check above (rows locked now): interest stays, no conversation opens.
    if (await messagingRefusal(tx, caller.id, targetId)) return null;
    const conversationId = await findOrCreateConversation(tx, caller.id, targetId, null);
    // Interest withdrawn and given again matches again, but the note is written once.
    if (await repo.hasSystemNote(tx, conversationId)) return { conversationId, message: null };
    const message = await insertMessage(tx, {
      conversationId,
      senderId: caller.id,
      content: MATCH_MESSAGE,
      kind: 'SYSTEM',
      at,
    });
    return { conversationId, message };
  });
  if (match?.message) {
    ctx.realtime.toUsers([caller.id, targetId], 'message:new', {
      message: presentMessage(match.message),
    });
  }
  if (match) {
    const name = (u: typeof me) => `${u.user.firstName} ${u.user.lastName}`.trim();
    const link = `/chat?convoId=${match.conversationId}`;
    const key = `roommate-match:${Math.min(caller.id, targetId)}:${Math.max(caller.id, targetId)}`;
    await Promise.all([
      notify(ctx, {
        userId: targetId,
        type: 'ROOMMATE_MATCH',
        title: phrase('emails.matchTitle'),
        body: phrase('emails.matchBody', { name: name(me) }),
        link,
        dedupeKey: `${key}:${targetId}`,
      }),
      notify(ctx, {
        userId: caller.id,
        type: 'ROOMMATE_MATCH',
        title: phrase('emails.matchTitle'),
        body: phrase('emails.matchBody', { name: name(them) }),
        link,
        dedupeKey: `${key}:${caller.id}`,
      }),
    ]);
  }
  return {
    interested: true,
    matched: Boolean(match),
    conversationId: match?.conversationId ?? null,
  };
}

/** No longer interested; a conversation a match opened stays, as conversations do. */
export async function withdrawInterest(
  ctx: AppContext,
  caller: AuthUser,
  targetId: number,
): Promise<RoommateInterestState> {
  await repo.deleteInterest(ctx.database.db, caller.id, targetId);
  return { interested: false, matched: false, conversationId: null };
}

export async function setHidden(
  ctx: AppContext,
  caller: AuthUser,
  targetId: number,
  hidden: boolean,
): Promise<{ hidden: boolean }> {
  const { db } = ctx.database;
  if (!hidden) {
    await repo.deleteHide(db, caller.id, targetId);
    return { hidden: false };
  }
  if (targetId === caller.id) throw badRequest(API_ERRORS.roommatesSelf);
  if (!(await repo.userExists(db, targetId))) throw notFound(API_ERRORS.userNotExists);
  await repo.insertHide(db, caller.id, targetId, ctx.now());
  return { hidden: true };
}

/** The people the caller hid, newest first: names and avatar only, to show them again. */
export async function listHidden(ctx: AppContext, caller: AuthUser): Promise<HiddenRoommate[]> {
  const rows = await repo.hiddenBy(ctx.database.db, caller.id);
  return rows.map((r) => ({ ...r, hiddenAt: r.hiddenAt.toISOString() }));
}

export async function listMatches(ctx: AppContext, caller: AuthUser): Promise<RoommateMatch[]> {
  const { db } = ctx.database;
  const matches = await repo.matchesOf(db, caller.id);
  const rows = await repo.usersByIds(
    db,
    matches.map((m) => Number(m.id)),
  );
  const interests = await repo.interestsOf(
    db,
    rows.map((r) => r.user.id),
  );
  const byId = new Map(rows.map((r) => [r.user.id, r]));
  return matches.flatMap((m) => {
    const row = byId.get(Number(m.id));
    if (!row || m.conversation_id === null) return [];
    return [
      {
        user: presentPublicUser(row.user, row.profile, interests.get(row.user.id) ?? []),
        conversationId: Number(m.conversation_id),
        matchedAt: new Date(m.matched_at).toISOString(),
      },
    ];
  });
}
