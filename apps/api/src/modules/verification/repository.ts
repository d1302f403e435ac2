import type { IdRequestStatus, ListingVerifyInput, UiLanguage } from '@roomsetu/shared';
import { and, count, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idVerifications, phoneCodes, properties, users } from '../../db/schema';

export type IdRequestRow = typeof idVerifications.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** A page of requests in one state with their users, and how many there are in it. */
export async function requestPage(
  db: Db,
  q: { status: IdRequestStatus; page: number; limit: number },
): Promise<{ rows: { request: IdRequestRow; user: UserRow }[]; total: number }> {
  const where = eq(idVerifications.status, q.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: idVerifications, user: users })
      .from(idVerifications)
      .innerJoin(users, eq(users.id, idVerifications.userId))
      .where(where)
      // The queue is worked oldest first; decided requests read newest first.
      .orderBy(q.status === 'PENDING' ? idVerifications.id : desc(idVerifications.decidedAt))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(idVerifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function documentKeysOf(db: Db, id: number): Promise<string[] | null> {
  const [row] = await db
    .select({ fileKeys: idVerifications.fileKeys })
    .from(idVerifications)
    .where(eq(idVerifications.id, id));
  return row?.fileKeys ?? null;
}

export async function lockRequest(db: Db, id: number): Promise<IdRequestRow | null> {
  const [row] = await db
    .select()
    .from(idVerifications)
    .where(eq(idVerifications.id, id))
    .for('update');
  return row ?? null;
}

/** Decides a request still PENDING; an approval gives its user the ID badge. */
export async function recordDecision(
  db: Db,
  request: { id: number; userId: number },
  decision: { status: Exclude<IdRequestStatus, 'PENDING'>; reason: string | null },
  adminId: number,
  at: Date,
): Promise<void> {
  await db
    .update(idVerifications)
    .set({
      status: decision.status,
      rejectionReason: decision.reason,
      decidedAt: at,
      decidedBy: adminId,
    })
    .where(and(eq(idVerifications.id, request.id), eq(idVerifications.status, 'PENDING')));
  if (decision.status === 'APPROVED') {
    await db
      .update(users)
      .set({ isIdVerified: true, updatedAt: at })
      .where(eq(users.id, request.userId));
  }
}

export type ListingRow = typeof properties.$inferSelect;

/** A listing locked for its verification change, with whether its owner verified their phone. */
export async function lockListingWithOwner(
  db: Db,
  id: number,
): Promise<{ listing: ListingRow; ownerPhoneVerified: boolean } | null> {
  const [row] = await db
    .select({ listing: properties, ownerPhoneVerified: users.isPhoneVerified })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, id))
    .for('update', { of: properties });
  return row ?? null;
}

export async function lockListing(db: Db, id: number): Promise<ListingRow | null> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).for('update');
  return row ?? null;
}

/** Sets or clears (checklist null) a listing's Verified badge, and answers the row as it now is. */
export async function setListingVerification(
  db: Db,
  id: number,
  by: { adminId: number; checklist: ListingVerifyInput } | null,
  at: Date,
): Promise<ListingRow | null> {
  const [row] = await db
    .update(properties)
    .set(
      by
        ? {
            verified: true,
            verifiedAt: at,
            verifiedBy: by.adminId,
            verificationChecklist: { ...by.checklist },
            updatedAt: at,
          }
        : {
            verified: false,
            verifiedAt: null,
            verifiedBy: null,
            verificationChecklist: null,
            updatedAt: at,
          },
    )
    .where(eq(properties.id, id))
    .returning();
  return row ?? null;
}

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

export async function phoneStateOf(
  db: Db,
  userId: number,
): Promise<{ phone: string; isPhoneVerified: boolean; language: UiLanguage } | null> {
  const [row] = await db
    .select({
      phone: users.phone,
      isPhoneVerified: users.isPhoneVerified,
      language: users.preferredLanguage,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Stores a new code for the account; every earlier open code stops working. Answers its id. */
export async function replacePhoneCode(
  db: Db,
  code: { userId: number; phone: string; codeHash: string; expiresAt: Date },
  at: Date,
): Promise<number> {
  await db
    .update(phoneCodes)
    .set({ usedAt: at })
    .where(and(eq(phoneCodes.userId, code.userId), isNull(phoneCodes.usedAt)));
  const [row] = await db
    .insert(phoneCodes)
    .values({ ...code, createdAt: at })
    .returning({ id: phoneCodes.id });
  return row!.id;
}

export async function spendPhoneCode(db: Db, id: number, at: Date): Promise<void> {
  await db.update(phoneCodes).set({ usedAt: at }).where(eq(phoneCodes.id, id));
}

/** The account's newest open code, locked for the check. */
export async function lockNewestPhoneCode(db: Db, userId: number): Promise<PhoneCodeRow | null> {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.usedAt)))
    .orderBy(desc(phoneCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countWrongGuess(db: Db, code: PhoneCodeRow): Promise<void> {
  await db
    .update(phoneCodes)
    .set({ attempts: code.attempts + 1 })
    .where(eq(phoneCodes.id, code.id));
}

/**
 * Whether another account has confirmed this number. Inside the confirming transaction it is
 * locked per number first, so two accounts confirming the same number at once are taken in turn.
 */
export async function phoneClaimedByOther(db: Db, userId: number, phone: string): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('phone:' || ${phone}))`);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.isPhoneVerified, true), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function markPhoneVerified(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ isPhoneVerified: true, updatedAt: at }).where(eq(users.id, userId));
}

/** The user's newest ID request's status and reason, and whether they carry the ID badge. */
export async function idStandingOf(db: Db, userId: number) {
  const [latest] = await db
    .select({ status: idVerifications.status, reason: idVerifications.rejectionReason })
    .from(idVerifications)
    .where(eq(idVerifications.userId, userId))
    .orderBy(desc(idVerifications.id))
    .limit(1);
  const [user] = await db
    .select({ isIdVerified: users.isIdVerified })
    .from(users)
    .where(eq(users.id, userId));
  return { latest: latest ?? null, isIdVerified: user?.isIdVerified ?? false };
}

/** Opens a request; false when the user already has an open one (the unique index decides). */
export async function openIdRequest(
  db: Db,
  request: { userId: number; documentType: IdRequestRow['documentType']; last4: string },
  fileKeys: string[],
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(idVerifications)
    .values({ ...request, fileKeys, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: idVerifications.id });
  return inserted.length > 0;
}

/** Requests decided before `before` whose images are still stored. */
export function decidedWithFilesBefore(db: Db, before: Date) {
  return db
    .select({ id: idVerifications.id, fileKeys: idVerifications.fileKeys })
    .from(idVerifications)
    .where(and(lt(idVerifications.decidedAt, before), isNull(idVerifications.filesDeletedAt)));
}

export async function forgetDocumentFiles(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(idVerifications)
    .set({ fileKeys: sql`'{}'::text[]`, filesDeletedAt: at })
    .where(eq(idVerifications.id, id));
}
