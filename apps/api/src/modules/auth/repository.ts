import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  canonicalEmailSql,
  interests,
  profiles,
  refreshTokens,
  userInterests,
  users,
  verificationCodes,
} from '../../db/schema';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type NewUser = typeof users.$inferInsert;
export type NewProfile = typeof profiles.$inferInsert;

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Which of the two unique fields is already taken, e-mail first. An e-mail is taken when another
 * account's address reaches the same inbox (a +tag, Gmail's dots); a phone number only once an
 * account has confirmed its code (until then it is pending, and whoever confirms it first owns it).
 */
export async function findTakenField(
  db: Db,
  email: string,
  phone: string,
): Promise<'email' | 'phone' | null> {
  const inbox = canonicalEmailSql(sql`${email}::text`);
  const rows = await db
    .select({ sameInbox: sql<boolean>`${users.emailCanonical} = ${inbox}`, phone: users.phone })
    .from(users)
    .where(
      or(
        eq(users.emailCanonical, inbox),
        and(eq(users.phone, phone), eq(users.isPhoneVerified, true)),
      ),
    )
    .limit(2);
  if (rows.some((r) => r.sameInbox)) return 'email';
  if (rows.some((r) => r.phone === phone)) return 'phone';
  return null;
}

/**
 * Holds, until the transaction ends, the sign-ups of every address reaching `email`'s inbox: two
 * aliases signing up at the same moment cannot both pass the check above.
 */
export async function lockInbox(tx: Db, email: string): Promise<void> {
  const inbox = canonicalEmailSql(sql`${email}::text`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('inbox:' || ${inbox}))`);
}

export async function existingInterestIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: interests.id })
    .from(interests)
    .where(inArray(interests.id, ids));
  return rows.map((r) => r.id);
}

export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function insertProfile(db: Db, values: NewProfile): Promise<void> {
  await db.insert(profiles).values(values);
}

export async function insertUserInterests(
  db: Db,
  userId: number,
  interestIds: number[],
): Promise<void> {
  if (!interestIds.length) return;
  await db
    .insert(userInterests)
    .values(interestIds.map((interestId) => ({ userId, interestId })))
    .onConflictDoNothing();
}

export async function markEmailVerified(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq(users.id, userId));
}

export async function updatePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

// --- verification codes ---

/** Marks every open code of that purpose used, so only the newest one works. */
export async function closeOpenCodes(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  now: Date,
): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
}

export async function insertCode(
  db: Db,
  values: { userId: number; purpose: CodePurpose; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await db.insert(verificationCodes).values({ ...rest, createdAt: now });
}

export async function latestCode(db: Db, userId: number, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row;
}

export async function countWrongAttempt(db: Db, codeId: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, codeId));
}

/** Uses the code once; false when a concurrent request used it first or it ran out of tries. */
export async function useCode(
  db: Db,
  codeId: number,
  maxAttempts: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.id, codeId),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

// --- refresh tokens ---

export async function insertRefreshToken(
  db: Db,
  values: { userId: number; familyId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await db.insert(refreshTokens).values({ ...rest, createdAt: now });
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Claims a live token for rotation; false when it was already rotated or revoked. */
export async function markReplaced(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ replacedAt: now })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.replacedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllOfUser(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
