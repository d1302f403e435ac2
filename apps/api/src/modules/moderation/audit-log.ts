import type { AuditLogEntry, AuditLogQuery } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import type { Pagination } from '../../lib/route';
import { auditEntries } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A bare date as `to` means the whole of that day (UTC). */
function upperBound(to: string): Date {
  const at = new Date(to);
  return /^\d{4}-\d{2}-\d{2}$/.test(to) ? new Date(at.getTime() + DAY_MS) : at;
}

/** The audit trail, newest first, with the acting admin's name. Read only: nothing edits it. */
export async function auditPage(
  db: Db,
  q: AuditLogQuery,
): Promise<{ data: AuditLogEntry[]; pagination: Pagination }> {
  const { rows, total: n } = await auditEntries(
    db,
    {
      actorId: q.actorId,
      action: q.action,
      targetType: q.targetType,
      targetId: q.targetId,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? upperBound(q.to) : undefined,
    },
    q,
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      actor:
        r.actorId === null
          ? null
          : { id: r.actorId, name: r.actorName ?? `Former account #${r.actorId}` },
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
    })),
    pagination: { page: q.page, limit: q.limit, total: n, pages: Math.ceil(n / q.limit) },
  };
}
