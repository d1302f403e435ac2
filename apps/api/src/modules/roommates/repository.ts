import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CompatibilityProfile, RoommateFilters } from '@roomsetu/shared';
import { ROOMMATE_AGE_MAX, ROOMMATE_AGE_MIN } from '@roomsetu/shared';
import { queryRows, type Db } from '../../db/client';
import {
  conversations,
  interests,
  messages,
  profiles,
  roommateHides,
  roommateInterests,
  userInterests,
  users,
} from '../../db/schema';
import { notBlockedBy } from '../blocks';
import { pairKey } from '../messages';
import {
  boundColumns,
  boundOfFits,
  fitColumns,
  hardLimitsWhere,
  num,
  scoreOfFits,
} from './match-sql';

/** People looking for a room or a roommate: the only ones listed, scored and matched. */
export const isSeeker = and(
  eq(users.role, 'TENANT'),
  inArray(profiles.roomPreference, ['LOOKING_FOR_ROOM', 'LOOKING_FOR_ROOMMATE']),
)!;

/** Escapes LIKE wildcards so a search for '%' finds a percent sign, not everyone. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `firstNameOnly`: a guest's search, which must not tell whose last name matches (a guest sees
 * only its initial).
 */
function roommateWhere(
  f: RoommateFilters,
  excludeUserId: number | null,
  firstNameOnly = false,
): SQL {
  const parts: SQL[] = [isSeeker];
  if (excludeUserId) {
    parts.push(ne(users.id, excludeUserId));
    // One lookup for the whole query (an init plan), not one per candidate.
    parts.push(
      sql`${users.id} <> all(array(select ${roommateHides.targetId} from ${roommateHides} where ${roommateHides.userId} = ${excludeUserId}))`,
    );
    // Nor anyone the viewer blocked (on every sort, BEST_MATCH included: it filters through here).
    parts.push(notBlockedBy(users.id, excludeUserId));
  }
  if (f.search?.trim()) {
    const q = likeText(f.search.trim());
    parts.push(
      firstNameOnly
        ? ilike(users.firstName, q)
        : or(
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, q),
            ilike(users.firstName, q),
            ilike(users.lastName, q),
          )!,
    );
  }
  if (f.city) parts.push(eq(profiles.city, f.city));
  if (f.gender?.length) parts.push(inArray(profiles.gender, f.gender));
  // The slider's full range (12-60) means "any age", including people who did not give one.
  if (f.minAge > ROOMMATE_AGE_MIN) parts.push(gte(profiles.age, f.minAge));
  if (f.maxAge < ROOMMATE_AGE_MAX) parts.push(lte(profiles.age, f.maxAge));
  if (f.budget) parts.push(eq(profiles.budget, f.budget));
  if (f.verified !== undefined) {
    const both = and(eq(users.isEmailVerified, true), eq(users.isPhoneVerified, true))!;
    parts.push(f.verified ? both : sql`not (${both})`);
  }
  if (f.smoking !== undefined) parts.push(eq(profiles.smoking, f.smoking));
  if (f.pets !== undefined) parts.push(eq(profiles.pets, f.pets));
  if (f.drinking !== undefined) parts.push(eq(profiles.drinking, f.drinking));
  if (f.foodPreference?.length) parts.push(inArray(profiles.foodPreference, f.foodPreference));
  if (f.lifestyle?.length) parts.push(inArray(profiles.lifestyle, f.lifestyle));
  return and(...parts)!;
}

export async function searchRoommates(
  db: Db,
  f: RoommateFilters,
  excludeUserId: number | null,
  firstNameOnly = false,
) {
  const where = roommateWhere(f, excludeUserId, firstNameOnly);
  const [rows, [count]] = await Promise.all([
    db
      .select({ user: users, profile: profiles })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

const joined = sql`${users} inner join ${profiles} on ${profiles.userId} = ${users.id}`;
const ranked = sql`order by score desc, created_at desc, id desc`;

/**
 * One page ranked by the mutual score, computed in the database over the people the hard limits
 * and the filters leave (the viewer's answers are constants in the query). Ties: newest first.
 */
function scoredCandidates(f: RoommateFilters, viewerId: number, viewer: CompatibilityProfile) {
  const where = and(roommateWhere(f, viewerId), hardLimitsWhere(viewer))!;
  // The fits in one projection over the joined rows (no per-row subquery), fenced by `offset 0`
  // so the score below reads each fit once instead of re-inlining it.
  return sql`select c.id, c.created_at, ${scoreOfFits('c')} as score
    from (select ${users.id} as id, ${users.createdAt} as created_at, ${fitColumns(viewer)}
      from ${joined} where ${where} offset 0) as c`;
}

/**
 * The page scored exactly for every candidate: the reference the two-pass ranking below is
 * held to (match.test.ts) and measured against (bench/roommate-match.ts).
 */
export function plainBestMatchQuery(
  f: RoommateFilters,
  viewerId: number,
  viewer: CompatibilityProfile,
) {
  // Scored once into a narrow materialized list; the page and the count both read it.
  return sql`with r as materialized (
      select id, created_at, score from (${scoredCandidates(f, viewerId, viewer)} offset 0) as c
      where c.score >= ${f.minScore ?? 0}::int)
    select r.id, r.score, (select count(*)::int from r) as total from r
    ${ranked} limit ${f.limit}::int offset ${(f.page - 1) * f.limit}::int`;
}

/** How many of the highest bounds are scored first to find the page's threshold (at least). */
const FIRST_PASS = 200;
/** Slack for float8 rounding between the bound and the score. */
const BOUND_SLACK = 1e-6;

/** The exact score of `rows` (id, created_at), joined back to their profiles. */
function exactScores(rows: SQL, viewer: CompatibilityProfile) {
  return sql`select s.id, s.created_at, ${scoreOfFits('s')} as score
    from (select x.id, x.created_at, p.*
      from (${rows}) as x cross join lateral (select ${fitColumns(viewer)} from ${profiles}
        where ${profiles.userId} = x.id offset 0) as p offset 0) as s`;
}

/**
 * The page query of bestMatchPage (the benchmark runs it bare, too), in two passes.
 *
 * First every candidate gets a cheap upper bound of its score (boundOfFits: score >= s implies
 * bound >= s - 0.5). Then the FIRST_PASS highest bounds are scored exactly; let T be the n-th best
 * of those scores, n = the rows up to the end of the page. Those n people all score >= T, so the
 * n-th best score overall is >= T too, and everyone on the true first n (page included) scores
 * >= T, hence has bound >= T - 0.5. So scoring exactly only the candidates with bound >= T - 0.5
 * keeps every one of them, plus everyone else scoring >= T; ranked by the same total order
 * (score, created_at, id), that set's first n are the true first n. With fewer than n scored
 * first, T is unknown and every candidate is scored.
 *
 * The count: without minScore every candidate counts, so it needs no score at all.
 */
export function bestMatchQuery(
  f: RoommateFilters,
  viewerId: number,
  viewer: CompatibilityProfile,
  { firstPass = FIRST_PASS }: { firstPass?: number } = {},
) {
  // A minimum score needs every score at or above it for the count, and the bound rarely rules
  // out many below a threshold a person picks (70 % leaves most candidates' bounds above it):
  // scoring everyone in one pass is then the faster way.
  if ((f.minScore ?? 0) > 0) return plainBestMatchQuery(f, viewerId, viewer);
  const where = and(roommateWhere(f, viewerId), hardLimitsWhere(viewer))!;
  const offset = (f.page - 1) * f.limit;
  const reach = offset + f.limit;
  const bounds = sql`b as materialized (
      select c.id, c.created_at, ${boundOfFits('c', viewer)} as bound
      from (select ${users.id} as id, ${users.createdAt} as created_at, ${boundColumns(viewer)}
        from ${joined} where ${where} offset 0) as c)`;
  const first = exactScores(
    sql`select id, created_at from b order by bound desc, created_at desc, id desc
      limit ${Math.max(firstPass, reach)}::int`,
    viewer,
  );
  return sql`with ${bounds},
    t as (select score from (${first}) as f order by score desc limit 1 offset ${reach - 1}::int),
    e as materialized (${exactScores(
      sql`select id, created_at from b
        where bound >= coalesce((select score from t), 0) - ${num(0.5 + BOUND_SLACK)}`,
      viewer,
    )})
    select id, score, (select count(*)::int from b) as total from e ${ranked}
    limit ${f.limit}::int offset ${offset}::int`;
}

export async function bestMatchPage(
  db: Db,
  f: RoommateFilters,
  viewerId: number,
  viewer: CompatibilityProfile,
  query: (
    f: RoommateFilters,
    viewerId: number,
    viewer: CompatibilityProfile,
  ) => SQL = bestMatchQuery,
): Promise<{ page: { id: number; score: number }[]; total: number }> {
  const minScore = f.minScore ?? 0;
  const rows = await queryRows<{ id: number; score: number; total: number }>(
    db,
    query(f, viewerId, viewer),
  );
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && f.page > 1) {
    // Past the last page: the count came back with no row to carry it.
    const [count] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from (${scoredCandidates(f, viewerId, viewer)}) as r
        where r.score >= ${minScore}::int`,
    );
    total = Number(count?.total ?? 0);
  }
  return { page: rows.map((r) => ({ id: Number(r.id), score: Number(r.score) })), total };
}

/** Users with their profiles, in the order of `ids`. */
export async function usersByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids));
  const byId = new Map(rows.map((r) => [r.user.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Of `targetIds`, whom `userId` marked Interested, and who marked `userId` back. */
export async function interestStates(db: Db, userId: number, targetIds: number[]) {
  const mine = new Set<number>();
  const theirs = new Set<number>();
  if (!targetIds.length) return { mine, theirs };
  const rows = await db
    .select({ userId: roommateInterests.userId, targetId: roommateInterests.targetId })
    .from(roommateInterests)
    .where(
      or(
        and(eq(roommateInterests.userId, userId), inArray(roommateInterests.targetId, targetIds)),
        and(eq(roommateInterests.targetId, userId), inArray(roommateInterests.userId, targetIds)),
      ),
    );
  for (const r of rows)
    (r.userId === userId ? mine : theirs).add(r.userId === userId ? r.targetId : r.userId);
  return { mine, theirs };
}

/** The people `userId` matched with (interest both ways), newest match first, with the conversation. */
export function matchesOf(db: Db, userId: number) {
  const back = sql`back`;
  return queryRows<{ id: number; matched_at: Date | string; conversation_id: number | null }>(
    db,
    sql`select mine.target_id as id, greatest(mine.created_at, ${back}.created_at) as matched_at,
        c.id as conversation_id
      from ${roommateInterests} as mine
      join ${roommateInterests} as ${back}
        on ${back}.user_id = mine.target_id and ${back}.target_id = mine.user_id
      left join ${conversations} as c
        on c.pair_key = least(mine.user_id, mine.target_id)::text || ':' || greatest(mine.user_id, mine.target_id)::text
      where mine.user_id = ${userId} and ${notBlockedBy(sql`mine.target_id`, userId)}
      order by matched_at desc, mine.target_id desc`,
  );
}

export async function conversationIdBetween(db: Db, a: number, b: number) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.pairKey, pairKey(a, b)));
  return row?.id ?? null;
}

export async function interestsOf(db: Db, userIds: number[]) {
  const map = new Map<number, { id: number; name: string }[]>();
  if (!userIds.length) return map;
  const rows = await db
    .select({ userId: userInterests.userId, id: interests.id, name: interests.name })
    .from(userInterests)
    .innerJoin(interests, eq(interests.id, userInterests.interestId))
    .where(inArray(userInterests.userId, userIds));
  for (const { userId, ...i } of rows) map.set(userId, [...(map.get(userId) ?? []), i]);
  return map;
}

/** The people a user hid from their roommate results, newest first. */
export function hiddenBy(db: Db, userId: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      hiddenAt: roommateHides.createdAt,
    })
    .from(roommateHides)
    .innerJoin(users, eq(users.id, roommateHides.targetId))
    .where(eq(roommateHides.userId, userId))
    .orderBy(desc(roommateHides.createdAt), desc(roommateHides.targetId));
}

// ---- Interest and hiding

/**
 * Both people's rows locked, in id order: two people marking each other at once take turns, so
 * the second always sees the first's interest.
 */
export async function lockPair(tx: Db, a: number, b: number): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [a, b]))
    .orderBy(asc(users.id))
    .for('update');
}

/** Records interest once: marking again changes nothing. */
export async function insertInterest(
  tx: Db,
  userId: number,
  targetId: number,
  at: Date,
): Promise<void> {
  await tx
    .insert(roommateInterests)
    .values({ userId, targetId, createdAt: at })
    .onConflictDoNothing();
}

export async function isInterested(tx: Db, userId: number, targetId: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: roommateInterests.userId })
    .from(roommateInterests)
    .where(and(eq(roommateInterests.userId, userId), eq(roommateInterests.targetId, targetId)));
  return row !== undefined;
}

export async function deleteInterest(db: Db, userId: number, targetId: number): Promise<void> {
  await db
    .delete(roommateInterests)
    .where(and(eq(roommateInterests.userId, userId), eq(roommateInterests.targetId, targetId)));
}

/** Whether the conversation already has a system note (a match's hello). */
export async function hasSystemNote(tx: Db, conversationId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.kind, 'SYSTEM')))
    .limit(1);
  return row !== undefined;
}

export { userExists } from '../../db/user-exists';

/** Hides once: hiding again changes nothing. */
export async function insertHide(
  db: Db,
  userId: number,
  targetId: number,
  at: Date,
): Promise<void> {
  await db.insert(roommateHides).values({ userId, targetId, createdAt: at }).onConflictDoNothing();
}

export async function deleteHide(db: Db, userId: number, targetId: number): Promise<void> {
  await db
    .delete(roommateHides)
    .where(and(eq(roommateHides.userId, userId), eq(roommateHides.targetId, targetId)));
}
