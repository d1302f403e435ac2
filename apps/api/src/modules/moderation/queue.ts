import {
  REPORT_TARGET_LABELS,
  type AdminReportGroup,
  type AdminReportsQuery,
  type ReportReason,
  type ReportTargetType,
} from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { Pagination } from '../../lib/route';
import {
  conversationPeople,
  listingsToDescribe,
  messagesToDescribe,
  reportGroups,
  reportsOnTargets,
  reviewsToDescribe,
  tenanciesToDescribe,
  usersToDescribe,
} from './repository';

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
  const tenancyIds = idsOf('TENANCY');
  if (tenancyIds.length) {
    for (const r of await tenanciesToDescribe(db, tenancyIds)) {
      out.set(`TENANCY:${r.id}`, {
        summary: `Tenancy of ${r.title}`,
        // Either party may be at fault: the action names the one not reporting (see subjectOf).
        subjectUserId: null,
        listingStatus: null,
        suspendedUntil: null,
      });
    }
  }
  if (reviewIds.length) {
    const rows = await reviewsToDescribe(db, reviewIds);
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
    const rows = await listingsToDescribe(db, listingIds);
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
    const rows = await usersToDescribe(db, userIds);
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
    const rows = await messagesToDescribe(db, messageIds);
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
    const rows = await conversationPeople(db, conversationIds);
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

/**
 * An address with what aliases vary taken out: digits, dots, dashes and underscores of the local
 * part (rahul1@, rahul.2@ and rahul_3@ share `rahul@`). From the canonical inbox, so +tags and
 * Gmail dots are gone already.
 */
export function aliasStem(inbox: string | null): string | null {
  if (!inbox) return null;
  const [local = '', domain = ''] = inbox.split('@');
  const stem = local.replace(/[\d._-]+/g, '');
  return `${stem || local}@${domain}`;
}

const DAY_MS = 24 * 60 * 60_000;

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
  at: Date,
): Promise<{ data: AdminReportGroup[]; pagination: Pagination }> {
  const { groups, total } = await reportGroups(db, q);
  const pagination: Pagination = {
    page: q.page,
    limit: q.limit,
    total,
    pages: Math.ceil(total / q.limit),
  };
  if (!groups.length) return { data: [], pagination };
  const keyOf = (t: { targetType: string; targetId: number }) => `${t.targetType}:${t.targetId}`;
  const wanted = new Set(groups.map(keyOf));
  const items = await reportsOnTargets(
    db,
    q,
    groups.map((g) => g.targetId),
  );
  const info = await describeTargets(db, groups);
  const data = groups.map((g): AdminReportGroup => {
    const own = items.filter((i) => keyOf(i) === keyOf(g) && wanted.has(keyOf(i)));
    /** Another reporter of this target with the same value. */
    const sharedWithOther = (value: (i: (typeof own)[number]) => string | null) => {
      const seen = new Map<string, Set<number>>();
      for (const i of own) {
        const v = value(i);
        if (v) seen.set(v, (seen.get(v) ?? new Set()).add(i.reporterId));
      }
      return (i: (typeof own)[number]) => {
        const v = value(i);
        return v !== null && (seen.get(v)?.size ?? 0) > 1;
      };
    };
    const sharesNetwork = sharedWithOther((i) => i.networkKey);
    const aliasPattern = sharedWithOther((i) => aliasStem(i.reporterInbox));
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
        reporter: {
          id: i.reporterId,
          name: i.reporterName,
          accountAgeDays: Math.max(
            0,
            Math.floor((at.getTime() - i.reporterSince.getTime()) / DAY_MS),
          ),
          emailVerified: i.emailVerified,
          phoneVerified: i.phoneVerified,
          sharesNetwork: sharesNetwork(i),
          aliasPattern: aliasPattern(i),
        },
        createdAt: i.createdAt.toISOString(),
      })),
    };
  });
  return { data, pagination };
}
