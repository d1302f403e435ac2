import { and, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RoommateFilters } from '@roomsetu/shared';
import { ROOMMATE_AGE_MAX, ROOMMATE_AGE_MIN } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { interests, profiles, userInterests, users } from '../../db/schema';

/** Escapes LIKE wildcards so a search for '%' finds a percent sign, not everyone. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function roommateWhere(f: RoommateFilters, excludeUserId: number | null): SQL {
  const parts: SQL[] = [
    eq(users.role, 'TENANT'),
    inArray(profiles.roomPreference, ['LOOKING_FOR_ROOM', 'LOOKING_FOR_ROOMMATE']),
  ];
  if (excludeUserId) parts.push(ne(users.id, excludeUserId));
  if (f.search?.trim()) {
    const q = likeText(f.search.trim());
    parts.push(
      or(
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

export async function searchRoommates(db: Db, f: RoommateFilters, excludeUserId: number | null) {
  const where = roommateWhere(f, excludeUserId);
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
