import type { IdRequestStatus, ListingVerifyInput } from '@roomsetu/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idVerifications, properties, users } from '../../db/schema';

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
