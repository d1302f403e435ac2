import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { VisitRole, VisitStatus } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { properties, users, visitHours, visitReviews, visits } from '../../db/schema';

export type VisitRow = typeof visits.$inferSelect;

/** A visit the owner confirmed, whatever became of it since (but not one cancelled or declined). */
const CONFIRMED_OR_LATER: VisitStatus[] = ['CONFIRMED', 'DONE', 'NO_SHOW'];
export type NewVisit = typeof visits.$inferInsert;
export type ReviewRow = typeof visitReviews.$inferSelect;

/** A listing's title and place, as visits show it. */
const listingPlace = {
  id: properties.id,
  title: properties.title,
  addressLine1: properties.addressLine1,
  area: properties.area,
  city: properties.city,
  postalCode: properties.postalCode,
  locationApproximate: properties.locationApproximate,
};

/** The listing as a visit needs it: who owns it, whether it takes visits, where it is. */
export async function findListing(db: Db, id: number) {
  const [row] = await db
    .select({
      ...listingPlace,
      ownerId: properties.ownerId,
      status: properties.status,
      deletedAt: properties.deletedAt,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row ?? null;
}
export type ListingRow = NonNullable<Awaited<ReturnType<typeof findListing>>>;

/** Holds the listing's row until the transaction ends: confirmations of one listing queue up. */
export async function lockListing(db: Db, id: number): Promise<void> {
  await db.execute(sql`select id from ${properties} where id = ${id} for update`);
}

export async function findVisit(db: Db, id: number): Promise<VisitRow | null> {
  const [row] = await db.select().from(visits).where(eq(visits.id, id));
  return row ?? null;
}

/** The same, locked for the move that reads it. */
export async function findVisitForUpdate(db: Db, id: number): Promise<VisitRow | null> {
  const [row] = await db.select().from(visits).where(eq(visits.id, id)).for('update');
  return row ?? null;
}

export async function findOpenVisit(
  db: Db,
  tenantId: number,
  propertyId: number,
): Promise<VisitRow | null> {
  const [row] = await db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.tenantId, tenantId),
        eq(visits.propertyId, propertyId),
        inArray(visits.status, ['PROPOSED', 'CONFIRMED']),
      ),
    );
  return row ?? null;
}

/** Null when another open visit of the pair won the race (the partial unique index). */
export async function insertVisit(db: Db, values: NewVisit): Promise<VisitRow | null> {
  const [row] = await db.insert(visits).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateVisit(
  db: Db,
  id: number,
  values: Partial<NewVisit>,
): Promise<VisitRow> {
  const [row] = await db.update(visits).set(values).where(eq(visits.id, id)).returning();
  return row!;
}

/** Confirmed visits of a listing that start before `to` and end after `from`. */
export async function confirmedBetween(
  db: Db,
  propertyId: number,
  from: Date,
  to: Date,
  exceptId?: number,
): Promise<{ id: number; startsAt: Date; durationMinutes: number }[]> {
  const rows = await db
    .select({ id: visits.id, startsAt: visits.startsAt, durationMinutes: visits.durationMinutes })
    .from(visits)
    .where(
      and(
        eq(visits.propertyId, propertyId),
        eq(visits.status, 'CONFIRMED'),
        // 60 minutes is the longest visit: one starting that long before `from` may still run.
        gt(visits.startsAt, new Date(from.getTime() - 60 * 60_000)),
        lt(visits.startsAt, to),
        exceptId ? ne(visits.id, exceptId) : undefined,
      ),
    )
    .orderBy(visits.startsAt);
  return rows.map((r) => ({ ...r, startsAt: r.startsAt! }));
}

/** The caller's visits, newest first, by id cursor. */
export async function visitsOf(
  db: Db,
  userId: number,
  filter: { role?: VisitRole; status?: VisitStatus; cursor?: number },
  limit: number,
): Promise<VisitRow[]> {
  const mine =
    filter.role === 'TENANT'
      ? eq(visits.tenantId, userId)
      : filter.role === 'OWNER'
        ? eq(visits.ownerId, userId)
        : or(eq(visits.tenantId, userId), eq(visits.ownerId, userId));
  return db
    .select()
    .from(visits)
    .where(
      and(
        mine,
        filter.status ? eq(visits.status, filter.status) : undefined,
        filter.cursor ? lt(visits.id, filter.cursor) : undefined,
      ),
    )
    .orderBy(desc(visits.id))
    .limit(limit);
}

export async function peopleByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      email: users.email,
      preferredLanguage: users.preferredLanguage,
      isEmailVerified: users.isEmailVerified,
      isPhoneVerified: users.isPhoneVerified,
    })
    .from(users)
    .where(inArray(users.id, ids));
}
export type PersonRow = Awaited<ReturnType<typeof peopleByIds>>[number];

export async function listingsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.select(listingPlace).from(properties).where(inArray(properties.id, ids));
}

export async function findHours(db: Db, propertyId: number) {
  const [row] = await db.select().from(visitHours).where(eq(visitHours.propertyId, propertyId));
  return row ?? null;
}

export async function saveHours(
  db: Db,
  propertyId: number,
  weekly: (typeof visitHours.$inferInsert)['weekly'],
  at: Date,
): Promise<void> {
  if (!weekly.length) {
    await db.delete(visitHours).where(eq(visitHours.propertyId, propertyId));
    return;
  }
  await db
    .insert(visitHours)
    .values({ propertyId, weekly, updatedAt: at })
    .onConflictDoUpdate({ target: visitHours.propertyId, set: { weekly, updatedAt: at } });
}

/** Null when this author already reviewed this visit. */
export async function insertReview(
  db: Db,
  values: typeof visitReviews.$inferInsert,
): Promise<ReviewRow | null> {
  const [row] = await db.insert(visitReviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Which of these visits this author reviewed already. */
export async function reviewedBy(
  db: Db,
  authorId: number,
  visitIds: number[],
): Promise<Set<number>> {
  if (!visitIds.length) return new Set();
  const rows = await db
    .select({ visitId: visitReviews.visitId })
    .from(visitReviews)
    .where(and(eq(visitReviews.authorId, authorId), inArray(visitReviews.visitId, visitIds)));
  return new Set(rows.map((r) => r.visitId));
}

export async function reviewsOfVisit(db: Db, visitId: number): Promise<ReviewRow[]> {
  return db.select().from(visitReviews).where(eq(visitReviews.visitId, visitId));
}

/**
 * The reviews of a person others may read: not hidden by an admin, and either answered by the
 * other side's review of the same visit or older than `hiddenUntil` allows.
 */
function visibleReviewsOf(subjectId: number, writtenBefore: Date) {
  const other = sql`exists (select 1 from ${visitReviews} o
    where o.visit_id = ${visitReviews.visitId} and o.author_id <> ${visitReviews.authorId})`;
  return and(
    eq(visitReviews.subjectId, subjectId),
    isNull(visitReviews.hiddenAt),
    or(other, lt(visitReviews.createdAt, writtenBefore)),
  );
}

export async function visibleReviewPage(
  db: Db,
  subjectId: number,
  writtenBefore: Date,
  cursor: number | undefined,
  limit: number,
) {
  return db
    .select({
      review: visitReviews,
      author: { id: users.id, firstName: users.firstName, avatar: users.avatar },
    })
    .from(visitReviews)
    .innerJoin(users, eq(users.id, visitReviews.authorId))
    .where(
      and(
        visibleReviewsOf(subjectId, writtenBefore),
        cursor ? lt(visitReviews.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(visitReviews.id))
    .limit(limit);
}

export async function reviewSummary(db: Db, subjectId: number, writtenBefore: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`round(avg(${visitReviews.rating}), 1)::text`,
    })
    .from(visitReviews)
    .where(visibleReviewsOf(subjectId, writtenBefore));
  return { count: row?.count ?? 0, average: row?.average == null ? null : Number(row.average) };
}

/**
 * A person's settled visits: how many, and at how many they turned up. Absent at a NO_SHOW is
 * the side the other reported (`false` from the other side, not contested by this one).
 */
export async function turnUpRecord(db: Db, userId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      attended: sql<number>`count(*) filter (where ${visits.status} = 'DONE'
        or (${visits.tenantId} = ${userId} and ${visits.tenantOutcome} is false)
        or (${visits.ownerId} = ${userId} and ${visits.ownerOutcome} is false))::int`,
    })
    .from(visits)
    .where(
      and(
        or(eq(visits.tenantId, userId), eq(visits.ownerId, userId)),
        inArray(visits.status, ['DONE', 'NO_SHOW']),
      ),
    );
  return { total: row?.total ?? 0, attended: row?.attended ?? 0 };
}

/**
 * Whether the tenant has a visit to the listing that the owner confirmed (or that took place, or
 * that the tenant missed after it was confirmed): the owner agreed to show them the home.
 */
export async function hasConfirmedVisit(
  db: Db,
  tenantId: number,
  propertyId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        eq(visits.tenantId, tenantId),
        eq(visits.propertyId, propertyId),
        inArray(visits.status, CONFIRMED_OR_LATER),
      ),
    )
    .limit(1);
  return !!row;
}
