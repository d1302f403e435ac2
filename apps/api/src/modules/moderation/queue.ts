import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  REPORT_TARGET_LABELS,
  type AdminReportGroup,
  type AdminReportsQuery,
  type ReportReason,
  type ReportTargetType,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import {
  conversationParticipants,
  messages,
  properties,
  reports,
  users,
  visitReviews,
} from '../../db/schema';
import type { Pagination } from '../../lib/route';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export interface TargetInfo {
  summary: string;
  /** The account behind the target: the listing's owner, the user, the message's author. */
  subjectUserId: number | null;
  listingStatus: string | null;
  suspendedUntil: Date | null;
}

const clip = (text: string, n = 120) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

/** Titles, names and excerpts of reported targets, read in one query per target type. */
export async function describeTargets(
  db: Db,
  targets: { targetType: ReportTargetType; targetId: number }[],
): Promise<Map<string, TargetInfo>> {
  const out = new Map<string, TargetInfo>();
  const idsOf = (type: ReportTargetType) =>
    targets.filter((t) => t.targetType === type).map((t) => t.targetId);
  const listingIds = idsOf('LISTING');
  const userIds = idsOf('USER');
  const messageIds = idsOf('MESSAGE');
  const conversationIds = idsOf('CONVERSATION');
  const reviewIds = idsOf('REVIEW');
  if (reviewIds.length) {
    const rows = await db
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
      .where(inArray(visitReviews.id, reviewIds));
    for (const r of rows) {
      out.set(`REVIEW:${r.id}`, {
        summary: `${r.name}, ${r.rating}★: “${clip(r.text)}”`,
        subjectUserId: r.authorId,
        listingStatus: null,
        suspendedUntil: r.suspendedUntil,
      });
    }
  }
  if (listingIds.length) {
    const rows = await db
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
      .where(inArray(properties.id, listingIds));
    for (const r of rows) {
      out.set(`LISTING:${r.id}`, {
        summary: r.title,
        subjectUserId: r.ownerId,
        listingStatus: r.deletedAt ? 'DELETED' : r.status,
        suspendedUntil: r.suspendedUntil,
      });
    }
  }
  if (userIds.length) {
    const rows = await db
      .select({ id: users.id, name: fullName, suspendedUntil: users.suspendedUntil })
      .from(users)
      .where(inArray(users.id, userIds));
    for (const r of rows) {
      out.set(`USER:${r.id}`, {
        summary: r.name,
        subjectUserId: r.id,
        listingStatus: null,
        suspendedUntil: r.suspendedUntil,
      });
    }
  }
  if (messageIds.length) {
    const rows = await db
      .select({
        id: messages.id,
        content: messages.content,
        senderId: messages.senderId,
        name: fullName,
        suspendedUntil: users.suspendedUntil,
      })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(inArray(messages.id, messageIds));
    for (const r of rows) {
      out.set(`MESSAGE:${r.id}`, {
        summary: `${r.name}: “${clip(r.content)}”`,
        subjectUserId: r.senderId,
        listingStatus: null,
        suspendedUntil: r.suspendedUntil,
      });
    }
  }
  if (conversationIds.length) {
    const rows = await db
      .select({ conversationId: conversationParticipants.conversationId, name: fullName })
      .from(conversationParticipants)
      .innerJoin(users, eq(users.id, conversationParticipants.userId))
      .where(inArray(conversationParticipants.conversationId, conversationIds))
      .orderBy(conversationParticipants.userId);
    const names = new Map<number, string[]>();
    for (const r of rows)
      names.set(r.conversationId, [...(names.get(r.conversationId) ?? []), r.name]);
    for (const [id, people] of names) {
      out.set(`CONVERSATION:${id}`, {
        summary: `Conversation between ${people.join(' and ')}`,
        // Who is at fault is the admin's call: the action names the account (see subjectOf).
        subjectUserId: null,
        listingStatus: null,
        suspendedUntil: null,
      });
    }
  }
  return out;
}

const missingTarget = (type: ReportTargetType): TargetInfo => ({
  summary: `A ${REPORT_TARGET_LABELS[type]} that no longer exists`,
  subjectUserId: null,
  listingStatus: null,
  suspendedUntil: null,
});

/** One page of reported targets, most recently reported first, with their reports. */
export async function reportQueue(
  db: Db,
  q: AdminReportsQuery,
): Promise<{ data: AdminReportGroup[]; pagination: Pagination }> {
  const parts: SQL[] = [eq(reports.status, q.status)];
  if (q.reason) parts.push(eq(reports.reason, q.reason));
  if (q.targetType) parts.push(eq(reports.targetType, q.targetType));
  const where = and(...parts);
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
  const pagination: Pagination = {
    page: q.page,
    limit: q.limit,
    total: Number(total?.n ?? 0),
    pages: Math.ceil(Number(total?.n ?? 0) / q.limit),
  };
  if (!groups.length) return { data: [], pagination };
  const keyOf = (t: { targetType: string; targetId: number }) => `${t.targetType}:${t.targetId}`;
  const wanted = new Set(groups.map(keyOf));
  const items = await db
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
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(
      and(
        where,
        inArray(
          reports.targetId,
          groups.map((g) => g.targetId),
        ),
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id));
  const info = await describeTargets(db, groups);
  const data = groups.map((g): AdminReportGroup => {
    const own = items.filter((i) => keyOf(i) === keyOf(g) && wanted.has(keyOf(i)));
    const target = info.get(keyOf(g)) ?? missingTarget(g.targetType);
    return {
      targetType: g.targetType,
      targetId: g.targetId,
      summary: target.summary,
      subjectUserId: target.subjectUserId,
      listingStatus: target.listingStatus,
      suspendedUntil: target.suspendedUntil?.toISOString() ?? null,
      count: Number(g.n),
      reasons: [...new Set(own.map((i) => i.reason))] as ReportReason[],
      latestAt: new Date(g.latestAt).toISOString(),
      reports: own.map((i) => ({
        id: i.id,
        reason: i.reason,
        details: i.details,
        status: i.status,
        resolution: i.resolution,
        reporter: { id: i.reporterId, name: i.reporterName },
        createdAt: i.createdAt.toISOString(),
      })),
    };
  });
  return { data, pagination };
}
