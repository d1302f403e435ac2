import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditLogEntry, AuditLogQuery } from '@roomsetu/shared';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { Pagination } from '../../lib/route';

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
  const parts: SQL[] = [];
  if (q.actorId) parts.push(eq(auditLog.actorId, q.actorId));
  if (q.action) parts.push(eq(auditLog.action, q.action));
  if (q.targetType) parts.push(eq(auditLog.targetType, q.targetType));
  if (q.targetId) parts.push(eq(auditLog.targetId, q.targetId));
  if (q.from) parts.push(gte(auditLog.createdAt, new Date(q.from)));
  if (q.to) parts.push(lt(auditLog.createdAt, upperBound(q.to)));
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
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const n = Number(total?.n ?? 0);
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
