import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  AdminReportsQuery,
  AuditLogQuery,
  ModerationAction,
  PropertyStatus,
  ReportReason,
  ReportTargetType,
  UiLanguage,
} from '@roomsetu/shared';
import { queryRows, type Db } from '../../db/client';
import {
  auditLog,
  contactMessages,
  conversationParticipants,
  messages,
  properties,
  refreshTokens,
  reports,
  tenancies,
  tenancyTenants,
  users,
  visitReviews,
} from '../../db/schema';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

// ---- Reports

/** A listing that is not deleted: its owner, or null. */
export async function ownerOfListing(db: Db, id: number): Promise<{ ownerId: number } | null> {
  const [row] = await db
    .select({ ownerId: properties.ownerId })
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)));
  return row ?? null;
}

export { userExists } from '../../db/user-exists';

export async function messageOrigin(
  db: Db,
  id: number,
): Promise<{ senderId: number; conversationId: number } | null> {
  const [row] = await db
    .select({ senderId: messages.senderId, conversationId: messages.conversationId })
    .from(messages)
    .where(eq(messages.id, id));
  return row ?? null;
}

/** A review still shown: its author, or null. */
export async function authorOfShownReview(
  db: Db,
  id: number,
): Promise<{ authorId: number } | null> {
  const [row] = await db
    .select({ authorId: visitReviews.authorId })
    .from(visitReviews)
    .where(and(eq(visitReviews.id, id), isNull(visitReviews.hiddenAt)));
  return row ?? null;
}

/** Serialises the reports on one listing: holds its row until the transaction ends. */
export async function lockListingForReports(tx: Db, propertyId: number): Promise<void> {
  await tx.execute(sql`select id from properties where id = ${propertyId} for update`);
}

/** Inserts an OPEN report; null when the reporter already has one open on the target. */
export async function insertReport(
  tx: Db,
  report: {
    reporterId: number;
    targetType: ReportTargetType;
    targetId: number;
    reason: ReportReason;
    details: string;
    networkKey: string | null;
    createdAt: Date;
  },
): Promise<{ id: number } | null> {
  const [row] = await tx
    .insert(reports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return row ?? null;
}

/** How many different people have an OPEN report on the listing. */
/**
 * How many distinct networks the listing's OPEN reports filed since its last restore come from,
 * counting only reporters who could not cheaply be one person: e-mail verified; phone verified,
 * or at least `minAgeDays` old and used (a message, a favourite, a saved search or a listing);
 * and with an account older than the listing. Reporters on one network count once.
 */
export async function trustedReportNetworks(
  tx: Db,
  propertyId: number,
  at: Date,
  minAgeDays: number,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(distinct coalesce(r.network_key, 'reporter:' || r.reporter_id))::int as n
        from reports r
        join users u on u.id = r.reporter_id
        join properties p on p.id = r.target_id
        where r.target_type = 'LISTING' and r.target_id = ${propertyId} and r.status = 'OPEN'
          and r.created_at > coalesce((
            select max(a.created_at) from audit_log a
            where a.target_type = 'LISTING' and a.target_id = ${propertyId}
              and a.action = 'listing.restore'), '-infinity')
          and u.is_email_verified
          and u.created_at < p.created_at
          and (u.is_phone_verified or (
            u.created_at <= ${at}::timestamptz - make_interval(days => ${minAgeDays})
            and (exists (select 1 from messages m where m.sender_id = u.id)
              or exists (select 1 from favorites f where f.user_id = u.id)
              or exists (select 1 from saved_searches s where s.user_id = u.id)
              or exists (select 1 from properties q where q.owner_id = u.id))))`,
  );
  return Number(row?.n ?? 0);
}

/** Whether reports hid the listing without an admin since `since`. */
export async function autoHiddenSince(tx: Db, propertyId: number, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'LISTING'),
        eq(auditLog.targetId, propertyId),
        eq(auditLog.action, 'listing.auto_hide'),
        gt(auditLog.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function listingStatusOf(
  tx: Db,
  propertyId: number,
): Promise<{ status: PropertyStatus; ownerId: number; title: string } | null> {
  const [row] = await tx
    .select({ status: properties.status, ownerId: properties.ownerId, title: properties.title })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row ?? null;
}

/** Takes a listing off the search for review because it was reported. */
export async function holdReportedListing(tx: Db, propertyId: number, at: Date): Promise<void> {
  await tx
    .update(properties)
    .set({ status: 'PENDING', reviewReason: 'REPORTED', updatedAt: at })
    .where(eq(properties.id, propertyId));
}

/** Closes the target's OPEN reports with the admin's resolution: their ids and reporters. */
export function closeOpenReports(
  tx: Db,
  target: { targetType: ReportTargetType; targetId: number },
  resolution: { action: ModerationAction; adminId: number; at: Date },
): Promise<{ id: number; reporterId: number }[]> {
  return tx
    .update(reports)
    .set({
      status: 'CLOSED',
      resolution: resolution.action,
      resolvedBy: resolution.adminId,
      resolvedAt: resolution.at,
    })
    .where(
      and(
        eq(reports.targetType, target.targetType),
        eq(reports.targetId, target.targetId),
        eq(reports.status, 'OPEN'),
      ),
    )
    .returning({ id: reports.id, reporterId: reports.reporterId });
}

// ---- A conversation's report, kept in the support inbox

export async function contactOf(
  db: Db,
  userId: number,
): Promise<{ firstName: string; lastName: string; email: string } | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function insertConversationReportMessage(
  db: Db,
  row: {
    firstName: string;
    lastName: string;
    email: string;
    subject: string;
    message: string;
    userId: number;
    conversationId: number;
    createdAt: Date;
  },
): Promise<{ id: number }> {
  const [inserted] = await db
    .insert(contactMessages)
    .values({ ...row, type: 'report', category: 'REPORT', priority: 'HIGH' })
    .returning({ id: contactMessages.id });
  return inserted!;
}

// ---- The queue

export interface DescribedReview {
  id: number;
  rating: number;
  text: string;
  authorId: number;
  name: string;
  suspendedUntil: Date | null;
}

export function reviewsToDescribe(db: Db, ids: number[]): Promise<DescribedReview[]> {
  return db
    .select({
      id: visitReviews.id,
      rating: visitReviews.rating,
      text: visitReviews.text,
      authorId: visitReviews.authorId,
      name: fullName,
      suspendedUntil: users.suspendedUntil,
    })
    .from(visitReviews)
    .innerJoin(users, eq(users.id, visitReviews.authorId))
    .where(inArray(visitReviews.id, ids));
}

export function listingsToDescribe(db: Db, ids: number[]) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      status: properties.status,
      ownerId: properties.ownerId,
      deletedAt: properties.deletedAt,
      suspendedUntil: users.suspendedUntil,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(inArray(properties.id, ids));
}

export function usersToDescribe(db: Db, ids: number[]) {
  return db
    .select({ id: users.id, name: fullName, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(inArray(users.id, ids));
}

export function messagesToDescribe(db: Db, ids: number[]) {
  return db
    .select({
      id: messages.id,
      content: messages.content,
      senderId: messages.senderId,
      name: fullName,
      suspendedUntil: users.suspendedUntil,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.id, ids));
}

/** The names of the people in each conversation, in the order of their ids. */
export function conversationPeople(db: Db, ids: number[]) {
  return db
    .select({ conversationId: conversationParticipants.conversationId, name: fullName })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(inArray(conversationParticipants.conversationId, ids))
    .orderBy(conversationParticipants.userId);
}

function queueFilter(q: AdminReportsQuery): SQL | undefined {
  const parts: SQL[] = [eq(reports.status, q.status)];
  if (q.reason) parts.push(eq(reports.reason, q.reason));
  if (q.targetType) parts.push(eq(reports.targetType, q.targetType));
  return and(...parts);
}

/**
 * One page of reported targets matching the query, most recently reported first, and how many
 * targets match in all.
 */
export async function reportGroups(db: Db, q: AdminReportsQuery) {
  const where = queueFilter(q);
  const latest = sql<Date>`max(${reports.createdAt})`;
  const [groups, [total]] = await Promise.all([
    db
      .select({
        targetType: reports.targetType,
        targetId: reports.targetId,
        n: count(),
        latestAt: latest,
      })
      .from(reports)
      .where(where)
      .groupBy(reports.targetType, reports.targetId)
      .orderBy(desc(latest), desc(reports.targetId))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(distinct (${reports.targetType}, ${reports.targetId}))::int` })
      .from(reports)
      .where(where),
  ]);
  return { groups, total: Number(total?.n ?? 0) };
}

/** The reports matching the query on targets with these ids, newest first, with reporters' names. */
export function reportsOnTargets(db: Db, q: AdminReportsQuery, targetIds: number[]) {
  return db
    .select({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      details: reports.details,
      status: reports.status,
      resolution: reports.resolution,
      createdAt: reports.createdAt,
      reporterId: reports.reporterId,
      reporterName: fullName,
      reporterSince: users.createdAt,
      emailVerified: users.isEmailVerified,
      phoneVerified: users.isPhoneVerified,
      reporterInbox: users.emailCanonical,
      networkKey: reports.networkKey,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(and(queueFilter(q), inArray(reports.targetId, targetIds)))
    .orderBy(desc(reports.createdAt), desc(reports.id));
}

/** Each tenancy's listing title, for the queue. */
export function tenanciesToDescribe(db: Db, ids: number[]) {
  return db
    .select({ id: tenancies.id, title: properties.title })
    .from(tenancies)
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .where(inArray(tenancies.id, ids));
}

/** The owner and the tenants of a tenancy (an empty list when there is none). */
export async function tenancyPartyIds(db: Db, tenancyId: number): Promise<number[]> {
  const [owner] = await db
    .select({ id: tenancies.ownerId })
    .from(tenancies)
    .where(eq(tenancies.id, tenancyId));
  if (!owner) return [];
  const tenants = await db
    .select({ id: tenancyTenants.userId })
    .from(tenancyTenants)
    .where(eq(tenancyTenants.tenancyId, tenancyId));
  return [owner.id, ...tenants.map((t) => t.id)];
}

/** Whether anyone ever reported the target, open or closed. */
export async function everReported(
  db: Db,
  targetType: ReportTargetType,
  targetId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)))
    .limit(1);
  return Boolean(row);
}

// ---- Actions

export async function conversationParticipantIds(
  tx: Db,
  conversationId: number,
): Promise<number[]> {
  const rows = await tx
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((r) => r.userId);
}

/** Everyone who ever reported the target, open or closed. */
export async function reporterIds(
  tx: Db,
  targetType: ReportTargetType,
  targetId: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: reports.reporterId })
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)));
  return rows.map((r) => r.id);
}

export interface LockedUser {
  id: number;
  role: string;
  email: string;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

/** The user's row, locked until the transaction ends; null when there is none. */
export async function lockUser(tx: Db, id: number): Promise<LockedUser | null> {
  const [row] = await tx
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row ?? null;
}

/** Suspends until `until` (or lifts the suspension with null and no reason). */
export async function setSuspension(
  tx: Db,
  userId: number,
  suspension: { until: Date | null; reason: string | null },
  at: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ suspendedUntil: suspension.until, suspensionReason: suspension.reason, updatedAt: at })
    .where(eq(users.id, userId));
  // The owner's listings leave search, details and photos with the account, their statuses
  // untouched, so lifting the suspension brings back exactly what was live.
  await tx
    .update(properties)
    .set({ ownerSuspendedUntil: suspension.until })
    .where(eq(properties.ownerId, userId));
}

/** A listing that is not deleted, locked until the transaction ends; null when there is none. */
export async function lockListing(tx: Db, id: number) {
  const [row] = await tx
    .select({
      status: properties.status,
      reviewReason: properties.reviewReason,
      ownerId: properties.ownerId,
      title: properties.title,
    })
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .for('update');
  return row ?? null;
}

export async function setListingStatus(
  tx: Db,
  id: number,
  change: Pick<typeof properties.$inferInsert, 'status' | 'reviewReason'>,
  at: Date,
): Promise<void> {
  await tx
    .update(properties)
    .set({ ...change, updatedAt: at })
    .where(eq(properties.id, id));
}

/** A visit review, locked until the transaction ends; null when there is none. */
export async function lockReview(tx: Db, id: number): Promise<{ hiddenAt: Date | null } | null> {
  const [row] = await tx
    .select({ hiddenAt: visitReviews.hiddenAt })
    .from(visitReviews)
    .where(eq(visitReviews.id, id))
    .for('update');
  return row ?? null;
}

export async function setReviewHidden(tx: Db, id: number, hiddenAt: Date | null): Promise<void> {
  await tx.update(visitReviews).set({ hiddenAt }).where(eq(visitReviews.id, id));
}

// ---- Suspensions

/** The accounts suspended past `at`, and until when. */
export function suspendedAfter(db: Db, at: Date) {
  return db
    .select({ id: users.id, until: users.suspendedUntil })
    .from(users)
    .where(and(isNotNull(users.suspendedUntil), gt(users.suspendedUntil, at)));
}

export async function suspensionOf(
  db: Db,
  userId: number,
): Promise<{ suspendedUntil: Date | null; suspensionReason: string | null } | null> {
  const [row] = await db
    .select({ suspendedUntil: users.suspendedUntil, suspensionReason: users.suspensionReason })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Ends every session of the account: its refresh tokens stop working. */
export async function revokeSessions(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Where a person's mail goes, and in which language. */
export async function mailboxOf(
  db: Db,
  userId: number,
): Promise<{ email: string; language: UiLanguage } | null> {
  const [row] = await db
    .select({ email: users.email, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

// ---- The audit log

export interface AuditFilter extends Pick<
  AuditLogQuery,
  'actorId' | 'action' | 'targetType' | 'targetId'
> {
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** One page of the audit trail, newest first, with the acting admin's name, and the total. */
export async function auditEntries(db: Db, f: AuditFilter, page: { page: number; limit: number }) {
  const parts: SQL[] = [];
  if (f.actorId) parts.push(eq(auditLog.actorId, f.actorId));
  if (f.action) parts.push(eq(auditLog.action, f.action));
  if (f.targetType) parts.push(eq(auditLog.targetType, f.targetType));
  if (f.targetId) parts.push(eq(auditLog.targetId, f.targetId));
  if (f.from) parts.push(gte(auditLog.createdAt, f.from));
  if (f.to) parts.push(lt(auditLog.createdAt, f.to));
  const where = parts.length ? and(...parts) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        reason: auditLog.reason,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
