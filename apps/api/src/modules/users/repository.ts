import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { UiLanguage } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { interests, profiles, properties, userInterests, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Partial<Omit<typeof profiles.$inferInsert, 'userId'>>;
export interface InterestRow {
  id: number;
  name: string;
}

export async function findUserWithProfile(
  db: Db,
  id: number,
): Promise<{ user: UserRow; profile: ProfileRow | null } | undefined> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function isEmailVerified(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ verified: users.isEmailVerified })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row?.verified === true;
}

export function interestsOfUser(db: Db, userId: number): Promise<InterestRow[]> {
  return db
    .select({ id: interests.id, name: interests.name })
    .from(userInterests)
    .innerJoin(interests, eq(interests.id, userInterests.interestId))
    .where(eq(userInterests.userId, userId))
    .orderBy(asc(interests.name));
}

/** Listings the owner still has (any status but deleted). */
export async function countOwnedProperties(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(
      and(
        eq(properties.ownerId, ownerId),
        isNull(properties.deletedAt),
        ne(properties.status, 'DELETED'),
      ),
    );
  return row?.n ?? 0;
}

export function listInterests(db: Db): Promise<InterestRow[]> {
  return db
    .select({ id: interests.id, name: interests.name })
    .from(interests)
    .orderBy(asc(interests.name), asc(interests.id));
}

/** The language of the person's mails and notifications. */
export async function setPreferredLanguage(
  db: Db,
  userId: number,
  language: UiLanguage,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ preferredLanguage: language, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function upsertProfile(
  db: Db,
  userId: number,
  values: ProfileValues,
  now: Date,
): Promise<void> {
  await db
    .insert(profiles)
    .values({ ...values, userId, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: now } });
}
